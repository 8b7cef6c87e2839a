import { expect, test, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { setFaults } from './faultMatrix';
import { DEMO, forgetDrafts, inEnglishThenFrench, openSignedIn } from './support';

/*
 * The formula screens (issue 12 item 7): create a formula with the operator buttons and the
 * completion, see a syntax error located before any test, fix it, test it over J-7 and see the
 * chart, save and land on the route given (`goBack`); a failed save keeps the expression; axe in
 * French and English on both routes. The formula's read and its save under every fault kind are
 * covered at component level, in src/features/variables/formula/formulaFaults.test.tsx.
 */

// Project 1 (CPE Dunkerque – Utilités) has "TGBT – Énergie consommée" and "Compresseur 1 – Énergie
// active", both with data up to today; formula 23 of the seed reads two variables of its site.
const CREATE_URL = '/automatic-variables/formula/1';
const EDIT_URL = '/automatic-variables/formula/1/23';

const form = (page: Page) => page.getByRole('form', { name: 'Formula settings' });
const editor = (page: Page) => form(page).getByRole('textbox', { name: 'Formula' });
const nameField = (page: Page) => form(page).getByRole('textbox', { name: 'Name' });
const insert = (page: Page, name: string) => form(page).getByRole('button', { name, exact: true }).click();

/** Types part of a name after "{" and picks the variable from the completion list. */
async function pickVariable(page: Page, typed: string, name: string): Promise<void> {
  await page.keyboard.type(typed);
  const option = page
    .getByRole('listbox', { name: 'Suggestions' })
    .getByRole('option', { name: new RegExp(`^${name}`) });
  // The list is redrawn while the last keys are matched: a click on the list being replaced is lost,
  // so click until the typed text has become the variable's reference.
  await expect(async () => {
    if (await option.isVisible()) await option.click({ timeout: 2_000 });
    await expect(editor(page)).not.toContainText(typed, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

async function startFormula(page: Page, url: string, name: string): Promise<void> {
  await openSignedIn(page, url, DEMO.admin);
  await expect(editor(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^Project CPE Dunkerque/)).toBeVisible();
  await nameField(page).fill(name);
  await form(page).getByRole('combobox', { name: 'Unit' }).click();
  await page.getByRole('option', { name: 'kWh', exact: true }).click();
}

test('create a formula with the buttons and the completion, check, test over J-7, save and go back', async ({
  page,
}) => {
  const checks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/check-formula')) checks.push(request.url());
  });
  await startFormula(page, `${CREATE_URL}?goBack=/data-explorer`, 'Moyenne TGBT et compresseur');

  await insert(page, 'Insert ( (opening parenthesis)');
  await expect(editor(page)).toBeFocused();
  await pickVariable(page, '{tgbt energie cons', 'TGBT – Énergie consommée');
  await insert(page, 'Insert + (plus)');
  await pickVariable(page, '{compresseur 1 energie act', 'Compresseur 1 – Énergie active');
  await insert(page, 'Insert / (divided by)');
  await page.keyboard.type('2');

  // Located in the browser, before any test.
  const message = form(page).getByText('Column 1: a closing parenthesis is missing');
  await expect(message).toBeVisible();
  await expect(editor(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(editor(page).locator('.cm-lintRange-error')).toHaveText('(');
  expect(checks).toEqual([]);

  await insert(page, 'Insert ) (closing parenthesis)');
  await expect(form(page).getByText('No syntax error.')).toBeVisible();
  await expect(editor(page)).toContainText(
    /^\(\{3\} TGBT – Énergie consommée \+ \{17\} Compresseur 1 – Énergie active \/ 2\)$/,
  );

  const testPanel = page.getByRole('region', { name: 'Test the formula' });
  await testPanel.getByRole('button', { name: 'D-7' }).click();
  await testPanel.getByRole('button', { name: 'Run the test' }).click();
  await expect(testPanel.getByRole('img', { name: 'Test of Moyenne TGBT et compresseur' })).toBeVisible();
  await expect(testPanel.getByText(/^Valid formula, tested from /)).toBeVisible();
  expect(checks).toHaveLength(1);
  // The check is a test, not a change: no success notice (spec 000 §8).
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/formula') && response.request().method() === 'POST',
  );
  await form(page).getByRole('button', { name: 'Save the formula' }).click();
  expect((await saved).status()).toBe(201);
  await expect(page).toHaveURL((url) => url.pathname === '/data-explorer');
});

test('a failed save keeps the expression typed, also after a reload', async ({ page }) => {
  await startFormula(page, CREATE_URL, 'Somme TGBT');
  await editor(page).click();
  await pickVariable(page, '{tgbt energie cons', 'TGBT – Énergie consommée');
  await insert(page, 'Insert * (multiplied by)');
  await page.keyboard.type('0.001');
  await expect(form(page).getByText('No syntax error.')).toBeVisible();

  await setFaults(page, 'POST formula=status:500');
  await form(page).getByRole('button', { name: 'Save the formula' }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Error' })).toHaveCount(1);
  await expect(form(page).getByRole('alert')).toContainText('The formula was not saved.');
  await expect(page).toHaveURL((url) => url.pathname === CREATE_URL);
  await expect(editor(page)).toContainText(/^\{3\} TGBT – Énergie consommée \* 0\.001$/);
  await expect(nameField(page)).toHaveValue('Somme TGBT');

  await setFaults(page, '');
  await page.reload();
  await expect(editor(page)).toContainText('{3} TGBT – Énergie consommée * 0.001', { timeout: 15_000 });
  await expect(nameField(page)).toHaveValue('Somme TGBT');
  await expect(form(page).getByText('Your unsaved text was restored.')).toBeVisible();
});

test.describe('accessibility', () => {
  // The provider's pages forbid inline scripts; axe is injected as one.
  test.use({ bypassCSP: true });
  const TEXTS = {
    en: { form: 'Formula settings', formula: 'Formula', run: 'Run the test', chart: /^Test of / },
    fr: {
      form: 'Réglages de la formule',
      formula: 'Formule',
      run: 'Lancer le test',
      chart: /^Test de /,
    },
  } as const;

  test('the formula screens have no serious accessibility violation (en, fr)', async ({ page }) => {
    await openSignedIn(page, CREATE_URL, DEMO.admin);
    // The text typed in English would come back as a draft and the completion open on it.
    await inEnglishThenFrench(
      page,
      CREATE_URL,
      async (locale) => {
        const text = TEXTS[locale];
        const created = page.getByRole('form', { name: text.form });
        await expect(created.getByRole('textbox', { name: text.formula })).toBeVisible({ timeout: 15_000 });
        expect(await seriousAccessibilityViolations(page), `${locale} create`).toEqual([]);

        // With an error underlined and the completion open.
        await created.getByRole('textbox', { name: text.formula }).click();
        await page.keyboard.type('({tgbt');
        await expect(page.getByRole('listbox')).toBeVisible();
        expect(await seriousAccessibilityViolations(page), `${locale} error and completion`).toEqual([]);

        await page.goto(EDIT_URL);
        const edited = page.getByRole('form', { name: text.form });
        await expect(edited.getByRole('textbox', { name: text.formula })).toContainText('{', { timeout: 15_000 });
        await edited.getByRole('button', { name: text.run }).click();
        await expect(page.getByRole('img', { name: text.chart })).toBeVisible();
        expect(await seriousAccessibilityViolations(page), `${locale} edit and test`).toEqual([]);
      },
      { beforeFrench: () => forgetDrafts(page) },
    );
  });
});
