import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { readPdfText } from '../src/lib/pdfFont/readPdfText';
import { seriousAccessibilityViolations } from './axe';
import { DEMO, openSignedIn } from './support';

/*
 * The report screen's scheduled tab (spec 001 §2 "Automatic reports", §3 Automatic report and
 * Recurrence, §4 counts on delete, spec 000 §3): a quarterly report sending on the 5th created
 * with its next five send dates read as the rule is edited, then listed, its (empty) history and
 * the whole sent history paged, and deleted after a confirmation; axe in English and French (the
 * list's read and the POST under faults are covered at component level, in
 * src/features/reports/scheduled/scheduledReportsFaults.test.tsx). And the custom tab: a template of two graphs set in
 * order with a comment and an introduction, made into a PDF whose pages are the cover, the
 * introduction and one per graph.
 */

const URL = '/report?tab=automatic';
// Seeded: project 2 and its own dashboard, with more than two graphs (mocks/db/explorer.ts).
const PROJECT = 'Air comprimé Dunkerque';
const DASHBOARD = 'Air comprimé – performances';
const table = (page: Page) => page.getByRole('table', { name: 'Scheduled reports' });
const form = (page: Page) => page.getByRole('dialog', { name: 'New scheduled report' });
const COUNT = /^(\d+ scheduled reports?|No scheduled report)$/;

async function ready(page: Page): Promise<void> {
  await expect(page.getByText(COUNT)).toBeVisible({ timeout: 15_000 });
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
}

async function countOf(page: Page): Promise<number> {
  const text = await page.getByText(COUNT).innerText();
  return Number.parseInt(text, 10) || 0;
}

/** The next `count` 5ths of the month, every three months from this month, after now (UTC days). */
function quarterlyFifths(now: Date, count: number): string[] {
  const dates: string[] = [];
  for (let step = 0; dates.length < count; step += 3) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + step, 5));
    if (date.getTime() > now.getTime())
      dates.push(
        date.toLocaleDateString('en-US', {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }),
      );
  }
  return dates;
}

/** Opens the form (unless a link or a reload already has it open) and fills a quarterly report on the 5th. */
async function fillQuarterly(page: Page, name: string): Promise<void> {
  const dialog = form(page);
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'New scheduled report' }).click();
  await dialog.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: PROJECT, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Dashboard' }).click();
  await page.getByRole('option', { name: DASHBOARD, exact: true }).click();
  await dialog.getByRole('group', { name: 'Graphs' }).getByRole('checkbox').first().check();
  await dialog.getByRole('textbox', { name: 'Report name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Send to' }).click();
  await page.getByRole('option').filter({ visible: true }).first().click();
  await dialog.getByRole('radiogroup', { name: 'Frequency' }).getByText('Quarterly', { exact: true }).click();
  const days = dialog.getByRole('group', { name: /^Days of the month to send/ });
  // A chip's box is hidden behind its label: the label is what a user clicks.
  await days.getByText('1', { exact: true }).click();
  await days.getByText('5', { exact: true }).click();
  await expect(days.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(days.getByRole('checkbox', { name: '5', exact: true })).toBeChecked();
}

test('a quarterly report sending on the 5th shows its next send dates, is listed, has a history and is deleted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, URL, DEMO.admin);
  await ready(page);
  // The report kinds share one path: only the open one is marked current.
  const kinds = page.getByRole('navigation', { name: 'Report kinds' });
  await expect(kinds.getByRole('link', { name: 'Scheduled' })).toHaveAttribute('aria-current', 'page');
  await expect(kinds.getByRole('link', { name: 'On demand' })).not.toHaveAttribute('aria-current', 'page');
  const before = await countOf(page);

  await page.getByRole('button', { name: 'New scheduled report' }).click();
  const dialog = form(page);
  await expect(page).toHaveURL(/sEdit=new/);
  // Nothing chosen: each missing choice said on its field, nothing sent.
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Please choose a project')).toBeVisible();
  await expect(dialog.getByText('Please choose a dashboard')).toBeVisible();
  await expect(dialog.getByText('Please choose a contact')).toBeVisible();
  await expect(dialog.getByText('Please give the report a name')).toBeVisible();

  const name = `Trimestriel ${Date.now()}`;
  await fillQuarterly(page, name);
  const expected = quarterlyFifths(new Date(), 5);
  const nextDates = dialog.getByRole('list', { name: 'Next 5 send dates' }).getByRole('listitem');
  await expect(nextDates).toHaveText(expected);
  // "Last day" joins them live, in date order.
  const days = dialog.getByRole('group', { name: /^Days of the month to send/ });
  await days.getByText('Last day', { exact: true }).click();
  await expect(nextDates.nth(1)).not.toHaveText(expected[1] ?? '');
  await days.getByText('Last day', { exact: true }).click();
  await expect(nextDates).toHaveText(expected);

  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/sEdit=/);
  const row = table(page).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Quarterly');
  await expect(row).toContainText(PROJECT);
  await expect(page.getByText(COUNT)).toHaveText(`${before + 1} scheduled reports`);

  // Its own history: nothing sent yet.
  await row.getByRole('button', { name: `Sent history of ${name}` }).click();
  const ownHistory = page.getByRole('dialog', { name: `Sent history of “${name}”` });
  await expect(ownHistory.getByText('Nothing has been sent yet.')).toBeVisible();
  await ownHistory.getByRole('button', { name: /close/i }).first().click();

  // The whole history, paged by the server.
  await page.getByRole('button', { name: 'Sent history', exact: true }).click();
  const history = page.getByRole('dialog', { name: 'Sent history' });
  const sends = history.getByRole('table', { name: 'Sent history' });
  await expect(sends.getByRole('row').nth(1)).toBeVisible();
  const firstPage = await sends.getByRole('row').nth(1).innerText();
  await history.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/sHistoryPage=2/);
  await expect(sends.getByRole('row').nth(1)).not.toHaveText(firstPage);
  await history.getByRole('button', { name: /close/i }).first().click();

  // In French, the list and the form.
  await page.evaluate(() => localStorage.setItem('wattsight.locale', 'fr'));
  await page.goto(`${URL}&sEdit=new`);
  await expect(page.getByRole('dialog', { name: 'Nouveau rapport programmé' })).toBeVisible({ timeout: 15_000 });
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page
    .getByRole('dialog', { name: 'Nouveau rapport programmé' })
    .getByRole('button', { name: 'Annuler' })
    .click();
  await page.evaluate(() => localStorage.setItem('wattsight.locale', 'en'));
  await page.reload();
  await ready(page);

  await table(page)
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete this scheduled report?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(table(page).getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await expect(page.getByText(COUNT)).toHaveText(`${before} scheduled reports`);
});

test('a custom report of two graphs in the order set is made into a PDF of cover, introduction and one page per graph', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, '/report?tab=custom', DEMO.admin);
  const templates = page.getByRole('table', { name: 'Custom reports' });
  await expect(templates.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'New custom report' }).click();
  const dialog = page.getByRole('dialog', { name: 'New custom report' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Please add at least one graph')).toBeVisible();

  const name = `Revue ${Date.now()}`;
  await dialog.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: PROJECT, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: /^Introduction/ }).fill('Performance of the compressed air plant.');
  await dialog.getByRole('combobox', { name: 'Dashboard' }).click();
  await page.getByRole('option', { name: DASHBOARD, exact: true }).click();
  const graph = dialog.getByRole('combobox', { name: 'Graph' });
  const picked: string[] = [];
  for (let index = 0; index < 2; index += 1) {
    await graph.click();
    const option = page.getByRole('option').filter({ visible: true }).first();
    picked.push((await option.innerText()).trim());
    await option.click();
    await dialog.getByRole('button', { name: 'Add the graph' }).click();
  }
  const order = dialog.getByRole('list', { name: 'Graphs of the report' }).getByRole('listitem');
  await expect(order).toHaveCount(2);
  // The second graph first, with a comment.
  await dialog.getByRole('button', { name: `Move ${picked[1] ?? ''} up` }).click();
  await expect(order.first()).toContainText(picked[1] ?? '');
  await dialog.getByRole('textbox', { name: `Comment on ${picked[1] ?? ''}` }).fill('Peak explained.');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toHaveCount(0);

  const row = templates.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  await row.getByRole('button', { name: `Generate the PDF of ${name}` }).click();
  const generate = page.getByRole('dialog', { name: `PDF of “${name}”` });
  await expect(generate.getByRole('figure')).toHaveCount(2);
  await expect(generate.getByRole('figure').first()).toContainText('Peak explained.');
  // The period is in the URL, so a copied link reopens the same PDF.
  await generate.getByRole('button', { name: /^D-7\b/ }).click();
  await expect(page).toHaveURL(/cRange=J-7/);
  const button = generate.getByRole('button', { name: 'Generate PDF' });
  await expect(button).toBeEnabled({ timeout: 30_000 });
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pages = await readPdfText(bytes);
  expect(pages[0]).toContain(name);
  // Cover + introduction + two graphs.
  expect(pages).toHaveLength(4);
  await generate.getByRole('button', { name: 'Close' }).click();

  // In French, the list.
  await page.evaluate(() => localStorage.setItem('wattsight.locale', 'fr'));
  await page.reload();
  await expect(page.getByRole('table', { name: 'Rapports personnalisés' }).getByRole('row').nth(1)).toBeVisible({
    timeout: 15_000,
  });
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.setItem('wattsight.locale', 'en'));
  await page.reload();

  await templates
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete this custom report?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(templates.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
