import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { DEMO, openSignedIn } from './support';

/*
 * The variable change history of a project (spec 000 §2 historychangevar/{projectId}): filters
 * by change kind and period kept in the URL, the same rows from a copied link, accessibility in
 * both languages. Its read under every fault kind is covered at component level
 * (src/features/variables/history/variableHistoryFaults.test.tsx).
 */

// The first seeded project: a few dozen changes over three years.
const URL_OF_PROJECT = '/automatic-variables/historychangevar/1';

const table = (page: Page) => page.getByRole('table', { name: 'Variable changes' });

/** The text of every data row, once the table is not loading. */
async function historyRows(page: Page): Promise<string[]> {
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText(/^(\d+ changes?|No change)$/)).toBeVisible();
  const rows = await table(page).getByRole('row').allInnerTexts();
  return rows.slice(1);
}

/** A new tab of the same browser holding the first tab's session (sessionStorage is per tab). */
async function newTabWithSession(context: BrowserContext, page: Page): Promise<Page> {
  const snapshot = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  const copy = await context.newPage();
  await copy.addInitScript((entries: string) => {
    if (sessionStorage.length > 0) return;
    for (const [key, value] of JSON.parse(entries) as [string, string][]) {
      if (key !== 'wattsight.mockFaults') sessionStorage.setItem(key, value);
    }
  }, snapshot);
  return copy;
}

test('filters the history by change kind and period, and a copied URL reopens the same rows', async ({
  page,
  context,
}) => {
  await openSignedIn(page, URL_OF_PROJECT, DEMO.admin);
  const all = await historyRows(page);
  expect(all.length).toBeGreaterThan(10);

  await page.getByRole('combobox', { name: 'Change' }).click();
  await page.getByRole('option', { name: 'Renamed' }).click();
  await expect(page).toHaveURL(/[?&]operation=rename(&|$)/);
  // The box shows the URL: it is unticked once the navigation has settled, not at the click.
  const whole = page.getByRole('checkbox', { name: 'Whole history' });
  await whole.click();
  await expect(whole).not.toBeChecked();
  await expect(page).toHaveURL(/[?&]range=J-14(&|$)/);
  await page.getByRole('button', { name: /^M-6/ }).click();
  await expect(page).toHaveURL(/[?&]range=M-6(&|$)/);

  const filtered = await historyRows(page);
  expect(filtered.length).toBeGreaterThan(0);
  expect(filtered.length).toBeLessThan(all.length);
  const sixMonthsAgo = Date.now() - 186 * 86_400_000;
  for (const row of filtered) {
    expect(row).toMatch(/renamed/i);
    const [, day, month, year] = /(\d{2})\/(\d{2})\/(\d{4})/.exec(row) ?? [];
    expect(Date.parse(`${year}-${month}-${day}`)).toBeGreaterThan(sixMonthsAgo);
  }

  const copy = await newTabWithSession(context, page);
  await copy.goto(page.url());
  await expect(copy.getByRole('button', { name: /^M-6/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(copy.getByRole('combobox', { name: 'Change' })).toHaveValue('Renamed');
  expect(await historyRows(copy)).toEqual(filtered);
});

test('narrows the history to one variable from its number', async ({ page }) => {
  await openSignedIn(page, URL_OF_PROJECT, DEMO.admin);
  await historyRows(page);
  const button = table(page)
    .getByRole('button', { name: /^Show only the changes of variable \d+$/ })
    .first();
  const id = (await button.innerText()).trim();
  await button.click();
  await expect(page).toHaveURL(new RegExp(`[?&]variableId=${id}(&|$)`));
  for (const row of await historyRows(page)) expect(row).toMatch(new RegExp(`^${id}\\s`));
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true });

  test('the history has no serious violation (en, fr)', async ({ page }) => {
    await openSignedIn(page, `${URL_OF_PROJECT}?range=YTD`, DEMO.admin);
    for (const locale of ['en', 'fr'] as const) {
      if (locale === 'fr') {
        await page.evaluate(() => localStorage.setItem('wattsight.locale', 'fr'));
        await page.reload();
        await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toBeVisible();
      }
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      expect(await seriousAccessibilityViolations(page), locale).toEqual([]);
    }
  });
});
