import { readFile } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO, openSignedIn } from './support';
import { openCsvAs } from '../src/test/spreadsheetCells';

/** QA's fault switch (README "Fault injection (QA)"), as in dataLayer.spec.ts. */
async function injectFaults(page: Page, rules: string): Promise<void> {
  await page.evaluate((text) => sessionStorage.setItem('wattsight.mockFaults', text), rules);
}

/** The text of every data row of the events table, once it is not loading. */
async function eventRows(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Events' });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(table.getByRole('link').first()).toBeVisible();
  const rows = await table.getByRole('row').allInnerTexts();
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

test('a filtered events view reopens from its copied URL and exports the spec CSV', async ({ page, context }) => {
  await openSignedIn(page, '/events', DEMO.admin);
  await page.getByRole('radiogroup').getByText('All events', { exact: true }).click();
  await expect(page).toHaveURL(/view=all/);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Seen' }).click();
  // Statuses are repeated plain parameters (status=seen&status=new), not JSON.
  await expect(page).toHaveURL(/[?&]status=seen(&|$)/);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^D-7/ }).click();
  await expect(page).toHaveURL(/range=J-7/);

  // A site that has such events: the first row's (Site is the first default column).
  await eventRows(page);
  const firstRow = page.getByRole('table', { name: 'Events' }).getByRole('row').nth(1);
  const siteName = (await firstRow.getByRole('cell').first().innerText()).trim();
  await page.getByRole('combobox', { name: 'Site' }).click();
  await page.getByRole('option', { name: siteName, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Site' })).toHaveValue(siteName);
  await expect(page).toHaveURL(/placeId=\d+/);

  const rows = await eventRows(page);
  for (const row of rows) {
    expect(row).toContain(siteName);
    // Badges are upper-cased by style; innerText reads them so.
    expect(row).toMatch(/seen/i);
  }

  const copied = page.url();
  const other = await newTabWithSession(context, page);
  await other.goto(copied);
  // An event in progress lasts a minute longer if the two reads straddle a minute: durations aside.
  const sameRows = (texts: string[]) => texts.map((text) => text.replace(/(\d+d )?(\d+h )?\d+min/g, '…'));
  expect(sameRows(await eventRows(other))).toEqual(sameRows(rows));
  await expect(other.getByRole('combobox', { name: 'Site' })).toHaveValue(siteName);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^events_list_\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe('Client,Site,Project,Alert,Variable,IdTechnique,Criticite,Debut,Fin,Status');
  expect(lines.at(-1)).toBe('');
  expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  // Every matching event, each with the site chosen and the status as the list says it, its start a
  // date in an English spreadsheet.
  const countText = await page.getByText(/^\d+ events?$/).innerText();
  const exported = openCsvAs(text, 'en').slice(1);
  expect(exported).toHaveLength(Number.parseInt(countText, 10));
  for (const cells of exported) {
    expect(cells[1]?.text).toBe(siteName);
    expect(cells[7]?.type).toBe('date');
    expect(cells[9]?.text).toBe('Seen');
  }
});

test('a failing page or sort is a failure with Retry and one translated notification', async ({ page }) => {
  await openSignedIn(page, '/events?view=all&range=all', DEMO.admin);
  const before = await eventRows(page);
  await injectFaults(page, 'GET events=status:500');
  const table = page.getByRole('table', { name: 'Events' });

  await page.getByRole('button', { name: 'Next page' }).click();
  const notification = page.getByRole('alert').filter({ hasText: 'An error occurred. Please try again.' });
  await expect(notification).toHaveCount(1);
  await expect(notification).toContainText('Error');
  // Page 2 failed: neither page 1's rows passed off as page 2, nor "no events".
  await expect(table.getByText('Could not load the events.')).toBeVisible();
  await expect(table.getByText('No events match these filters.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Sort by Site' }).click();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(table.getByText('Could not load the events.')).toBeVisible();
  // Within the 3-second window the second failure adds no notification (spec 000 §8).
  await expect(page.getByRole('alert')).toHaveCount(1);

  await injectFaults(page, '');
  await table.getByRole('button', { name: 'Retry loading the events' }).click();
  await expect(table.getByRole('link').first()).toBeVisible();
  expect(await eventRows(page)).not.toEqual(before);
});
