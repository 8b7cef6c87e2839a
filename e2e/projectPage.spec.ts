import { expect, test, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { setFaults } from './faultMatrix';
import { DEMO, openSignedIn } from './support';

/*
 * The project page (spec 001 §2 project detail): its header and its thirteen sections, each a URL;
 * the general information edited and read back after a reload; the project's energies added,
 * edited and deleted; a reader without any edit control; a failed save keeping what was typed, a
 * failed section read said inside the section; axe in English and French. The project's read and
 * its save under every fault kind are covered at component level, in
 * src/features/parameters/project/projectFaults.test.tsx.
 */

// Seeded: project 1 "CPE Dunkerque – Utilités", site Usine de Dunkerque, client Aciéries du Nord.
const PROJECT = 'CPE Dunkerque – Utilités';
const BASE = '/parameters/projects/1';

const sections = (page: Page) => page.getByRole('navigation', { name: 'Project sections' });
const general = (page: Page) => page.getByRole('form', { name: 'Project’s general information' });
const energies = (page: Page) => page.getByRole('table', { name: 'Project energies' });

/** Each section, its link's name, and what shows it is there (Part of the page built elsewhere: the link only). */
const SECTIONS: [string, string, ((page: Page) => Promise<void>) | null][] = [
  ['main-informations', 'Main information', async (page) => expect(general(page)).toBeVisible()],
  [
    'detail',
    'EPIAs and balances per year',
    async (page) => expect(page.getByRole('heading', { name: 'Balances per year' })).toBeVisible(),
  ],
  [
    'balance',
    'Energy balance',
    async (page) => expect(page.getByRole('heading', { name: /^Year \d{4}$/ }).first()).toBeVisible(),
  ],
  ['energy', 'Energy information', async (page) => expect(energies(page)).toBeVisible()],
  ['technical', 'Technical information', null],
  ['technical-files', 'Technical files', null],
  ['system', 'System', null],
  ['access', 'Access', null],
  ['equipment', 'Equipment', null],
  ['software', 'Software', null],
  ['contract', 'Contract information', null],
  [
    'perimeters',
    'Perimeters',
    async (page) => expect(page.getByRole('table', { name: 'Perimeters of EPIA 1' })).toBeVisible(),
  ],
  [
    'balances',
    'Balances',
    async (page) => expect(page.getByRole('button', { name: 'New balance' }).first()).toBeVisible(),
  ],
];

test('each of the project’s sections opens by its URL, under the project’s name, its link marked current', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, `${BASE}/main-informations`, DEMO.admin);
  await expect(page.getByRole('link', { name: 'Aciéries du Nord' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Usine de Dunkerque' })).toBeVisible();
  await expect(sections(page).getByRole('link')).toHaveCount(13);
  for (const [path, name, shown] of SECTIONS) {
    await page.goto(`${BASE}/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
    await expect(sections(page).getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    if (shown) await shown(page);
  }
});

test('a general field is edited, saved, and read again after a reload', async ({ page }) => {
  await openSignedIn(page, `${BASE}/main-informations`, DEMO.admin);
  const manager = general(page).getByRole('textbox', { name: 'M&V project manager' });
  await manager.fill('Camille Roux');
  const commitment = general(page).getByRole('textbox', { name: /^Commitment \(MWh\)/ });
  await commitment.fill('lots');
  await general(page).getByRole('button', { name: 'Save' }).click();
  await expect(commitment).toHaveAccessibleDescription('Enter a number, such as 12.5.');
  await commitment.fill('3120.5');
  await general(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toHaveCount(0);
  await page.reload();
  await expect(manager).toHaveValue('Camille Roux');
  await expect(commitment).toHaveValue('3120.5');
  // The header reads the saved project too.
  await expect(page.getByText('Camille Roux', { exact: true })).toBeVisible();
});

test('a project energy is added, edited and deleted after a confirmation', async ({ page }) => {
  await openSignedIn(page, `${BASE}/energy`, DEMO.admin);
  await expect(energies(page).getByText('Electricity')).toBeVisible();
  await page.getByRole('button', { name: 'Add an energy' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project energy' });
  await dialog.getByRole('combobox', { name: 'Energy type' }).click();
  // A type the project already has is not offered again.
  await expect(page.getByRole('option', { name: 'Electricity', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'Water', exact: true }).click();
  await dialog.getByRole('textbox', { name: /^Current PER/ }).fill('4.25');
  await dialog.getByRole('textbox', { name: /^Contract PER/ }).fill('3.9');
  await dialog.getByRole('textbox', { name: /^Emission factor/ }).fill('0');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  const row = energies(page).getByRole('row').filter({ hasText: 'Water' });
  await expect(row).toContainText('4.25 €/MWh');

  await energies(page).getByRole('button', { name: 'Edit Water' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the project energy' });
  await edit.getByRole('textbox', { name: /^Current PER/ }).fill('4.6');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('4.6 €/MWh');

  await energies(page).getByRole('button', { name: 'Delete Water' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this energy?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await energies(page).getByRole('button', { name: 'Delete Water' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test('a reader sees the general and energy sections without any edit control', async ({ page }) => {
  await openSignedIn(page, `${BASE}/main-informations`, DEMO.reader);
  await expect(page.getByText('Read only: you can see this page but not change it.')).toBeVisible();
  await expect(page.getByText('CPE contract signing date')).toBeVisible();
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await sections(page).getByRole('link', { name: 'Energy information' }).click();
  await expect(energies(page).getByText('Electricity')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add an energy' })).toHaveCount(0);
  await expect(energies(page).getByRole('button')).toHaveCount(0);
});

test('a failed save keeps every field typed', async ({ page }) => {
  await openSignedIn(page, `${BASE}/main-informations`, DEMO.admin);
  const form = general(page);
  const typed: [string | RegExp, string][] = [
    [/^Name/, 'CPE Dunkerque – Utilités et vapeur'],
    ['Chrono SF', 'SF-2026-0420'],
    ['M&V project manager', 'Camille Roux'],
    ['Digital project manager', 'Hugo Martin'],
    [/^Number of EPIAs/, '7'],
    [/^Commitment \(MWh\)/, '3000'],
    [/^Commitment \(MWh GCV\)/, '3300,5'],
  ];
  for (const [name, text] of typed) await form.getByRole('textbox', { name }).fill(text);
  const regulatory = form.getByRole('checkbox', { name: 'Regulatory CPE' });
  const wasRegulatory = await regulatory.isChecked();
  await regulatory.click();
  await setFaults(page, 'PUT project/*=status:500');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText('Could not save. Everything you typed is still here.');
  for (const [name, text] of typed) await expect(form.getByRole('textbox', { name })).toHaveValue(text);
  await expect(regulatory).toBeChecked({ checked: !wasRegulatory });
});

test('a failed section read is said inside the section, the header and the links staying', async ({ page }) => {
  await openSignedIn(page, `${BASE}/main-informations`, DEMO.admin);
  await expect(general(page)).toBeVisible();
  await setFaults(page, 'GET project-energy=status:500');
  await sections(page).getByRole('link', { name: 'Energy information' }).click();
  await expect(page.getByText('Could not load the project’s energies.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /Retry/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Usine de Dunkerque' })).toBeVisible();
  await expect(sections(page).getByRole('link', { name: 'Energy information' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await setFaults(page, '');
  await page.getByRole('button', { name: /Retry/ }).click();
  await expect(energies(page).getByText('Electricity')).toBeVisible();
});

test('the project page’s general and energy sections have no serious accessibility violation, in English and in French', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openSignedIn(page, `${BASE}/main-informations`, DEMO.admin);
  for (const locale of ['en', 'fr'] as const) {
    if (locale === 'fr') {
      await page.evaluate(() => localStorage.setItem('wattsight.locale', 'fr'));
      await page.reload();
      await expect(page.getByRole('form', { name: 'Informations générales du projet' })).toBeVisible();
    } else {
      await expect(general(page)).toBeVisible();
    }
    expect(await seriousAccessibilityViolations(page), `${locale} general`).toEqual([]);
    await page.goto(`${BASE}/energy`);
    await expect(
      page.getByRole('table', { name: locale === 'fr' ? 'Énergies du projet' : 'Project energies' }),
    ).toBeVisible();
    await expect(page.getByRole('row')).not.toHaveCount(1);
    expect(await seriousAccessibilityViolations(page), `${locale} energy`).toEqual([]);
    await page.goto(`${BASE}/main-informations`);
  }
});
