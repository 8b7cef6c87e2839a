import { expect, test, type Page } from '@playwright/test';
import { DEMO, openSignedIn, readStoredUser } from './support';

/** QA's fault switch (README "Fault injection (QA)"), as in dataLayer.spec.ts. */
async function injectFaults(page: Page, rules: string): Promise<void> {
  await page.evaluate((text) => sessionStorage.setItem('wattsight.mockFaults', text), rules);
}

/**
 * A write straight to the API with the signed-in user's token. It runs in the page: in demo mode
 * the mocked API lives in msw's service worker, which page.request (outside the page) never reaches.
 */
async function apiPut(page: Page, path: string, body: unknown): Promise<number> {
  const user = await readStoredUser(page);
  return page.evaluate(
    async ({ relative, payload, token }) => {
      const response = await fetch(`/api/${relative}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return response.status;
    },
    { relative: path, payload: body, token: user?.accessToken ?? '' },
  );
}

/** Opens the first event whose status is new, from the events list; returns its id. */
async function openNewEvent(page: Page): Promise<number> {
  await openSignedIn(page, '/events?view=all&status=new', DEMO.admin);
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/events\/details\/\d+$/);
  await expect(page.getByRole('radiogroup', { name: 'Status' })).toBeVisible();
  return Number(/\/events\/details\/(\d+)$/.exec(page.url())?.[1]);
}

test('an admin handles an event: chart, status, comments', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await openNewEvent(page);
  await expect(page.getByRole('img', { name: /around the event$/ })).toBeVisible();

  const status = page.getByRole('radiogroup', { name: 'Status' });
  await status.getByText('Seen', { exact: true }).click();
  await expect(status.getByRole('radio', { name: 'Seen' })).toBeChecked();
  await status.getByText('Fixed', { exact: true }).click();
  await expect(status.getByRole('radio', { name: 'Fixed', exact: true })).toBeChecked();

  const comments = page.getByRole('region', { name: 'Comments' });
  await comments.getByRole('textbox', { name: 'Comment' }).fill('Vanne remplacée par le prestataire');
  await comments.getByRole('button', { name: 'Add comment' }).click();
  const item = comments.getByRole('listitem').filter({ hasText: 'Vanne remplacée par le prestataire' });
  await expect(item).toBeVisible();
  await expect(comments.getByRole('textbox', { name: 'Comment' })).toHaveValue('');

  await item.getByRole('button', { name: 'Edit' }).click();
  // While edited, the text is in the field: the item is the one holding the edit field.
  const editing = comments.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Save' }) });
  await editing.getByRole('textbox', { name: 'Comment' }).fill('Vanne remplacée, essai concluant');
  await editing.getByRole('button', { name: 'Save' }).click();
  const edited = comments.getByRole('listitem').filter({ hasText: 'Vanne remplacée, essai concluant' });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this comment?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(edited).toHaveCount(0);

  // Markup in a comment is text: shown as typed, nothing runs.
  const markup = '<img src=x onerror=alert(1)>';
  await comments.getByRole('textbox', { name: 'Comment' }).fill(markup);
  await comments.getByRole('button', { name: 'Add comment' }).click();
  await expect(comments.getByText(markup, { exact: true })).toBeVisible();
  await expect(comments.locator('img')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test('a refused status change is explained and the server status shown', async ({ page }) => {
  const eventId = await openNewEvent(page);
  const status = page.getByRole('radiogroup', { name: 'Status' });
  await status.getByText('Seen', { exact: true }).click();
  await expect(status.getByRole('radio', { name: 'Seen' })).toBeChecked();
  // Someone else fixes the event meanwhile; the page still shows Seen.
  expect(await apiPut(page, `events/${eventId}`, { cancelled: false, tags: [], status: 'fixed' })).toBe(200);
  // seen → fixed_no_action is offered, but from fixed the server refuses it.
  await status.getByText('Fixed, no action', { exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'This status change is not allowed for this event.' }),
  ).toBeVisible();
  await expect(status.getByRole('radio', { name: 'Fixed', exact: true })).toBeChecked();
  await expect(status.getByRole('radio', { name: 'Fixed, no action' })).not.toBeChecked();
});

test('a typed comment survives a failed save', async ({ page }) => {
  await openNewEvent(page);
  await injectFaults(page, 'POST events/*/comments=status:500;PUT events/*/comments/*=status:500');
  const comments = page.getByRole('region', { name: 'Comments' });
  await comments.getByRole('textbox', { name: 'Comment' }).fill('Texte à ne pas perdre');
  await comments.getByRole('button', { name: 'Add comment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'An error occurred. Please try again.' })).toHaveCount(1);
  await expect(comments.getByRole('textbox', { name: 'Comment' })).toHaveValue('Texte à ne pas perdre');
  await injectFaults(page, '');
});

for (const fault of ['malformed', 'mismatch'] as const) {
  test(`a ${fault} event answer gives a translated error, not a blank screen`, async ({ page }) => {
    const eventId = await openNewEvent(page);
    await injectFaults(page, `GET events/*=${fault}`);
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/events/details/${eventId}$`));
    await expect(page.getByText('Could not load the event.')).toBeVisible();
    await expect(page.getByRole('status').getByText(/The server's response could not be understood/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to events' })).toBeVisible();
    await injectFaults(page, '');
    await page.getByRole('button', { name: 'Retry loading the event' }).click();
    await expect(page.getByRole('radiogroup', { name: 'Status' })).toBeVisible();
  });
}
