import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { DEMO, openSignedIn } from './support';

/*
 * The energy-savings screen (spec 001 §2 economy-energy; issue 17 items 1, 2 and the whole flow):
 * a seeded AAPE's commitment, savings and gap in MWh, € and tCO2e checked against its balance
 * perimeters' values, axe in English and French; an AAPE created, given a main perimeter (the AAPE
 * then names it) and a second one, a balance over both activated, its follow-up and outlook read;
 * a reader who sees everything and changes nothing. The screen's read and the AAPE's POST under
 * faults are covered at component level (src/features/savings/overview/economyEnergyFaults.test.tsx).
 */

// Seeded: project 1 "CPE Dunkerque – Utilités"; its EPIA 2 has one electricity perimeter.
const PROJECT = '/economy-energy?projectId=1';
const YEAR = new Date().getFullYear();
const LAST_YEAR = YEAR - 1;

const totals = (page: Page) => page.getByRole('table', { name: 'Project totals per year' });

/** A figure of a follow-up cell, in English notation: "-€12,345.67 excl. tax" → -12345.67, "+3.50 t" → 3.5. */
function figure(text: string, unit: 'MWh' | 't' | '€' | 'tCO2e'): number {
  const pattern =
    unit === '€'
      ? /([+-]?)€([\d,]+\.\d{2}) excl\. tax/
      : new RegExp(`([+-]?)([\\d,]+\\.\\d{2}) ${unit === 'MWh' ? 'MWh(?! GCV)' : unit}`);
  const [, sign, digits] = pattern.exec(text) ?? [];
  if (digits === undefined) throw new Error(`no ${unit} figure in "${text}"`);
  return Number(`${sign ?? ''}${digits.replace(/,/g, '')}`);
}

/** A bare figure of a balance cell (its unit is in the column's header): "72,482.71" → 72482.71. */
function plain(text: string): number {
  const found = /[+-]?[\d,]+\.\d{2}/.exec(text)?.[0];
  if (found === undefined) throw new Error(`no figure in "${text}"`);
  return Number(found.replace(/,/g, ''));
}

async function cellText(row: Locator, index: number): Promise<string> {
  return (await row.getByRole('cell').nth(index).textContent()) ?? '';
}

const cents = (value: number) => Math.round(value * 100);

/** A field of the AAPE's description list, by its label. */
const fact = (page: Page, label: string) =>
  page
    .getByRole('region', { name: /^EPIA \d+ · / })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd[1]');

test('an AAPE’s commitment, savings and gap match its balance perimeters, in MWh, € and tCO2e; axe in English and French', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, PROJECT, DEMO.admin);
  await expect(totals(page).getByRole('row', { name: new RegExp(`^${LAST_YEAR}`) })).toBeVisible({ timeout: 15_000 });
  // The project's AAPE by number ascending.
  const titles = await page.getByRole('heading', { level: 3, name: /^EPIA \d+ · / }).allTextContents();
  const numbers = titles.map((title) => Number(/^EPIA (\d+)/.exec(title)?.[1]));
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  expect(await seriousAccessibilityViolations(page), 'en project').toEqual([]);

  await page.getByRole('button', { name: 'Open EPIA 2' }).click();
  await expect(page).toHaveURL(/aapeId=\d+/);
  const followUp = page.getByRole('table', { name: 'Follow-up of EPIA 2' });
  const row = followUp.getByRole('row', { name: new RegExp(`^${LAST_YEAR}`) });
  const [commitment, savings, gap] = [await cellText(row, 0), await cellText(row, 1), await cellText(row, 2)];

  // The balance of last year, drawn from its perimeters' lines: its totals row.
  const balance = page.getByRole('table', { name: `Balance 01/01/${LAST_YEAR} – 31/12/${LAST_YEAR} by perimeter` });
  const total = balance.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total' }) });
  await expect(total).toBeVisible();
  const measured = {
    MWh: plain(await cellText(total, 3)),
    '€': plain(await cellText(total, 4)),
    tCO2e: plain(await cellText(total, 5)),
  };
  for (const unit of ['MWh', '€', 'tCO2e'] as const) {
    expect(figure(savings, unit), `savings in ${unit}`).toBe(measured[unit]);
    // The gap is the savings less the commitment, to the cent.
    expect(cents(figure(gap, unit)), `gap in ${unit}`).toBe(cents(measured[unit]) - cents(figure(commitment, unit)));
  }
  // A whole year commits the AAPE's yearly commitment.
  expect(figure((await fact(page, 'Yearly energy commitment').textContent()) ?? '', 'MWh')).toBe(
    figure(commitment, 'MWh'),
  );

  await page.evaluate(() => localStorage.setItem('wattsight.locale', 'fr'));
  await page.reload();
  await expect(page.getByRole('table', { name: 'Suivi de l’AAPE 2' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: /^AAPE 2 · / })).toBeVisible();
  expect(await seriousAccessibilityViolations(page), 'fr AAPE').toEqual([]);
  await page.getByRole('button', { name: '← Toutes les AAPE du projet' }).click();
  await expect(page.getByRole('table', { name: 'Totaux du projet par année' })).toBeVisible();
  expect(await seriousAccessibilityViolations(page), 'fr project').toEqual([]);
});

test('an AAPE is created, given a main perimeter and a second one, balanced over both and followed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, PROJECT, DEMO.admin);
  await page.getByRole('button', { name: 'New EPIA' }).click();
  const dialog = page.getByRole('dialog', { name: 'New EPIA' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Give a name.');
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Récupération de chaleur sur compresseurs');
  await dialog.getByLabel('Follow-up end date').fill(`31/12/${YEAR + 3}`);
  await dialog.getByRole('textbox', { name: 'Bonus (%)' }).fill('20');
  await dialog.getByRole('textbox', { name: 'Malus (%)' }).fill('10');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const heading = page.getByRole('heading', {
    level: 2,
    name: /^EPIA (\d+) · Récupération de chaleur sur compresseurs$/,
  });
  await expect(heading).toBeVisible();
  const number = /^EPIA (\d+)/.exec((await heading.textContent()) ?? '')?.[1] ?? '';
  await expect(fact(page, 'Main perimeter')).toHaveText('Not set');
  await expect(fact(page, 'Bonus (%)')).toHaveText('20%');

  // Its perimeters (the perimeters' own section): the main one first, then a second energy.
  const perimeters = page.getByRole('region', { name: `Perimeters of EPIA ${number}` });
  const addDialog = page.getByRole('dialog', { name: `New perimeter of EPIA ${number}` });
  const addPerimeter = async (energy: string, target: string, main: boolean) => {
    await perimeters.getByRole('button', { name: 'Add a perimeter' }).click();
    await addDialog.getByRole('combobox', { name: 'Energy' }).click();
    await page.getByRole('option', { name: energy, exact: true }).click();
    await addDialog.getByRole('textbox', { name: /^Savings target per year/ }).fill(target);
    await addDialog.getByRole('textbox', { name: /^Reference consumption per year/ }).fill('2500');
    await addDialog.getByRole('textbox', { name: /^Emission coefficient/ }).fill('0.052');
    await addDialog.getByRole('textbox', { name: /^Contract energy price/ }).fill('95.5');
    if (main) {
      // Its measures, so that its avoided energy and trajectory can be drawn.
      for (const measure of ['Reference (model) measure', 'Consumption measure']) {
        await addDialog.getByRole('combobox', { name: measure }).click();
        await page
          .getByRole('listbox', { name: `${measure}: suggestions` })
          .getByRole('option')
          .first()
          .click();
      }
      await addDialog.getByRole('checkbox', { name: /^Main perimeter of the EPIA/ }).check();
    }
    await addDialog.getByRole('button', { name: 'Add' }).click();
    await expect(addDialog).toBeHidden();
  };
  await addPerimeter('Electricity', '120', true);
  await expect(fact(page, 'Main perimeter')).toHaveText('Perimeter 1');
  await addPerimeter('Steam', '40', false);
  await expect(fact(page, 'Yearly energy commitment')).toHaveText('120.00 MWh · 40.00 t');
  await expect(fact(page, 'Main perimeter')).toHaveText('Perimeter 1');

  // A balance over both perimeters, activated: the follow-up counts it.
  await page.getByRole('button', { name: 'New balance' }).click();
  const balanceDialog = page.getByRole('dialog', { name: 'New balance' });
  await balanceDialog.getByLabel('Start date').fill(`01/01/${LAST_YEAR}`);
  await balanceDialog.getByLabel('End date').fill(`31/12/${LAST_YEAR}`);
  await balanceDialog.getByRole('button', { name: 'Create' }).click();
  await expect(balanceDialog).toBeHidden();
  const balance = page.getByRole('region', { name: `Balance 01/01/${LAST_YEAR} – 31/12/${LAST_YEAR}`, exact: true });
  await expect(balance.getByRole('rowheader', { name: /^Perimeter \d · / })).toHaveCount(2);
  await balance.getByRole('button', { name: 'Activate' }).click();
  await expect(balance.getByRole('button', { name: 'Deactivate' })).toBeVisible();

  const row = page.getByRole('table', { name: `Follow-up of EPIA ${number}` }).getByRole('row', {
    name: new RegExp(`^${LAST_YEAR}`),
  });
  const commitment = await cellText(row, 0);
  expect(figure(commitment, 'MWh')).toBe(120);
  expect(figure(commitment, 't')).toBe(40);
  // € = 160 × 95.50; tCO2e = 160 × 0.052.
  expect(figure(commitment, '€')).toBe(15280);
  expect(figure(commitment, 'tCO2e')).toBe(8.32);

  // Where the contract is heading: both charts and the verdict with its bonus or malus.
  const outlook = page.getByRole('region', { name: 'Where the commitment is heading' });
  await expect(outlook.getByRole('img', { name: /^Commitment trajectory, / })).toBeVisible({ timeout: 15_000 });
  await expect(outlook.getByRole('img', { name: /^Avoided energy, / })).toBeVisible();
  await expect(outlook.getByText(/^At this pace, the commitment will be/)).toBeVisible();
});

test('a reader sees every figure and changes nothing', async ({ page }) => {
  await openSignedIn(page, PROJECT, DEMO.reader);
  await expect(totals(page).getByRole('row', { name: new RegExp(`^${LAST_YEAR}`) })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('main').getByRole('button', { name: /^(New|Edit|Delete)/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open EPIA 1' }).click();
  await expect(page.getByRole('table', { name: 'Follow-up of EPIA 1' }).getByRole('row')).not.toHaveCount(0);
  await expect(page.getByRole('table', { name: /^Balance .* by perimeter$/ }).first()).toBeVisible();
  await expect(page.getByText('Read only: you can see this page but not change it.').first()).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('button', { name: /^(New|Edit|Delete|Add|Activate|Deactivate)/ }),
  ).toHaveCount(0);
});
