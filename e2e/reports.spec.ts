import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { readPdfText } from '../src/lib/pdfFont/readPdfText';
import { seriousAccessibilityViolations } from './axe';
import { setFaults } from './faultMatrix';
import { DEMO, openSignedIn } from './support';

/*
 * The report screen's on-demand tab (spec 001 §2 report, §3 Report, §4 asynchronous generation, §5
 * the report form's messages): the empty form's three messages; a report of two graphs over M-1,
 * generated, told ready, downloaded as a real PDF (the project's name in its text, a cover and one
 * page per graph); a failed save keeping the form; a failed generation said and tried again; a
 * reader who lists and downloads but cannot write; axe in English and French. The list's read and
 * the report's POST under faults are covered at component level
 * (src/features/reports/onDemand/onDemandReportsFaults.test.tsx).
 */

const URL = '/report';
// Seeded: project 2 and its own dashboard, with more than two graphs (mocks/db/explorer.ts).
const PROJECT = 'Air comprimé Dunkerque';
const DASHBOARD = 'Air comprimé – performances';
const table = (page: Page) => page.getByRole('table', { name: 'On-demand reports' });
const form = (page: Page) => page.getByRole('dialog', { name: 'New on-demand report' });
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });

async function ready(page: Page): Promise<void> {
  await expect(table(page).getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

/** Fills the new report's form: the project, its dashboard, its first two graphs, M-1 (the default). */
async function fillReport(page: Page, name: string): Promise<string[]> {
  const dialog = form(page);
  await dialog.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: PROJECT, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Dashboard' }).click();
  await page.getByRole('option', { name: DASHBOARD, exact: true }).click();
  const graphs = dialog.getByRole('group', { name: 'Graphs' }).getByRole('checkbox');
  await expect(graphs.nth(2)).toBeVisible();
  const names: string[] = [];
  for (const index of [0, 1]) {
    await graphs.nth(index).check();
    names.push(await labelOf(graphs.nth(index)));
  }
  await expect(dialog.getByRole('button', { name: /^M-1\b/ })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('textbox', { name: 'Report name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Title' }).fill(`Performance – ${name}`);
  return names;
}

async function labelOf(checkbox: Locator): Promise<string> {
  const id = await checkbox.getAttribute('id');
  return (await checkbox.page().locator(`label[for="${id}"]`).innerText()).trim();
}

/** The file's bytes (as latin-1, for its structure) and its pages' text as a reader extracts it. */
async function pdfFile(download: Download): Promise<{ raw: string; pages: string[] }> {
  const bytes = await readFile(await download.path());
  return { raw: bytes.toString('latin1'), pages: await readPdfText(bytes) };
}

test('an empty report is refused with the three messages; a report of two graphs over M-1 is generated, told ready and downloaded as its PDF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, URL, DEMO.admin);
  await ready(page);
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'New report' }).click();
  await form(page).getByRole('button', { name: 'Generate the report' }).click();
  for (const message of ['Please choose a project', 'Please choose a dashboard', 'Please select at least one graph']) {
    await expect(form(page).getByText(message, { exact: true })).toBeVisible();
  }
  await expect(form(page).getByText('Enter the report’s name', { exact: true })).toBeVisible();

  const name = `Rapport e2e ${Date.now()}`;
  const graphs = await fillReport(page, name);
  // The preview draws the two graphs chosen, as the report will print them.
  const preview = form(page).getByRole('region', { name: 'Preview' });
  for (const graph of graphs) await expect(preview.getByRole('figure', { name: graph })).toBeVisible();
  await expect(preview.getByRole('figure')).toHaveCount(2);
  await expectNoSeriousViolations(page);

  await form(page).getByRole('button', { name: 'Generate the report' }).click();
  await expect(form(page)).toBeHidden();
  const row = rowOf(page, name);
  await expect(row).toContainText('Being generated');
  // Told when it is ready (the live message), and the row changes without a reload.
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await expect(page.getByText('Download ready')).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('Ready', { timeout: 15_000 });
  await (await download).path();
  const fromRow = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download the report ${name}` }).click();
  const { raw, pages } = await pdfFile(await fromRow);
  expect(raw.startsWith('%PDF-')).toBe(true);
  // The cover, as written (the title's en dash included), and one page per chosen graph.
  expect(pages[0]).toContain(PROJECT);
  expect(pages[0]).toContain(`Performance – ${name}`);
  expect(pages).toHaveLength(3);

  await page.evaluate(() => localStorage.setItem('wattsight.locale', 'fr'));
  await page.reload();
  await expect(page.getByRole('table', { name: 'Rapports à la demande' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Nouveau rapport' }).click();
  await page
    .getByRole('dialog', { name: 'Nouveau rapport à la demande' })
    .getByRole('button', { name: 'Générer le rapport' })
    .click();
  for (const message of [
    'Merci de choisir un projet',
    'Merci de choisir un dashboard',
    'Merci de selectioner au moins un graphe',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expectNoSeriousViolations(page);
  await page.evaluate(() => localStorage.removeItem('wattsight.locale'));
});

test('a failed save keeps the form; a failed generation is said, then generated again', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, URL, DEMO.admin);
  await ready(page);
  await page.getByRole('button', { name: 'New report' }).click();
  const name = `Rapport en échec ${Date.now()}`;
  await fillReport(page, name);

  await setFaults(page, 'POST reports=status:500@1');
  await form(page).getByRole('button', { name: 'Generate the report' }).click();
  await expect(form(page).getByRole('alert').filter({ hasText: 'The report could not be saved' })).toBeVisible();
  await expect(form(page).getByRole('textbox', { name: 'Report name' })).toHaveValue(name);
  await expect(form(page).getByRole('combobox', { name: 'Project' })).toHaveValue(PROJECT);
  await expect(form(page).getByRole('group', { name: 'Graphs' }).getByRole('checkbox', { checked: true })).toHaveCount(
    2,
  );

  // This time the save goes through and the generation fails (README "Fault injection (QA)").
  await setFaults(page, 'POST reports/generation=status:500');
  await form(page).getByRole('button', { name: 'Generate the report' }).click();
  await expect(form(page)).toBeHidden();
  const row = rowOf(page, name);
  await expect(row).toContainText('Generation failed', { timeout: 30_000 });
  await expect(page.getByText('Report generation failed')).toBeVisible();

  await setFaults(page, '');
  await row.getByRole('button', { name: `Try again to generate the report ${name}` }).click();
  await expect(row).toContainText('Ready', { timeout: 30_000 });
  await expect(row.getByRole('button', { name: `Download the report ${name}` })).toBeVisible();
});

test('a reader lists and downloads reports but cannot create, edit or delete one', async ({ page }) => {
  await openSignedIn(page, URL, DEMO.reader);
  await ready(page);
  await expect(page.getByRole('button', { name: 'New report' })).toHaveCount(0);
  await expect(table(page).getByRole('button', { name: /^(Edit|Delete) the report/ })).toHaveCount(0);
  const first = table(page)
    .getByRole('button', { name: /^Download the report / })
    .first();
  const download = page.waitForEvent('download');
  await first.click();
  expect((await pdfFile(await download)).raw.startsWith('%PDF-')).toBe(true);
});
