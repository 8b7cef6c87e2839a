import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { readPdfText } from '../src/lib/pdfFont/readPdfText';
import { seriousAccessibilityViolations } from './axe';
import { DEMO, openSignedIn } from './support';

/*
 * Maintenance reports (spec 001 §2 bexrapports, §9 checks): an empty form refused inline, a report
 * created over last month on the seeded project whose measuring chains are faulty (the demo's first
 * project, "CPE Dunkerque – Utilités": mocks/db/maintenanceFaults.ts) finding each check, a
 * finding's chart and comment, the PDF, the deletion; a reader who reads and changes nothing; axe
 * in English and French. The list's read and the creation under every fault kind are covered at
 * component level, in src/features/reports/maintenance/maintenanceReportsFaults.test.tsx.
 */

const LIST = '/bexrapports';
const FAULTY_PROJECT = 'CPE Dunkerque – Utilités';
const CHECKS = [
  'Below sensor range',
  'Above sensor range',
  'Module not responding',
  'At the bottom of the range',
  'Counter decreasing',
  'Counter reset',
];

const listTable = (page: Page) => page.getByRole('table', { name: 'Maintenance reports' });

async function ready(page: Page): Promise<void> {
  await expect(listTable(page).getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
}

async function chooseProject(page: Page, name: string): Promise<void> {
  const field = page
    .getByRole('textbox', { name: 'Project' })
    .or(page.getByRole('combobox', { name: 'Project' }))
    .first();
  const option = page.getByRole('option', { name: new RegExp(`^${name}`) });
  // Searchable: typing narrows the list to the project. The list may be drawn again as the
  // project choices arrive: the pick is tried again until the field shows it.
  await expect(async () => {
    await field.fill(name);
    await option.click({ timeout: 3_000 });
    await expect(field).toHaveValue(new RegExp(`^${name}`), { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test('a maintenance report finds each check the seed provokes, charts and comments a finding, exports its PDF and is deleted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, LIST, DEMO.admin);
  await ready(page);
  expect(await seriousAccessibilityViolations(page), 'list en').toEqual([]);

  await page.getByRole('button', { name: 'New maintenance report' }).click();
  const form = page.getByRole('form', { name: 'New maintenance report' });
  await form.getByRole('button', { name: 'Create the report' }).click();
  await expect(form.getByText('Choose a project.')).toBeVisible();
  await expect(form.getByText('Give the report a name.')).toBeVisible();
  await expect(page).toHaveURL(/\/bexrapports\/add/);

  const name = `Contrôle e2e ${Date.now()}`;
  await chooseProject(page, FAULTY_PROJECT);
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Title' }).fill('Chaînes de mesure');
  // The default period is last month.
  await form.getByRole('button', { name: 'Create the report' }).click();
  await expect(page).toHaveURL(/\/bexrapports\/edit\/\d+/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name })).toBeVisible();

  const filter = page.getByRole('group', { name: 'Findings by check' });
  // Each check found at least once: its count is not 0.
  for (const check of CHECKS) await expect(filter.getByText(new RegExp(`^${check} \\([1-9]\\d*\\)$`))).toBeVisible();
  const findings = page.getByRole('table', { name: 'Findings' });
  await filter.getByText(/^Counter reset \(/).click();
  await expect(page).toHaveURL(/check=counter_reset/);
  await expect(findings.getByRole('row').nth(1)).toContainText('Counter reset');
  await expect(findings.getByText('Below sensor range')).toHaveCount(0);

  await filter.getByText(/^Below sensor range \(/).click();
  const first = findings.getByRole('row').nth(1);
  await expect(first).toContainText('-35 °C');
  await first.getByRole('button', { name: /^Chart of Below sensor range/ }).click();
  const chart = page.getByRole('region', { name: /^Below sensor range: / });
  await expect(chart.getByRole('img', { name: /, \d{2}\/\d{2}\/\d{4} / })).toBeVisible({ timeout: 15_000 });

  await first.getByRole('button', { name: /^Comment on Below sensor range/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Comment on / });
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Câble du capteur remplacé');
  await dialog.getByRole('button', { name: 'Save the comment' }).click();
  await expect(dialog).toBeHidden();
  await expect(findings.getByText('Câble du capteur remplacé')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await seriousAccessibilityViolations(page), 'report en').toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const file = await (await download).path();
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect((await readPdfText(bytes)).join('\n')).toContain('Page 1 of');

  await page.evaluate(() => localStorage.setItem('wattsight.locale', 'fr'));
  await page.reload();
  await expect(page.getByRole('heading', { name: /^\d+ constats?$/ })).toBeVisible({ timeout: 15_000 });
  expect(await seriousAccessibilityViolations(page), 'report fr').toEqual([]);
  await page.getByRole('button', { name: 'Supprimer le rapport' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer le rapport de maintenance' });
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page).toHaveURL((url) => url.pathname === LIST, { timeout: 15_000 });
  await expect(page.getByRole('table', { name: 'Rapports de maintenance' }).getByRole('row').nth(1)).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  // The pointer left where the dialog's button was would hover a row.
  await page.mouse.move(0, 0);
  expect(await seriousAccessibilityViolations(page), 'list fr').toEqual([]);
});

test('a reader reads maintenance reports and their findings but changes nothing', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, LIST, DEMO.reader);
  await ready(page);
  await expect(page.getByRole('button', { name: 'New maintenance report' })).toHaveCount(0);
  await expect(listTable(page).getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await listTable(page).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^(No finding|\d+ findings?)$/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Delete the report' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Comment on / })).toHaveCount(0);
});
