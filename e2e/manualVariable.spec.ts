import { expect, test, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { DEMO, inEnglishThenFrench, openSignedIn } from './support';

/*
 * Manual variables (issue 12 item 6): create one on a project, land on its editor, edit it; axe
 * on the create and edit screens in French and English.
 */

// Seeded: project 1 "CPE Dunkerque – Utilités" on site 1; variable 21 is one of its manual variables.
const CREATE_URL = '/automatic-variables/manual/1';
const MANUAL_EDIT_URL = '/automatic-variables/manual/1/21';

async function chooseOption(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('create a manual variable, land on its editor and edit it', async ({ page }) => {
  await openSignedIn(page, CREATE_URL, DEMO.admin);
  const create = page.getByRole('form', { name: 'New manual variable' });
  await expect(create).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Site and project' })).toContainText('CPE Dunkerque – Utilités');

  await create.getByRole('textbox', { name: 'Name' }).fill('Relevé compteur gaz chaufferie');
  await chooseOption(page, 'Unit', 'Nm3');
  await chooseOption(page, 'Aggregation', 'Sum');
  await create.getByRole('textbox', { name: 'Sampling', exact: true }).fill('1');
  await chooseOption(page, 'Sampling unit', 'Days');
  await create.getByRole('button', { name: 'Palette colour 3 (#4263eb)' }).click();
  await create.getByRole('radio', { name: 'Bars' }).check();
  await create.getByRole('textbox', { name: 'Symbol' }).fill('GAZ1');
  await create.getByRole('button', { name: 'Create the variable' }).click();

  await expect(page.getByText('The item has been added.')).toBeVisible();
  await expect(page).toHaveURL(/\/automatic-variables\/manual\/1\/\d+$/);
  const edit = page.getByRole('form', { name: 'Manual variable settings' });
  await expect(edit).toBeVisible();
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('Relevé compteur gaz chaufferie');
  await expect(edit.getByRole('combobox', { name: 'Unit', exact: true })).toHaveValue('Nm3');
  await expect(edit.getByRole('radio', { name: 'Bars' })).toBeChecked();
  const facts = page.getByRole('region', { name: 'About this variable' });
  await expect(facts).toContainText('_MANUEL');
  await expect(facts).toContainText('Manual variable');
  await expect(facts).toContainText('No data yet');
  await expect(facts).toContainText('Its values come from imports');
  await expect(page.getByText('No data over the last 7 days.')).toBeVisible();

  await edit.getByRole('textbox', { name: 'Name' }).fill('Relevé gaz chaufferie (journalier)');
  await edit.getByRole('textbox', { name: 'Number of value classes' }).fill('12');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await expect(edit.getByText('Unsaved changes')).toHaveCount(0);

  await page.reload();
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('Relevé gaz chaufferie (journalier)');
  await expect(edit.getByRole('textbox', { name: 'Number of value classes' })).toHaveValue('12');
});

test('a measured variable opened as a manual one links to its own editor', async ({ page }) => {
  await openSignedIn(page, '/automatic-variables/manual/1/3', DEMO.admin);
  await expect(page.getByText('This variable is edited elsewhere')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Open the variable editor' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/automatic-variables/variable/1/1/3');
  await expect(page.getByRole('form', { name: 'Variable settings' })).toBeVisible();
});

test.describe('accessibility', () => {
  // The provider's pages forbid inline scripts; axe is injected as one.
  test.use({ bypassCSP: true, viewport: { width: 1440, height: 900 } });

  const TEXTS = {
    en: {
      create: 'New manual variable',
      edit: 'Manual variable settings',
      create_: 'Create the variable',
    },
    fr: {
      create: 'Nouvelle variable manuelle',
      edit: 'Réglages de la variable manuelle',
      create_: 'Créer la variable',
    },
  } as const;

  test('the manual variable screens have no serious accessibility violation (en, fr)', async ({ page }) => {
    await openSignedIn(page, CREATE_URL, DEMO.admin);
    await inEnglishThenFrench(page, CREATE_URL, async (locale) => {
      const text = TEXTS[locale];
      const create = page.getByRole('form', { name: text.create });
      await expect(create).toBeVisible({ timeout: 15_000 });
      expect(await seriousAccessibilityViolations(page), `${locale} create`).toEqual([]);

      // The refused empty form: every required field says why.
      await create.getByRole('button', { name: text.create_ }).click();
      await expect(create.locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(await seriousAccessibilityViolations(page), `${locale} refused create`).toEqual([]);

      await page.goto(MANUAL_EDIT_URL);
      await expect(page.getByRole('form', { name: text.edit })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('img', { name: locale === 'fr' ? /7 derniers jours/ : /last 7 days/ })).toBeVisible();
      expect(await seriousAccessibilityViolations(page), `${locale} edit`).toEqual([]);
    });
  });
});
