import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { seriousAccessibilityViolations } from './axe';
import { setFaults } from './faultMatrix';
import { DEMO, openSignedIn } from './support';

/*
 * The self-service export (spec 001 §2 data-self-service, §3 Download config / request / file,
 * §7 imports and downloads, §8 'Téléchargement prêt'): three variables of a project over J-7 saved
 * as a configuration and loaded again after a reload; a CSV and an xlsx export requested, each
 * downloaded by itself when the live connection says it is ready, and read back (the same rows);
 * a download deleted after a confirmation; a link that is not http(s) refused; axe in English and
 * French. The downloads' read and the request under faults are covered at component level
 * (src/features/transfers/selfService/selfServiceDownloadsFaults.test.tsx, selfServiceFaults.test.tsx).
 */

const URL = '/data-self-service';
// Seeded: the project "Air comprimé Dunkerque" holds these measured variables of its site.
const PROJECT = 'Air comprimé Dunkerque';
const VARIABLES = ['TGBT – Puissance active', 'TGBT – Énergie consommée', 'TGBT – Température départ'];

const downloads = (page: Page) => page.getByRole('table', { name: 'Downloads' });
const selectedTable = (page: Page) => page.getByRole('table', { name: 'Selected variables' });

async function ready(page: Page): Promise<void> {
  await expect(downloads(page).getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function pickVariables(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: PROJECT, exact: true }).click();
  const picker = page.getByRole('combobox', { name: 'Variables to export' });
  await picker.click();
  await picker.fill('TGBT');
  const options = page.getByRole('listbox', { name: 'Variables to export: suggestions' });
  for (const name of VARIABLES) await options.getByRole('option', { name: new RegExp(`^${escaped(name)}`) }).click();
  await page.keyboard.press('Escape');
  await expect(selectedTable(page).getByRole('row')).toHaveCount(VARIABLES.length + 1);
}

/** Requests the export as the form stands and waits for the file the live message downloads. */
async function requestAndReceive(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const download: Promise<Download> = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Request the export' }).click();
  await expect(page.getByText('Download ready').first()).toBeVisible({ timeout: 30_000 });
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** A spreadsheet's cell as the CSV writes it; a date read back is rounded to the second it shows. */
function asCsvCell(cell: unknown): string {
  if (cell instanceof Date)
    return new Date(Math.round(cell.getTime() / 1000) * 1000).toISOString().replace('T', ' ').slice(0, 19);
  return typeof cell === 'number' || typeof cell === 'string' ? String(cell) : '';
}

test('three variables over J-7 are saved as a configuration and loaded again; a CSV and an xlsx export download by themselves with the same rows; a download is deleted; no serious accessibility violation in English and French', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openSignedIn(page, URL, DEMO.admin);
  await ready(page);
  expect(await seriousAccessibilityViolations(page), 'en').toEqual([]);

  await pickVariables(page);
  // J-7 is the default period.
  await expect(page.getByRole('button', { name: 'D-7' })).toHaveAttribute('aria-pressed', 'true');
  const title = `Export e2e ${Date.now()}`;
  await page.getByRole('button', { name: 'Save as a configuration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the selection as a configuration' });
  await expect(dialog.getByRole('combobox', { name: 'Project' })).toHaveValue(PROJECT);
  await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // A fresh page without the selection, then the configuration loaded: the same three are back.
  await page.goto(URL);
  await ready(page);
  await expect(page.getByText('No variable selected yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'Saved configurations' }).click();
  await page.getByRole('button', { name: `Load the configuration ${title}` }).click();
  for (const name of VARIABLES) await expect(selectedTable(page).getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Export title/ })).toHaveValue(title);
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveValue(PROJECT);

  const csv = await requestAndReceive(page);
  expect(csv.name).toMatch(/^export_e2e_\d+_\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  // Asked in English: the English spreadsheet's "," and decimal point (src/lib/csv.ts).
  const lines = csv.bytes.toString('utf8').slice(1).split('\r\n').slice(0, -1);
  const header = lines[0]?.split(',') ?? [];
  expect(header[0]).toBe('Date');
  expect(header.slice(1).map((column) => column.replace(/ \([^)]*\)$/, ''))).toEqual(VARIABLES);
  expect(lines.length).toBeGreaterThan(7 * 24);

  await page.locator('label').filter({ hasText: 'Excel (xlsx)' }).click();
  await expect(page.getByRole('radio', { name: 'Excel (xlsx)' })).toBeChecked();
  const xlsx = await requestAndReceive(page);
  expect(xlsx.name).toMatch(/^export_e2e_\d+_\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect([...xlsx.bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  const sheet = (await readSheet(xlsx.bytes)).map((row) => row.map(asCsvCell));
  expect(sheet[0]).toEqual(header);
  // The two requests' J-7 end a few seconds apart: the time stamps both hold carry the same values,
  // but for the slots still being recorded when the CSV was made (its last hour), grown since.
  const stamp = (text: string | undefined) => Date.parse(`${text?.replace(' ', 'T')}Z`);
  const settled = stamp(lines.at(-1)?.split(',')[0]) - 3_600_000;
  const csvRows = new Map(
    lines
      .slice(1)
      .filter((line) => stamp(line.split(',')[0]) < settled)
      .map((line) => [line.split(',')[0], line]),
  );
  const common = sheet.slice(1).filter((row) => csvRows.has(row[0]));
  expect(common.length).toBeGreaterThanOrEqual(csvRows.size - 1);
  expect(common.length).toBeGreaterThan(7 * 24 - 2);
  for (const row of common) expect(row.join(',')).toBe(csvRows.get(row[0]));

  // Both are listed ready; the workbook is deleted after a confirmation.
  await page.getByRole('tab', { name: 'Downloads' }).click();
  const row = downloads(page).getByRole('row').filter({ hasText: xlsx.name });
  await expect(row).toContainText('Ready');
  await expect(downloads(page).getByRole('row').filter({ hasText: csv.name })).toContainText('Ready');
  await row.getByRole('button', { name: `Delete ${xlsx.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this download?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(downloads(page).getByRole('row').filter({ hasText: xlsx.name })).toHaveCount(0);
  await expect(downloads(page).getByRole('row').filter({ hasText: csv.name })).toHaveCount(1);

  await page.evaluate(() => localStorage.setItem('wattsight.locale', 'fr'));
  await page.reload();
  await expect(page.getByRole('table', { name: 'Téléchargements' }).getByRole('row').nth(1)).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('table', { name: 'Variables sélectionnées' }).getByRole('row')).toHaveCount(4);
  expect(await seriousAccessibilityViolations(page), 'fr').toEqual([]);
});

test('a download link that is not http(s) is refused with its message, and nothing is downloaded', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, URL, DEMO.admin);
  await ready(page);
  let downloaded = false;
  page.on('download', () => {
    downloaded = true;
  });
  // QA hook of the demo server (README "Fault injection (QA)"): the link it answers for a file.
  await setFaults(page, 'GET files/download-url=code:ftp');
  const first = downloads(page)
    .getByRole('button', { name: /^Download / })
    .first();
  await first.click();
  await expect(
    page.locator('.mantine-Notification-root').filter({ hasText: 'The download link is invalid.' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(first).toBeEnabled();
  expect(new globalThis.URL(page.url()).pathname).toBe(URL);
  expect(downloaded).toBe(false);
});

test('a custom period that ends before it starts is refused on its field, and no export is requested', async ({
  page,
}) => {
  // Through the URL and back (the selection lives there): a browser's round trip jsdom does not make.
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/download-requests')) requests.push(request.url());
  });
  await openSignedIn(page, `${URL}?v=1`, DEMO.admin);
  await page.getByRole('textbox', { name: /^Export title/ }).fill('Relevés à l’envers');
  await page.getByRole('button', { name: 'Custom', exact: true }).click();
  await page.getByLabel('From', { exact: true }).fill('05/11/2026 00:00');
  const to = page.getByLabel('To', { exact: true });
  await to.fill('04/11/2026 00:00');
  await to.blur();
  await page.getByRole('button', { name: 'Request the export' }).click();
  await expect(page.getByText('Choose a period that ends after it starts.')).toBeVisible();
  await expect(to).toHaveValue('04/11/2026 00:00');
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);
});
