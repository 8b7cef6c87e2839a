import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { setFaults } from './faultMatrix';
import { DEMO, inEnglishThenFrench, openSignedIn } from './support';

/* The data explorer's dashboards (spec 000 §2 data-explorer, dash/{dashId}): a dashboard created,
 * given graphs, its period and overlay reopened from its URL and kept over a reload, duplicated
 * then deleted; one graph's failed data leaving the others drawn; the keyboard reorder kept over a
 * reload; a customer's own dashboards; the accessibility check in both languages. The list's and
 * the dashboard's calls under faults are covered at component level (dashboardListFaults.test.tsx
 * in src/features/explorer/list, dashboardFaults.test.tsx in src/features/explorer/dashboard). */

const dashboardTable = (page: Page) => page.getByRole('table', { name: 'Dashboards' });
const graphList = (page: Page) => page.getByRole('list', { name: 'Graphs' });

/** The dashboard names of the rows shown, once the table is not loading. */
async function dashboardNames(page: Page): Promise<string[]> {
  const table = dashboardTable(page);
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table.getByRole('row').getByRole('link').allInnerTexts();
}

/** The graph names of the dashboard's cards, in their order on screen. */
async function cardNames(page: Page): Promise<string[]> {
  await expect(graphList(page).getByRole('listitem').first()).toBeVisible();
  return graphList(page).getByRole('listitem').getByRole('link').allInnerTexts();
}

/**
 * Moves a graph one place to the right by keyboard on its handle, as a keyboard user does: Space
 * lifts it, the arrow moves it, Space drops it; each step waits for what a screen reader hears.
 */
async function moveRightByKeyboard(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Move ${name}` }).focus();
  await page.keyboard.press('Space');
  // Lifted: "Picked up …", at once followed by "… moved to position 1" (over its own place).
  await expect(
    page.getByText(`Picked up ${name}, at position 1`).or(page.getByText(`${name} moved to position 1 of`)),
  ).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`${name} moved to position 2`)).toBeAttached();
  await page.keyboard.press('Space');
}

/** A new tab of the same browser: it has no session of its own, so it signs in and comes back to the URL. */
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

/** "Add a graph" on the dashboard: a name and a kind, then the new graph's page (its editor) opens. */
async function addGraph(page: Page, name: string, kind: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a graph' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a graph' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Chart kind' }).click();
  await page.getByRole('option', { name: kind, exact: true }).click();
  await dialog.getByRole('button', { name: 'Add and edit' }).click();
  await expect(page).toHaveURL(/\/data-explorer\/graph\/\d+\/\d+/);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name, { timeout: 15_000 });
}

/** In the graph editor: the first variable the picker offers for `search`. */
async function addVariable(page: Page, search: string): Promise<void> {
  const chosen = page.getByRole('list', { name: 'Variables of the graph' }).getByRole('listitem');
  const before = await chosen.count();
  await page.getByRole('combobox', { name: 'Add a variable' }).fill(search);
  await page
    .getByRole('option', { name: new RegExp(search) })
    .first()
    .click();
  await expect(chosen).toHaveCount(before + 1);
}

/** Saves the graph in its editor, then goes back to its dashboard by the page's own link. */
async function saveGraphAndGoBack(page: Page, dashboard: string): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Graph saved.')).toBeVisible();
  await page.getByRole('link', { name: `Back to ${dashboard}` }).click();
  await expect(page.getByRole('heading', { name: dashboard })).toBeVisible();
}

test('creates a dashboard, gives it graphs, reopens its period and overlay, duplicates it, then deletes it', async ({
  page,
  context,
}) => {
  await openSignedIn(page, '/data-explorer', DEMO.admin);
  await dashboardNames(page);
  await page.getByRole('button', { name: 'New dashboard' }).click();
  const create = page.getByRole('dialog', { name: 'New dashboard' });
  await create.getByRole('textbox', { name: 'Name' }).fill('Suivi chaufferie e2e');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/data-explorer\/dash\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Suivi chaufferie e2e' })).toBeVisible();
  await expect(page.getByText('No graphs yet')).toBeVisible();
  const dashPath = new URL(page.url()).pathname;

  await addGraph(page, 'Températures chaufferie', 'Spline');
  await addVariable(page, 'Température');
  await addVariable(page, 'Débit');
  await saveGraphAndGoBack(page, 'Suivi chaufferie e2e');
  await addGraph(page, 'Répartition des puissances', 'Histogram');
  await addVariable(page, 'Puissance');
  await page.getByRole('combobox', { name: 'Variable shown', exact: true }).click();
  await page
    .getByRole('option', { name: /Puissance/ })
    .first()
    .click();
  await saveGraphAndGoBack(page, 'Suivi chaufferie e2e');
  await addGraph(page, 'Récapitulatif', 'Table');
  await addVariable(page, 'Énergie');
  await saveGraphAndGoBack(page, 'Suivi chaufferie e2e');
  expect(await cardNames(page)).toEqual(['Températures chaufferie', 'Répartition des puissances', 'Récapitulatif']);
  // Each drawn: the spline with its two variables, the histogram and the table.
  for (const name of ['Températures chaufferie', 'Répartition des puissances', 'Récapitulatif'])
    await expect(page.getByRole('button', { name: `Export ${name}` })).toBeEnabled({ timeout: 15_000 });

  await page.getByRole('button', { name: /^D-7/ }).click();
  await expect(page).toHaveURL(/range=J-7/);
  const other = await openInNewTab(context, page.url());
  await expect(other.getByRole('button', { name: /^D-7/ })).toHaveAttribute('aria-pressed', 'true');
  expect(await cardNames(other)).toEqual(await cardNames(page));
  await other.close();

  // The segmented control's radio sits under its label: the label is what a user clicks.
  await page.getByText('Same period a year before', { exact: true }).click();
  await expect(page).toHaveURL(/overlay=year/);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Same period a year before' })).toBeChecked();
  await expect(page.getByRole('button', { name: /^D-7/ })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Actions for Suivi chaufferie e2e' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate Suivi chaufferie e2e' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicate “Suivi chaufferie e2e”' });
  await expect(duplicate.getByRole('textbox', { name: 'Name of the copy' })).toHaveValue('Suivi chaufferie e2e (copy)');
  await duplicate.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('heading', { name: 'Suivi chaufferie e2e (copy)' })).toBeVisible();
  expect(new URL(page.url()).pathname).not.toBe(dashPath);
  expect(await cardNames(page)).toHaveLength(3);

  await page.getByRole('button', { name: 'Actions for Suivi chaufferie e2e (copy)' }).click();
  await page.getByRole('menuitem', { name: 'Delete Suivi chaufferie e2e (copy)' }).click();
  await page.getByRole('dialog', { name: 'Delete this dashboard?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/data-explorer');
  const names = await dashboardNames(page);
  expect(names).toContain('Suivi chaufferie e2e');
  expect(names).not.toContain('Suivi chaufferie e2e (copy)');
});

test('one graph’s failed data leaves the other graphs drawn and says which one failed', async ({ page }) => {
  await openSignedIn(page, '/data-explorer/dash/1', DEMO.admin);
  // Dashboard 1: a bar plot (all-table-data) and three time-series graphs (all-graph-data); two go.
  for (const name of ['Consommation cumulée', 'Profil de charge lissé']) {
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete this graph?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(graphList(page).getByRole('link', { name })).toHaveCount(0);
  }
  await setFaults(page, 'GET all-graph-data=status:500');
  await page.reload();
  await expect(page.getByText('Could not load Températures départ et retour.')).toBeVisible({ timeout: 15_000 });
  const barPlot = graphList(page).getByRole('listitem').filter({ hasText: 'Comparatif des équipements' });
  // Drawn: its chart is shown and its exports are offered.
  await expect(barPlot.getByRole('img')).toBeVisible();
  await expect(barPlot.getByRole('button', { name: 'Export Comparatif des équipements' })).toBeEnabled();
  await expect(barPlot.getByText(/Could not load/)).toHaveCount(0);
  await setFaults(page, '');
});

test('a graph moved by keyboard keeps its place after a reload', async ({ page }) => {
  await openSignedIn(page, '/data-explorer/dash/1', DEMO.admin);
  const before = await cardNames(page);
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT');
  await moveRightByKeyboard(page, before[0] ?? '');
  expect((await saved).ok()).toBe(true);
  const expected = [before[1], before[0], ...before.slice(2)];
  expect(await cardNames(page)).toEqual(expected);
  await page.reload();
  expect(await cardNames(page)).toEqual(expected);
});

test('a customer sees only their client’s dashboards, without the manager’s actions', async ({ page }) => {
  await openSignedIn(page, '/data-explorer', DEMO.customer);
  const names = await dashboardNames(page);
  expect(names.length).toBeGreaterThan(0);
  // Client 1 (Aciéries du Nord) only: none of the other clients' seeded dashboards.
  expect(names).not.toContain('Froid industriel Annecy');
  expect(names).not.toContain('Vapeur process Quimperlé');
  await expect(page.getByRole('button', { name: 'New dashboard' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
});

test('a graph’s events: its toggle kept in the URL, and a click on one opens it', async ({ page }) => {
  // Seeded: "Courbe de charge" (time series, dashboard 2) has alert events over the last month.
  await openSignedIn(page, '/data-explorer/dash/2?range=M-1');
  const card = graphList(page).getByRole('listitem').filter({ hasText: 'Courbe de charge' });
  const toggle = card.getByRole('switch', { name: 'Show events on Courbe de charge' });
  await expect(card.getByText(/^[1-9]\d* events? over the period$/)).toBeVisible({ timeout: 20_000 });
  await toggle.click();
  await expect(page).toHaveURL(/[?&]hideEvents=6\b/);
  await expect(card.getByText(/over the period$/)).toHaveCount(0);
  await toggle.press('Space');
  await expect(page).not.toHaveURL(/hideEvents/);
  await expect(card.getByText(/^[1-9]\d* events? over the period$/)).toBeVisible();

  // Across the plot until the tooltip tells an event, then a click there.
  const box = await card.getByRole('img').first().boundingBox();
  if (!box) throw new Error('the chart has no box');
  const y = box.y + box.height / 2;
  for (let x = box.x + 60; x < box.x + box.width - 40 && !/\/events\/details\//.test(page.url()); x += 3) {
    await page.mouse.move(x, y);
    if (
      await page
        .getByText(/^Level: /)
        .first()
        .isVisible()
    )
      await page.mouse.click(x, y);
  }
  await expect(page).toHaveURL(/\/events\/details\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Data around the event' })).toBeVisible();
});

// The provider's pages forbid inline scripts; axe is injected as one.
test.describe('accessibility', () => {
  test.use({ bypassCSP: true });
  test('the dashboards list and a dashboard have no serious violation (en, fr)', async ({ page }) => {
    await openSignedIn(page, '/data-explorer', DEMO.admin);
    await inEnglishThenFrench(page, '/data-explorer', async (locale) => {
      const table = page.getByRole('table', { name: locale === 'fr' ? 'Tableaux de bord' : 'Dashboards' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await expect(table).not.toHaveAttribute('aria-busy', 'true');
      expect(await seriousAccessibilityViolations(page), `${locale} dashboards list`).toEqual([]);

      await page.goto('/data-explorer/dash/1');
      const graphs = page.getByRole('list', { name: locale === 'fr' ? 'Graphiques' : 'Graphs' });
      await expect(graphs.getByRole('listitem').first()).toBeVisible();
      await expect(graphs.getByRole('img').first()).toBeVisible();
      // At rest: a graph still being drawn has its Export button disabled, and one that turns enabled
      // while axe runs is judged with a disabled button's colours.
      await expect(graphs.getByRole('button', { name: /^Export/, disabled: true })).toHaveCount(0, { timeout: 20_000 });
      expect(await seriousAccessibilityViolations(page), `${locale} dashboard`).toEqual([]);
    });
  });
});
