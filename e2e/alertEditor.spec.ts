import { expect, test, type Page, type Request } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { setFaults } from './faultMatrix';
import { DEMO, openSignedIn, pickRowAction } from './support';

/*
 * The alert editor (spec 000 §2 alerting-config, §5 thresholds, §7 POST/PUT alerts): create an
 * out-of-range alert over the three tabs, watch the backtest follow a threshold, save, find it in
 * the list and edit it; the leave guard; a failed save that keeps every field; axe in English and
 * French. The inline threshold rules that send nothing, and the read and the write under faults, are
 * covered at component level (AlertEditorScreen.test.tsx, alertEditorFaults.test.tsx in
 * src/features/alerting/editor).
 */

// Seeded: alert 4 "Hors plage – TGBT – Débit" (out of range) on project 1, CPE Dunkerque – Utilités.
const PROJECT = 'CPE Dunkerque – Utilités';
const VARIABLE = /TGBT – Débit/;
const EDIT_URL = '/alerting-config/alerts/4';

/** Writes to the alerts (POST alerts, PUT alerts/{id}) from now on. */
function recordAlertWrites(page: Page): Request[] {
  const writes: Request[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'GET' && /\/alerts(\/\d+)?$/.test(path)) writes.push(request);
  });
  return writes;
}

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The three tabs of a new out-of-range alert on the seeded flow variable, up to (not including) the save. */
async function fillNewAlert(page: Page, name: string): Promise<void> {
  await openSignedIn(page, '/alerting-config/alerts/new', DEMO.admin);
  await choose(page, 'Project', PROJECT);
  await expect(page.getByRole('combobox', { name: 'Site', exact: true })).toHaveValue('Usine de Dunkerque');
  await page.getByRole('combobox', { name: 'Add variables' }).fill('Débit');
  await page.getByRole('option', { name: VARIABLE }).first().click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listitem', { name: /TGBT – Débit/ })).toBeVisible();

  await tab(page, /General parameters/).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await choose(page, 'Type', 'Out of range');
  await choose(page, 'Level', 'Warning');
  await page.getByRole('textbox', { name: 'Low activation' }).fill('36');
  await page.getByRole('textbox', { name: 'Low deactivation' }).fill('40');
  await page.getByRole('textbox', { name: 'High deactivation' }).fill('93');
  await page.getByRole('textbox', { name: 'High activation' }).fill('97');
  await page.getByRole('combobox', { name: 'Notified contacts' }).fill('Mélanie');
  await page.getByRole('option', { name: /Mélanie Picard/ }).click();
  await page.keyboard.press('Escape');

  await tab(page, /Scenarios/).click();
  await page.getByRole('checkbox', { name: /Heures ouvrées/ }).check();
  await page.getByRole('checkbox', { name: /^Week-end/ }).check();
}

test('an out-of-range alert is created over the three tabs, its backtest following the thresholds, found in the list, edited, muted, archived and deleted', async ({
  page,
}) => {
  const name = `Débit TGBT hors plage ${Date.now()}`;
  await fillNewAlert(page, name);

  // The backtest follows the thresholds as they move, from the history already read.
  await tab(page, /General parameters/).click();
  const result = page.getByRole('status', { name: 'Backtest result' });
  await expect(result).toHaveText(/^(No event|\d+ events?)/, { timeout: 20_000 });
  const before = (await result.textContent()) ?? '';
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('graph-data')) reads.push(request.url());
  });
  await page.getByRole('textbox', { name: 'High deactivation' }).fill('60');
  await page.getByRole('textbox', { name: 'High activation' }).fill('61');
  await expect(result).not.toHaveText(before);
  await expect(result).toHaveText(/^\d+ events?/);
  expect(reads).toEqual([]);
  await page.getByRole('textbox', { name: 'High activation' }).fill('97');
  await page.getByRole('textbox', { name: 'High deactivation' }).fill('93');
  await expect(result).toHaveText(before);

  const writes = recordAlertWrites(page);
  await page.getByRole('button', { name: 'Create the alert' }).click();

  // Back to the list on the alert's project (spec 000 §7), where the new alert is listed.
  await expect(page).toHaveURL(/\/alerting-config\?.*projectId=1/);
  const link = page.getByRole('link', { name });
  await expect(link).toBeVisible({ timeout: 15_000 });
  expect(writes.map((request) => request.method())).toEqual(['POST']);

  // What was saved, read back in the editor.
  await link.click();
  await expect(page.getByRole('listitem', { name: /TGBT – Débit/ })).toBeVisible();
  await tab(page, /Scenarios/).click();
  await expect(page.getByRole('checkbox', { name: /Heures ouvrées/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Week-end/ })).toBeChecked();
  await tab(page, /General parameters/).click();
  await expect(page.getByText(/Mélanie Picard · /)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Low activation' })).toHaveValue('36');
  const high = page.getByRole('textbox', { name: 'High activation' });
  await expect(high).toHaveValue('97');
  await high.fill('99');
  await page.getByRole('button', { name: 'Save the alert' }).click();
  await expect(page).toHaveURL(/\/alerting-config\?.*projectId=1/);
  expect(writes.map((request) => request.method())).toEqual(['POST', 'PUT']);
  await page.getByRole('link', { name }).click();
  await tab(page, /General parameters/).click();
  await expect(page.getByRole('textbox', { name: 'High activation' })).toHaveValue('99');

  // The same alert muted, archived, then deleted from the list's row actions.
  await page.goto(`/alerting-config?archived=all&name=${encodeURIComponent(name)}`);
  const row = page.getByRole('table', { name: 'Standard alerts' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Enabled');
  await rowAction(page, name, 'Mute');
  await expect(row).toContainText('Muted');
  await rowAction(page, name, 'Archive');
  await expect(row).toContainText('Archived');
  await rowAction(page, name, 'Delete');
  const dialog = page.getByRole('dialog', { name: 'Delete this alert?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  expect(writes.map((request) => request.method())).toEqual(['POST', 'PUT', 'PUT', 'PUT', 'DELETE']);
});

/** Opens the row's action menu by keyboard and picks one of its actions. */
async function rowAction(page: Page, name: string, action: string): Promise<void> {
  await pickRowAction(page, page.getByRole('button', { name: `Actions for ${name}` }), `${action} ${name}`);
}

test('leaving unsaved changes asks first; staying keeps them', async ({ page }) => {
  await openSignedIn(page, `${EDIT_URL}?tab=parameters`, DEMO.admin);
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).not.toHaveValue('');
  await name.fill('Débit TGBT – à revoir');
  await page.getByRole('link', { name: 'Events' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/alerting-config\/alerts\/4/);
  await expect(name).toHaveValue('Débit TGBT – à revoir');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Leave without saving' })
    .click();
  await expect(page).toHaveURL(/\/alerting-config\?.*projectId=1/);
});

test('a failed save keeps every field of the three tabs', async ({ page }) => {
  const name = `Débit TGBT – essai ${Date.now()}`;
  await fillNewAlert(page, name);
  await setFaults(page, 'POST alerts=status:500');
  await page.getByRole('button', { name: 'Create the alert' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The alert was not saved.' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/alerting-config\/alerts\/new/);

  await expect(page.getByRole('checkbox', { name: /Heures ouvrées/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Week-end/ })).toBeChecked();
  await tab(page, /General parameters/).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue('Out of range');
  await expect(page.getByRole('combobox', { name: 'Level', exact: true })).toHaveValue('Warning');
  await expect(page.getByRole('textbox', { name: 'Low activation' })).toHaveValue('36');
  await expect(page.getByRole('textbox', { name: 'High activation' })).toHaveValue('97');
  await expect(page.getByText(/Mélanie Picard · /)).toBeVisible();
  await tab(page, /Variable selection/).click();
  await expect(page.getByRole('combobox', { name: 'Project', exact: true })).toHaveValue(PROJECT);
  await expect(page.getByRole('listitem', { name: /TGBT – Débit/ })).toBeVisible();
});

test('the editor’s three tabs have no serious accessibility violation, in English and in French', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, EDIT_URL, DEMO.admin);
  for (const [locale, tabs] of [
    ['en', [/Variable selection/, /General parameters/, /Scenarios/]],
    ['fr', [/Sélection des variables/, /Paramètres généraux/, /Scénarios/]],
  ] as const) {
    if (locale === 'fr') {
      await page.evaluate(() => localStorage.setItem('wattsight.locale', 'fr'));
      await page.reload();
    }
    for (const name of tabs) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await page.waitForTimeout(300);
      expect(await seriousAccessibilityViolations(page), `${locale} ${String(name)}`).toEqual([]);
    }
  }
});
