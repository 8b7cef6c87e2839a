import { readFile } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { chooseOption, DEMO, inEnglishThenFrench, openSignedIn, pickRowAction } from './support';
import { openCsvAs } from '../src/test/spreadsheetCells';

/* The alert configuration list (spec 000 §2 alerting-config): the row actions (mute, archive,
 * delete with confirmation), a filtered view reopened from its copied URL, the CSV export's file
 * format (§9), the accessibility check in both languages. Its calls under faults are covered at
 * component level (src/features/alerting/list/alertListFaults.test.tsx). */

const standardTable = (page: Page) => page.getByRole('table', { name: 'Standard alerts' });
const COUNT = /^\d+ alerts?$/;

/** The alert names of the rows shown, once the table is not loading. */
async function alertNames(page: Page, table = standardTable(page)): Promise<string[]> {
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table.getByRole('row').getByRole('link').allInnerTexts();
}

async function pick(page: Page, label: string, option: string): Promise<void> {
  await chooseOption(page, page.getByRole('combobox', { name: label, exact: true }), option);
}

/** Opens a row's action menu (by keyboard, as a keyboard user would) and picks one of its actions. */
async function rowAction(page: Page, row: Locator, name: string, action: string): Promise<void> {
  await pickRowAction(page, row.getByRole('button', { name: `Actions for ${name}` }), `${action} ${name}`);
}

/** A new tab of the same browser: it has no session of its own, so it signs in and comes back to the URL. */
async function openInNewTab(context: BrowserContext, url: string): Promise<Page> {
  const other = await context.newPage();
  await other.goto(url);
  await other.getByRole('button', { name: 'Sign in' }).click();
  const userMenu = other.getByRole('button', { name: 'User menu' });
  const email = other.getByLabel('Email');
  await expect(userMenu.or(email)).toBeVisible();
  if (await email.isVisible()) {
    await email.fill(DEMO.admin);
    await other.getByLabel('Password').fill('demo');
    await other.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(userMenu).toBeVisible();
  return other;
}

test('mutes, archives, then deletes an alert after confirmation', async ({ page }) => {
  await openSignedIn(page, '/alerting-config?enabled=true&type=high', DEMO.admin);
  await alertNames(page);
  const link = standardTable(page).getByRole('row').nth(1).getByRole('link');
  const name = await link.innerText();
  const href = (await link.getAttribute('href')) ?? '';
  // That one alert (names repeat across sites), whatever its state.
  await page.goto(`/alerting-config?archived=all&name=${encodeURIComponent(name)}`);
  const row = standardTable(page)
    .getByRole('row')
    .filter({ has: page.locator(`a[href="${href}"]`) });
  await expect(row).toContainText('Enabled');

  await rowAction(page, row, name, 'Mute');
  await expect(row).toContainText('Muted');
  await expect(page.getByRole('alert').filter({ hasText: 'Success' })).toHaveCount(1);
  await expect(row).not.toContainText('Enabled');

  await rowAction(page, row, name, 'Archive');
  await expect(row).toContainText('Archived');

  await rowAction(page, row, name, 'Delete');
  const dialog = page.getByRole('dialog', { name: 'Delete this alert?' });
  await expect(dialog).toContainText(name);
  // Focus starts on Cancel: an Enter out of habit deletes nothing.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(standardTable(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.locator(`a[href="${href}"]`)).toHaveCount(0);
});

test('a filtered and sorted list reopens from its copied URL in a new page with the same rows', async ({
  page,
  context,
}) => {
  await openSignedIn(page, '/alerting-config', DEMO.admin);
  await expect(page.getByText(COUNT)).toBeVisible();
  await pick(page, 'Level', 'Warning');
  await expect(page).toHaveURL(/level=warning/);
  await pick(page, 'Archiving', 'Active and archived');
  await expect(page).toHaveURL(/archived=all/);
  await standardTable(page).getByRole('button', { name: 'Sort by Alert' }).click();
  await expect(page).toHaveURL(/sort=name/);
  // The URL says the sort at once; the rows follow when the sorted page answers.
  const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });
  let names: string[] = [];
  await expect(async () => {
    names = await alertNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual([...names].sort(collator.compare));
  }).toPass({ timeout: 15_000 });

  const copied = page.url();
  const other = await openInNewTab(context, copied);
  await expect(other).toHaveURL(copied);
  expect(await alertNames(other)).toEqual(names);
  await expect(other.getByRole('combobox', { name: 'Level' })).toHaveValue('Warning');
  await expect(other.getByRole('combobox', { name: 'Archiving' })).toHaveValue('Active and archived');
});

test('exports the matching alerts as the spec’s CSV: BOM, exact header, CRLF rows', async ({ page }) => {
  await openSignedIn(page, '/alerting-config?archived=all', DEMO.admin);
  const count = Number(((await page.getByText(COUNT).textContent()) ?? '').split(' ')[0]);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^alerts_list_\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = text.split('\r\n');
  // An English user's file: the English spreadsheet's "," (src/lib/csv.ts), the list's words.
  expect(lines[0]).toBe(
    'Client,Site,Project,Alert,Variable,IdTechnique,Type,Criticite,Scenario,Seuil,NotifiedContacts,EmailContacts',
  );
  expect(lines.at(-1)).toBe('');
  const rows = openCsvAs(text, 'en').slice(1);
  expect(rows).toHaveLength(count);
  // Muted or not, with the type.
  expect(new Set(rows.map((cells) => / \((not )?muted\)$/.exec(cells[6]?.text ?? '')?.[0]))).toEqual(
    new Set([' (muted)', ' (not muted)']),
  );
  expect(rows.some((cells) => ['Client Test', 'Client Démo'].includes(cells[0]?.text ?? ''))).toBe(false);

  // The specific tab writes its own file.
  await page.getByRole('tab', { name: 'Specific alerts' }).click();
  await expect(page.getByRole('table', { name: 'Specific alerts' }).getByRole('row').nth(1)).toBeVisible();
  const projectDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await projectDownload).suggestedFilename()).toMatch(/^project_alerts_list_\d{4}-\d{2}-\d{2}\.csv$/);
});

// The provider's pages forbid inline scripts; axe is injected as one.
test.describe('accessibility', () => {
  test.use({ bypassCSP: true });
  test("both alert lists and a row's actions have no serious violation (en, fr)", async ({ page }) => {
    await openSignedIn(page, '/alerting-config', DEMO.admin);
    await inEnglishThenFrench(page, '/alerting-config', async (locale) => {
      for (const tab of locale === 'fr'
        ? ['Alertes standard', 'Alertes spécifiques']
        : ['Standard alerts', 'Specific alerts']) {
        await page.getByRole('tab', { name: tab }).click();
        const table = page.getByRole('table', { name: tab });
        await expect(table.getByRole('row').nth(1)).toBeVisible();
        await expect(table).not.toHaveAttribute('aria-busy', 'true');
        expect(await seriousAccessibilityViolations(page), `${locale} ${tab}`).toEqual([]);
      }
      await page
        .getByRole('button', { name: locale === 'fr' ? /^Actions pour / : /^Actions for / })
        .first()
        .click();
      await expect(page.getByRole('menu')).toBeVisible();
      await page.mouse.move(0, 0);
      // Mantine's focus-trap sentinel inside role="menu" (accepted as in accessibility.spec.ts).
      expect(
        await seriousAccessibilityViolations(page, { skipRules: ['aria-required-children'] }),
        `${locale} row actions`,
      ).toEqual([]);
    });
  });
});
