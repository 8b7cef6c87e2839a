import { expect, test, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { apiGet, DEMO, openSignedIn } from './support';

/* The client → site → project navigator beside the structure pages (spec 001 §3 client-place
 * tree, §4 view mode): a project found with the keyboard only, the search, the hidden test
 * structure nowhere, axe with the tree open in English and French. Its reads failing are covered
 * at component level (src/features/parameters/tree/structureNavigatorFaults.test.tsx). */

// Wide enough for the menu, the navigator and a page: the navigator shows until the user hides it.
test.use({ viewport: { width: 1440, height: 900 } });

const tree = (page: Page) => page.getByRole('tree', { name: 'Clients, sites and projects' });
const item = (page: Page, name: RegExp) => tree(page).getByRole('treeitem', { name });

test('a project is found through the tree with the keyboard only, and its page opens', async ({ page }) => {
  await openSignedIn(page, '/parameters/clients', DEMO.admin);
  await expect(item(page, /^Aciéries du Nord/)).toBeVisible();
  await expect(page.getByText('No client, site or project open')).toBeVisible();
  // Tab from the search box lands on the tree's one tab stop.
  await page.getByRole('searchbox', { name: 'Find a client, site or project' }).focus();
  await page.keyboard.press('Tab');
  await expect(item(page, /^Aciéries du Nord/)).toBeFocused();
  await page.keyboard.press('ArrowRight'); // opens the client
  await expect(item(page, /^Aciéries du Nord/)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowRight'); // its first site
  await expect(item(page, /^Laminoir de Valenciennes/)).toBeFocused();
  await page.keyboard.press('ArrowRight'); // opens it
  await page.keyboard.press('ArrowRight'); // its first project
  await page.keyboard.press('ArrowDown');
  await expect(item(page, /^Fours de réchauffage/)).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/parameters\/projects\/3\/main-informations\?source=tree$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fours de réchauffage' })).toBeVisible();
  await expect(item(page, /^Fours de réchauffage/)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Project view · Fours de réchauffage')).toBeVisible();
});

test('the search finds at every level, opens the matches’ ancestors and never shows the hidden test structure', async ({
  page,
}) => {
  await openSignedIn(page, '/parameters/projects/3/main-informations', DEMO.admin);
  const search = page.getByRole('searchbox', { name: 'Find a client, site or project' });
  await search.fill('dunkerque');
  await expect(page.getByText(/^\d+ match(es)?$/)).toBeVisible();
  const site = item(page, /^Usine de Dunkerque/);
  await expect(site).toBeVisible();
  await expect(site.locator('mark')).toHaveText('Dunkerque');
  await expect(item(page, /^Aciéries du Nord/)).toHaveAttribute('aria-expanded', 'true');
  await expect(item(page, /^Laiteries Alpines/)).toHaveCount(0);

  for (const hidden of ['Test', 'Démo']) {
    await search.fill(hidden);
    await expect(page.getByText(`Nothing matches “${hidden}”.`)).toBeVisible();
  }
  await search.fill('');
  await expect(tree(page).getByRole('treeitem')).not.toHaveCount(0);
  await expect(tree(page)).not.toContainText(/Client Test|Client Démo|Projet Test|Projet Démo/);
});

test('the navigator passes axe with the tree open, in English and in French', async ({ page }) => {
  await openSignedIn(page, '/parameters/projects/3/main-informations', DEMO.admin);
  await expect(item(page, /^Fours de réchauffage/)).toBeVisible();
  expect(await seriousAccessibilityViolations(page), 'en').toEqual([]);
  await page.evaluate(() => localStorage.setItem('wattsight.locale', 'fr'));
  await page.reload();
  await expect(page.getByRole('tree', { name: 'Clients, sites et projets' })).toBeVisible();
  await expect(page.getByText('Vue projet · Fours de réchauffage')).toBeVisible();
  expect(await seriousAccessibilityViolations(page), 'fr').toEqual([]);
});

test('narrower, the navigator folds behind the Structure button', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await openSignedIn(page, '/parameters/clients/1/main-informations', DEMO.admin);
  await expect(tree(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Show the client, site and project structure' }).click();
  await expect(item(page, /^Aciéries du Nord/)).toHaveAttribute('aria-current', 'page');
  await item(page, /^Usine de Dunkerque/).click();
  await expect(page).toHaveURL(/\/parameters\/places\/1\/main-informations/);
  await expect(tree(page)).toHaveCount(0);
});

// The tree's three reads run together: any of them failing fails the navigator alone (the
// project page beside it reads none of them), with Retry. Cold only: nothing on the page reads
// the tree again by itself.

test('at 1280 px the navigator waits behind its button; shown or hidden, with the menu, it stays so for the user', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openSignedIn(page, '/parameters/projects', DEMO.admin);
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible();
  await expect(tree(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Show the client, site and project structure' }).click();
  await expect(item(page, /^Aciéries du Nord/)).toBeVisible();
  // The app's menu folds away, its links out of the keyboard's way.
  await page.getByRole('button', { name: 'Hide the menu' }).click();
  await expect(page.getByRole('link', { name: 'Events' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show the menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => savedLayout(page)).toEqual({ navigation: 'collapsed', structurePanel: 'open' });

  // Kept in the user's profile: a reload finds both as they were left.
  await page.reload();
  await expect(item(page, /^Aciéries du Nord/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Events' })).toBeHidden();
  await page.getByRole('button', { name: 'Show the menu' }).click();
  await expect(page.getByRole('link', { name: 'Events' })).toBeVisible();
  await page.getByRole('button', { name: 'Hide the structure' }).click();
  await expect(tree(page)).toHaveCount(0);
  await expect.poll(() => savedLayout(page)).toEqual({ navigation: 'open', structurePanel: 'collapsed' });
});

/** The layout the demo API keeps in the signed-in user's profile. */
async function savedLayout(page: Page): Promise<unknown> {
  const user = await apiGet<{ preferences?: { layout?: unknown } }>(page, 'user/current');
  return user.preferences?.layout;
}
