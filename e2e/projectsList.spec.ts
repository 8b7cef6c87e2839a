import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { DEMO, inEnglishThenFrench, openSignedIn } from './support';

/*
 * The projects list (spec 001 §2 parameters/projects, issue 15 item 3): sort, filter and page kept
 * in the URL and reopened from a copied URL; a project created from the list opens its page and
 * appears under its site in the structure tree; the hidden test projects appear nowhere; axe in
 * English and French. The list's read under faults is covered at component level
 * (src/features/parameters/projects/projectListFaults.test.tsx).
 */

const table = (page: Page) => page.getByRole('table', { name: 'Projects' });

/** The project names of the rows shown, once the table is not loading. */
async function projectNames(page: Page): Promise<string[]> {
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  return table(page).getByRole('link').allTextContents();
}

/** A copied URL opened in a new tab of the same browser: the sign-in goes through without a password. */
async function openInNewTab(context: BrowserContext, url: string): Promise<Page> {
  const other = await context.newPage();
  await other.goto(url);
  await other.getByRole('button', { name: 'Sign in' }).click();
  const userMenu = other.getByRole('button', { name: 'User menu' });
  const email = other.getByLabel('Email');
  await expect(userMenu.or(email)).toBeVisible();
  if (await email.isVisible()) {
    await email.fill(DEMO.admin);
    await other.getByLabel('Password').fill('demo');
    await other.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(userMenu).toBeVisible();
  return other;
}

test('sort, filters and page live in the URL, and a copied URL reopens the same view', async ({ page, context }) => {
  await openSignedIn(page, '/parameters/projects', DEMO.admin);
  await expect(page.getByText('15 projects', { exact: true })).toBeVisible({ timeout: 15_000 });
  // The hidden test projects are neither listed nor counted.
  await expect(page.getByText(/Projet (Test|Démo)/)).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
  await page.getByRole('button', { name: 'Sort by Start date' }).click();
  await expect(page).toHaveURL(/sort=start_date/);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/pageSize=10/);
  await expect(page.getByText('Rows 11–15 of 15')).toBeVisible();
  const secondPage = await projectNames(page);
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((name) => /^Projet (Test|Démo)$/.test(name))).toEqual([]);

  const copied = await openInNewTab(context, page.url());
  await expect(copied.getByText('Rows 11–15 of 15')).toBeVisible({ timeout: 15_000 });
  expect(await projectNames(copied)).toEqual(secondPage);
  await copied.close();

  // A filter goes back to the first page.
  await page.getByRole('combobox', { name: 'Client', exact: true }).click();
  await page.getByRole('option', { name: 'Aciéries du Nord' }).click();
  await expect(page).toHaveURL(/clientId=1/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByText('4 projects', { exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Project name' }).fill('Dunkerque');
  await expect(page).toHaveURL(/name=Dunkerque/);
  // The URL changes at once, the rows once the server has answered.
  await expect.poll(() => projectNames(page)).toEqual(['CPE Dunkerque – Utilités', 'Air comprimé Dunkerque']);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Project name' })).toHaveValue('Dunkerque', { timeout: 15_000 });
  await expect.poll(() => projectNames(page)).toEqual(['CPE Dunkerque – Utilités', 'Air comprimé Dunkerque']);
});

test('a project created from the list opens its page and shows under its site in the tree', async ({ page }) => {
  const name = 'Chaufferie biomasse Dunkerque';
  // Wide enough for the structure navigator to show beside the page by default.
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, '/parameters/projects', DEMO.admin);
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  // Nothing invalid is sent: the site and the name are required.
  await dialog.getByRole('button', { name: 'Create the project' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Project name/ })).toHaveAccessibleDescription('Required.');
  await dialog.getByRole('combobox', { name: /^Site/ }).click();
  await page.getByRole('option', { name: 'Usine de Dunkerque' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Client' })).toHaveValue('Aciéries du Nord');
  await dialog.getByRole('textbox', { name: /^Project name/ }).fill(name);
  await dialog.getByRole('textbox', { name: 'Chrono SF' }).fill('SF-2026-0999');
  await dialog.getByLabel('Follow-up start date').fill('01/12/2026');
  await dialog.getByRole('textbox', { name: 'Commitment (MWh)' }).fill('1250');
  await dialog.getByRole('button', { name: 'Create the project' }).click();

  await expect(page).toHaveURL(/\/parameters\/projects\/\d+\/main-informations$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
  const tree = page.getByRole('tree');
  await expect(tree.getByRole('treeitem', { name: /^Usine de Dunkerque\s*3 projects$/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(tree.getByRole('treeitem', { name })).toHaveAttribute('aria-level', '3');

  await page.goto('/parameters/projects?name=biomasse');
  await expect(table(page).getByRole('row', { name: new RegExp(name) })).toContainText('1,250 MWh');
});

// The provider's pages forbid inline scripts; axe is injected as one.
test.describe('accessibility', () => {
  test.use({ bypassCSP: true });
  test('the projects list and its create dialog have no serious violation (en, fr)', async ({ page }) => {
    await openSignedIn(page, '/parameters/projects', DEMO.admin);
    await inEnglishThenFrench(page, '/parameters/projects', async (locale) => {
      await expect(page.getByText(locale === 'fr' ? '15 projets' : '15 projects')).toBeVisible({ timeout: 15_000 });
      expect(await seriousAccessibilityViolations(page), `${locale} list`).toEqual([]);
      await page.getByRole('button', { name: locale === 'fr' ? 'Nouveau projet' : 'New project' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousAccessibilityViolations(page), `${locale} create dialog`).toEqual([]);
    });
  });
});
