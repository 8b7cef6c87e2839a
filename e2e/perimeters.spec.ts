import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { setFaults } from './faultMatrix';
import { DEMO, openSignedIn } from './support';

/*
 * The project's perimeters tab (spec 001 §2 project detail, §3 Perimeter, §4 main perimeter): a
 * main perimeter added to a seeded AAPE (the AAPE then names it), a second one added, edited and
 * deleted after a confirmation, a perimeter's daily data drawn; a failed save keeping every field
 * and a failed "make it main" retried alone; a reader who sees everything and edits nothing, axe
 * in English and French. The perimeter's POST under every fault kind is covered at component
 * level, in src/features/savings/perimeters/perimetersFaults.test.tsx.
 */

const URL = '/parameters/projects/1/perimeters';
// Seeded: project 1 has AAPE number 1 with perimeters of its own.
const table = (page: Page) => page.getByRole('table', { name: 'Perimeters of EPIA 1' });
const section = (page: Page) => page.getByRole('region', { name: 'Perimeters of EPIA 1' });
const addDialog = (page: Page) => page.getByRole('dialog', { name: 'New perimeter of EPIA 1' });

async function ready(page: Page): Promise<void> {
  await expect(table(page).getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
}

async function fillPerimeter(page: Page, dialog: Locator, energy: string, target: string): Promise<void> {
  await dialog.getByRole('combobox', { name: 'Energy' }).click();
  await page.getByRole('option', { name: energy, exact: true }).click();
  await dialog.getByRole('textbox', { name: /^Savings target per year/ }).fill(target);
  await dialog.getByRole('textbox', { name: /^Reference consumption per year/ }).fill('2500');
  await dialog.getByRole('textbox', { name: /^Emission coefficient/ }).fill('0.052');
  await dialog.getByRole('textbox', { name: /^Contract energy price/ }).fill('95.5');
}

/** The number of the perimeter a row shows (its first cell, before the "Main" badge). */
async function numberOf(row: Locator): Promise<string> {
  const text = (await row.getByRole('cell').first().innerText()).trim();
  return text.split(/\s/)[0] ?? '';
}

test('a main perimeter is added (the AAPE names it), a second one added, edited and deleted, and a perimeter’s data drawn', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, URL, DEMO.admin);
  await ready(page);

  await section(page).getByRole('button', { name: 'Add a perimeter' }).click();
  const dialog = addDialog(page);
  await fillPerimeter(page, dialog, 'Electricity', '123.45');
  await dialog.getByRole('combobox', { name: 'Consumption measure' }).click();
  await page.getByRole('listbox', { name: 'Consumption measure: suggestions' }).getByRole('option').first().click();
  await dialog.getByRole('checkbox', { name: /^Main perimeter of the EPIA/ }).check();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  const main = table(page).getByRole('row').filter({ hasText: '123.45 MWh' });
  await expect(main).toContainText('Main');
  await expect(main).toContainText('€95.50');
  const mainNumber = await numberOf(main);
  await expect(section(page).getByText(`Main perimeter: perimeter ${mainNumber} (Electricity)`)).toBeVisible();
  await expect(table(page).getByText('Main', { exact: true })).toHaveCount(1);

  await section(page).getByRole('button', { name: 'Add a perimeter' }).click();
  await expect(dialog.getByRole('checkbox', { name: /^Main perimeter/ })).not.toBeChecked();
  await fillPerimeter(page, dialog, 'Steam', '40');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  const second = table(page).getByRole('row').filter({ hasText: '40.00 t' });
  await expect(second).toBeVisible();
  const secondNumber = await numberOf(second);
  await expect(section(page).getByText(`Main perimeter: perimeter ${mainNumber} (Electricity)`)).toBeVisible();

  await table(page)
    .getByRole('button', { name: `Edit perimeter ${secondNumber}` })
    .click();
  const edit = page.getByRole('dialog', { name: `Edit perimeter ${secondNumber}` });
  await expect(edit.getByRole('textbox', { name: /^Savings target per year/ })).toHaveValue('40');
  await edit.getByRole('textbox', { name: /^Savings target per year/ }).fill('42.25');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  const edited = table(page).getByRole('row').filter({ hasText: '42.25 t' });
  await expect(edited).toBeVisible();

  await table(page)
    .getByRole('button', { name: `Delete perimeter ${secondNumber}` })
    .click();
  const confirm = page.getByRole('dialog', { name: `Delete perimeter ${secondNumber}?` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  // Closed before the row's button is clicked again: a click while its overlay fades out reopened
  // the dialog under the overlay Playwright was still waiting on.
  await expect(confirm).toBeHidden();
  await expect(edited).toBeVisible();
  await table(page)
    .getByRole('button', { name: `Delete perimeter ${secondNumber}` })
    .click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(edited).toHaveCount(0);

  await table(page)
    .getByRole('button', { name: `Data chart of perimeter ${mainNumber}` })
    .click();
  const chart = page.getByRole('region', { name: `Data of perimeter ${mainNumber}` });
  await expect(
    chart.getByRole('img', { name: new RegExp(`^Daily measures of perimeter ${mainNumber}, `) }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(chart.getByText('one value a day')).toBeVisible();
});

test('a failed save keeps every field; a failed "make it main" is retried alone, the perimeter saved once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, URL, DEMO.admin);
  await ready(page);
  const rowsBefore = await table(page).getByRole('row').count();
  await section(page).getByRole('button', { name: 'Add a perimeter' }).click();
  const dialog = addDialog(page);
  await fillPerimeter(page, dialog, 'Natural gas', '77.7');
  await dialog.getByRole('textbox', { name: 'Comments' }).fill('Chaufferie B');
  await dialog.getByRole('checkbox', { name: /^Main perimeter of the EPIA/ }).check();

  await setFaults(page, 'POST perimeter=status:500');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The perimeter could not be saved.');
  await expect(dialog.getByRole('textbox', { name: /^Savings target per year/ })).toHaveValue('77.7');
  await expect(dialog.getByRole('textbox', { name: 'Comments' })).toHaveValue('Chaufferie B');
  await expect(dialog.getByRole('checkbox', { name: /^Main perimeter/ })).toBeChecked();

  // The perimeter is now saved, but the AAPE's update naming it fails.
  await setFaults(page, 'PUT aape/*=status:500');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The perimeter is saved, but the EPIA could not be updated');
  await expect(table(page).getByRole('row')).toHaveCount(rowsBefore + 1);
  await setFaults(page, '');
  await dialog.getByRole('button', { name: 'Make it the main perimeter' }).click();
  await expect(dialog).toBeHidden();
  const saved = table(page).getByRole('row').filter({ hasText: '77.70 MWh GCV' });
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Main');
  await expect(table(page).getByRole('row')).toHaveCount(rowsBefore + 1);
  await page.reload();
  await expect(table(page).getByRole('row').filter({ hasText: '77.70 MWh GCV' })).toHaveCount(1);
});

test('a reader sees every perimeter and its data without any edit control; no serious accessibility violation in English and French', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, URL, DEMO.reader);
  await ready(page);
  await expect(page.getByText('Read only: you can see this page but not change it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a perimeter' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) perimeter/ })).toHaveCount(0);
  const first = table(page).getByRole('row').nth(1);
  const number = await numberOf(first);
  await table(page)
    .getByRole('button', { name: `Data chart of perimeter ${number}` })
    .click();
  await expect(page.getByRole('region', { name: `Data of perimeter ${number}` }).getByRole('img')).toBeVisible({
    timeout: 15_000,
  });
  expect(await seriousAccessibilityViolations(page), 'en').toEqual([]);

  await page.evaluate(() => localStorage.setItem('wattsight.locale', 'fr'));
  await page.reload();
  const tableFr = page.getByRole('table', { name: 'Périmètres de l’AAPE 1' });
  await expect(tableFr.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
  await tableFr.getByRole('button', { name: `Graphique des données du périmètre ${number}` }).click();
  await expect(page.getByRole('region', { name: `Données du périmètre ${number}` }).getByRole('img')).toBeVisible({
    timeout: 15_000,
  });
  expect(await seriousAccessibilityViolations(page), 'fr').toEqual([]);
});
