import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { setFaults } from './faultMatrix';
import { DEMO, openSignedIn } from './support';

/*
 * The manual variables and their imports (spec 001 §2 manual-config, §4 import statuses and file
 * flow, §5 accepted files): a .txt file refused before any call; a 500-line CSV for a seeded manual
 * variable previewed with its bad line, sent, followed live to "awaiting confirmation", confirmed,
 * imported and read back in the variable's chart; a failed upload told and sent again; an import
 * awaiting confirmation cancelled; axe in English and French. The list's read and the import's
 * POST under every fault kind are covered at component level, in
 * src/features/transfers/manualConfig/manualConfigFaults.test.tsx.
 */

// Seeded: site 1 (Usine de Dunkerque) has manual variables in projects of its own.
const SITE = 1;
const URL = `/manual-config?placeId=${SITE}`;
const VALUE = 4242.5;

const importsTable = (page: Page) => page.getByRole('table', { name: 'Imports' });
const variablesTable = (page: Page) => page.getByRole('table', { name: /^Manual variables of / });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'New import' });
const fileInput = (page: Page) => drawer(page).getByLabel('Import file');

async function ready(page: Page): Promise<void> {
  await expect(importsTable(page).getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
}

/** The first manual variable of the site: its name and technical id, as the table shows them. */
async function firstManualVariable(page: Page): Promise<{ name: string; technicalId: string }> {
  const row = variablesTable(page).getByRole('row').nth(1);
  await expect(row).toBeVisible({ timeout: 15_000 });
  const cells = row.getByRole('cell');
  return { name: (await cells.nth(0).innerText()).trim(), technicalId: (await cells.nth(1).innerText()).trim() };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "DD/MM/YYYY HH:mm" in Paris time (the file's dates are Paris wall-clock time). */
function parisStamp(at: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/**
 * `lines` hourly values of VALUE ending two hours ago (within the variable's history: they overwrite
 * values it has), the line at `badLine` (as a spreadsheet numbers it) with an impossible date.
 */
function importCsv(technicalId: string, lines: number, badLine: number | null): Buffer {
  const hour = 3_600_000;
  const last = Math.floor(Date.now() / hour) * hour - 2 * hour;
  const rows = [`Date;${technicalId}`];
  for (let index = 0; index < lines; index += 1) {
    const line = index + 2;
    const stamp =
      line === badLine
        ? `31/02/${new Date().getFullYear()} 25:${pad(index % 60)}`
        : parisStamp(last - (lines - 1 - index) * hour);
    rows.push(`${stamp};${String(VALUE).replace('.', ',')}`);
  }
  return Buffer.from(`${rows.join('\r\n')}\r\n`, 'utf8');
}

async function chooseFile(page: Page, name: string, buffer: Buffer): Promise<void> {
  await fileInput(page).setInputFiles({ name, mimeType: 'text/csv', buffer });
}

const importRow = (page: Page, name: string): Locator => importsTable(page).getByRole('row').filter({ hasText: name });

test('a .txt file is refused; a 500-line CSV is previewed with its bad line, imported after a confirmation and read back in the variable’s chart', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && /\/api\/(imports|uploads)/.test(request.url())) posts.push(request.url());
  });
  await openSignedIn(page, URL, DEMO.admin);
  await ready(page);
  const variable = await firstManualVariable(page);

  await page.getByRole('button', { name: 'New import' }).click();
  await fileInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(
    drawer(page).getByText('“notes.txt” cannot be imported: only csv, xlsx and xls files are accepted.'),
  ).toBeVisible();
  await drawer(page).getByRole('button', { name: 'Import', exact: true }).click();
  await expect(drawer(page).getByText('Choose a csv, xlsx or xls file.')).toBeVisible();
  expect(posts).toEqual([]);

  const name = `releves_${Date.now()}.csv`;
  await chooseFile(page, name, importCsv(variable.technicalId, 500, 252));
  await expect(drawer(page).getByText('500 lines: 499 to import, 1 with an error, skipped.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(drawer(page).getByText(`${variable.name} (`)).toBeVisible();
  const errors = drawer(page).getByRole('table', { name: 'Line errors' });
  await expect(errors.getByRole('row').filter({ hasText: 'Unreadable date' })).toContainText('252');
  await drawer(page).getByRole('button', { name: 'Import', exact: true }).click();
  await expect(drawer(page)).toBeHidden({ timeout: 15_000 });

  // The statuses arrive on the live connection, without a reload.
  const row = importRow(page, name);
  await expect(row).toContainText(/Validating|Awaiting confirmation/, { timeout: 15_000 });
  await expect(row).toContainText('Awaiting confirmation', { timeout: 15_000 });
  await expect(row.getByText('Step 2 of 3, decision: awaiting your decision.')).toBeAttached();
  await row.getByRole('button', { name: `Details of the import ${name}` }).click();
  await expect(page.getByRole('dialog', { name: `Import ${name}` })).toContainText('499 lines read');
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: `Confirm the import ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Do you confirm the import?' });
  await expect(confirm).toContainText('Existing values at the same time stamps will be overwritten.');
  await confirm.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(row).toContainText('Imported', { timeout: 20_000 });
  await expect(row.getByText('Step 3 of 3, outcome: succeeded.')).toBeAttached();

  // The manual variable's editor draws its last seven days: the imported values are there.
  const data = page.waitForResponse(
    (response) => response.url().includes('/api/graph-data') && response.request().method() === 'GET',
  );
  await variablesTable(page)
    .getByRole('link', { name: `Edit the manual variable ${variable.name}` })
    .click();
  const body = (await (await data).json()) as { data: [number, number | null][] };
  const imported = body.data.filter(([, value]) => value === VALUE);
  expect(imported.length).toBeGreaterThan(24);
});

test('a failed upload is told and sent again; an import awaiting confirmation is cancelled; no serious accessibility violation in English and French', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, URL, DEMO.admin);
  await ready(page);
  const variable = await firstManualVariable(page);

  await page.getByRole('button', { name: 'New import' }).click();
  const name = `saisie_${Date.now()}.csv`;
  await chooseFile(page, name, importCsv(variable.technicalId, 24, null));
  await expect(drawer(page).getByText('24 lines: 24 to import, no error.')).toBeVisible({ timeout: 15_000 });
  await setFaults(page, 'PUT uploads/*=status:500@1');
  await drawer(page).getByRole('button', { name: 'Import', exact: true }).click();
  await expect(drawer(page).getByRole('alert').filter({ hasText: 'The file could not be sent' })).toContainText(
    `The import ${name} is waiting for its file.`,
  );
  await expect(importRow(page, name)).toContainText('Waiting for the file');
  await drawer(page).getByRole('button', { name: 'Retry the upload' }).click();
  await expect(drawer(page)).toBeHidden({ timeout: 15_000 });
  await setFaults(page, '');
  const row = importRow(page, name);
  await expect(row).toContainText('Awaiting confirmation', { timeout: 15_000 });

  await row.getByRole('button', { name: `Cancel the import ${name}` }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this import?' });
  await cancel.getByRole('button', { name: 'Cancel the import' }).click();
  await expect(row).toContainText('Canceled');
  await expect(row.getByRole('button', { name: `Confirm the import ${name}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Delete the import ${name}` })).toBeVisible();
  // The page as it rests: the mouse left over a row would check that row's hover colours instead.
  await page.mouse.move(0, 0);
  expect(await seriousAccessibilityViolations(page), 'en').toEqual([]);

  await page.evaluate(() => localStorage.setItem('wattsight.locale', 'fr'));
  await page.reload();
  await expect(page.getByRole('table', { name: 'Imports' }).getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Nouvel import' })).toBeVisible();
  expect(await seriousAccessibilityViolations(page), 'fr').toEqual([]);
  await page.getByRole('button', { name: 'Nouvel import' }).click();
  await expect(page.getByRole('dialog', { name: 'Nouvel import' }).getByLabel('Fichier à importer')).toBeAttached();
  expect(await seriousAccessibilityViolations(page), 'fr, new import').toEqual([]);
});
