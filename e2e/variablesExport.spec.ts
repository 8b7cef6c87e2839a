import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { setFaults } from './faultMatrix';
import { DEMO, openSignedIn } from './support';
import { openCsvAs } from '../src/test/spreadsheetCells';

/* The variables CSV export (spec 000 §7 "Variable export", §9 CSV): pages of 500 merged into
 * variables_list_<date>.csv with the chosen columns, a progress bar, cancel, and a failed page. */

async function openExportDialog(page: Page, url: string) {
  await openSignedIn(page, url, DEMO.admin);
  await expect(page.getByText(/^[\d,]+ variables$/)).toBeVisible();
  const button = page.getByRole('button', { name: 'Export CSV' });
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  await button.click();
  return page.getByRole('dialog', { name: 'Export the variables (CSV)' });
}

/** Every download the page starts from now on. */
function collectDownloads(page: Page): Download[] {
  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  return downloads;
}

test('exports the 2,000 variables with a progress bar, in the spec’s file format and the chosen columns', async ({
  page,
}) => {
  const dialog = await openExportDialog(page, '/automatic-variables');
  await dialog.getByRole('checkbox', { name: 'Unit' }).uncheck();
  // Slow pages, so that the progress shows.
  await setFaults(page, 'GET variables=slow:700');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export 2,000 variables' }).click();
  const progress = dialog.getByRole('progressbar', { name: 'Export progress' });
  await expect(progress).toBeVisible();
  await expect(dialog.getByText(/^500 of 2,016 variables read$/)).toBeVisible();
  const download = await downloading;
  await expect(dialog).toBeHidden();

  expect(download.suggestedFilename()).toMatch(/^variables_list_\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = text.split('\r\n');
  expect(lines[0]).toBe('Client,Site,Project,Name,AcquisitionDevice,IdTechnique,Type,Aggregation,Attached');
  expect(lines.at(-1)).toBe('');
  const rows = openCsvAs(text, 'en').slice(1);
  expect(rows).toHaveLength(2_000);
  expect(new Set(rows.map((cells) => cells.at(-1)?.text))).toEqual(new Set(['Yes', 'No']));
  // A variable with no project is not attached; one with projects is.
  for (const cells of rows.slice(0, 200)) expect(cells.at(-1)?.text).toBe(cells[2]?.text === '' ? 'No' : 'Yes');
  expect(rows.some((cells) => ['Client Test', 'Client Démo'].includes(cells[0]?.text ?? ''))).toBe(false);
});

test('a cancelled export writes no file', async ({ page }) => {
  const dialog = await openExportDialog(page, '/automatic-variables');
  const downloads = collectDownloads(page);
  await setFaults(page, 'GET variables=slow:2500');
  await dialog.getByRole('button', { name: 'Export 2,000 variables' }).click();
  await expect(dialog.getByText(/^500 of 2,016 variables read$/)).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Cancel the export' }).click();
  await expect(dialog.getByText('Export cancelled: no file was written.')).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  // Longer than the pages that were in flight would have taken.
  await page.waitForTimeout(3_500);
  expect(downloads).toHaveLength(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a page failing twice stops the export with the reason, told once, and writes no file', async ({ page }) => {
  // 536 variables: two pages of 500.
  const dialog = await openExportDialog(page, '/automatic-variables?unitName=W');
  const downloads = collectDownloads(page);
  // The first page answers; the second fails, and so does its second try.
  await setFaults(page, 'GET variables=slow:1@1;GET variables=status:500');
  await dialog.getByRole('button', { name: /^Export 5\d\d variables$/ }).click();
  await expect(dialog.getByText('The export stopped')).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText('An error occurred. Please try again. No file was written.')).toBeVisible();
  const notification = page.getByRole('alert').filter({ hasText: 'An error occurred. Please try again.' });
  await expect(notification).toHaveCount(1);
  await expect(notification).toContainText('Error');
  await page.waitForTimeout(3_500);
  await expect(page.getByRole('alert')).toHaveCount(1);
  expect(downloads).toHaveLength(0);

  // Once the server answers again, the same choice exports.
  await setFaults(page, '');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /^Export 5\d\d variables$/ }).click();
  const lines = (await readFile((await (await downloading).path()) ?? '', 'utf8')).split('\r\n');
  expect(lines.length - 2).toBe(536);
});
