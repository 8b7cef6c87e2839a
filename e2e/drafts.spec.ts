import { expect, test, type Page } from '@playwright/test';
import { DEMO, openSignedIn } from './support';

/*
 * Nothing typed is lost: a form keeps a draft in the tab's sessionStorage while it has unsaved
 * changes, and gives it back, with a notice, when the page reloads (spec 000 §8's refresh and
 * reload after a 401, or an accidental reload).
 */

const EVENT_URL = '/events/details/42';
const RESTORED = 'Your unsaved text was restored.';

/** QA's fault switch (README "Fault injection (QA)"), as in dataLayer.spec.ts. */
async function injectFaults(page: Page, rules: string): Promise<void> {
  await page.evaluate((text) => sessionStorage.setItem('wattsight.mockFaults', text), rules);
}

/** The drafts kept for this tab, as stored. */
async function storedDrafts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(sessionStorage)
      .filter((key) => key.startsWith('wattsight.draft:'))
      .map((key) => sessionStorage.getItem(key) ?? ''),
  );
}

async function openComments(page: Page) {
  await openSignedIn(page, EVENT_URL, DEMO.admin);
  const comments = page.getByRole('region', { name: 'Comments' });
  const field = comments.getByRole('textbox', { name: 'Comment' }).last();
  await expect(field).toBeVisible();
  return { comments, field };
}

test('a comment refused with a 401 comes back after the refresh and reload, and is saved on the next try', async ({
  page,
}) => {
  const text = `Relevé du compteur à refaire ${Date.now()}`;
  const { comments, field } = await openComments(page);
  await injectFaults(page, 'POST events/*/comments=status:401@1');
  await field.fill(text);
  const reloaded = page.waitForEvent('load');
  await comments.getByRole('button', { name: 'Add comment' }).click();
  await reloaded;
  // The rule answered its one 401; the mocked API counts per page load, so it is lifted here, as a
  // real server would take the fresh token.
  await injectFaults(page, '');

  await expect(field).toHaveValue(text);
  await expect(comments.getByRole('status').filter({ hasText: RESTORED })).toBeVisible();
  await expect(comments.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);

  await comments.getByRole('button', { name: 'Add comment' }).click();
  await expect(comments.getByRole('listitem').filter({ hasText: text })).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(comments.getByText(RESTORED)).toHaveCount(0);

  await page.reload();
  await expect(comments.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  await expect(field).toHaveValue('');
  await expect(comments.getByText(RESTORED)).toHaveCount(0);
  expect(await storedDrafts(page)).toEqual([]);
});

test('a plain reload gives typed text back; Discard drops it', async ({ page }) => {
  const { comments, field } = await openComments(page);
  await field.fill('Texte tapé avant un F5');
  // Kept in this tab's sessionStorage only, never in localStorage.
  expect((await storedDrafts(page)).join()).toContain('Texte tapé avant un F5');
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('Texte tapé avant un F5');

  await page.reload();
  await expect(field).toHaveValue('Texte tapé avant un F5');
  await expect(comments.getByRole('status').filter({ hasText: RESTORED })).toBeVisible();

  await comments.getByRole('button', { name: 'Discard' }).click();
  await expect(field).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('radiogroup', { name: 'Status' })).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(comments.getByText(RESTORED)).toHaveCount(0);
});

test('tags whose save was cut by a 401 come back after the reload, to be saved', async ({ page }) => {
  await openSignedIn(page, EVENT_URL, DEMO.admin);
  const handling = page.getByRole('region', { name: 'Handling' });
  const tags = handling.getByRole('combobox', { name: 'Tags' });
  await expect(tags).toBeVisible();
  await injectFaults(page, 'PUT events/*=status:401@1');
  const reloaded = page.waitForEvent('load');
  await tags.fill('vanne-ouest');
  await tags.press('Enter');
  await reloaded;
  await injectFaults(page, '');

  await expect(handling.getByRole('status').filter({ hasText: 'Your unsaved tags were restored.' })).toBeVisible();
  await expect(handling.getByText('vanne-ouest', { exact: true })).toBeVisible();
  // Save tags goes as soon as the save starts: the reload waits for its answer and for the draft to go
  // (a reload during the save rightly brings the tags back as unsaved).
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/api\/events\/\d+$/.test(new URL(response.url()).pathname),
  );
  await handling.getByRole('button', { name: 'Save tags' }).click();
  await expect(handling.getByRole('button', { name: 'Save tags' })).toHaveCount(0);
  expect((await saved).ok()).toBe(true);
  await expect
    .poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.endsWith('#event-tags'))))
    .toEqual([]);

  await page.reload();
  await expect(handling.getByText('vanne-ouest', { exact: true })).toBeVisible();
  await expect(handling.getByText('Your unsaved tags were restored.')).toHaveCount(0);
});
