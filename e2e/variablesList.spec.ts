import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { setFaults } from './faultMatrix';
import { DEMO, inEnglishThenFrench, openSignedIn } from './support';

/* The variables list (spec 000 §2 automatic-variables): filters in the URL, server sort, the
 * failure states and the accessibility check in both languages. Its read under faults is covered
 * at component level (src/features/variables/list/variablesListFaults.test.tsx). */

const table = (page: Page) => page.getByRole('table', { name: 'Variables' });
/** What a name cell adds when the variable has no editor. */
const HINT = / \(attach to a project first\)$/;

/** The names of the rows shown, once the table is not loading. */
async function variableNames(page: Page): Promise<string[]> {
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
  const names: string[] = [];
  for (const row of await table(page).getByRole('row').all()) {
    const cells = row.getByRole('cell');
    if ((await cells.count()) === 0) continue;
    // Name is the third column of the default set (Site, Projects, Name…).
    names.push((await cells.nth(2).innerText()).trim().replace(HINT, ''));
  }
  return names;
}

/** A new tab of the same browser: it has no session of its own, so it signs in and comes back to the URL. */
async function openInNewTab(context: BrowserContext, url: string): Promise<Page> {
  const other = await context.newPage();
  await other.goto(url);
  await other.getByRole('button', { name: 'Sign in' }).click();
  // The provider remembers this browser's sign-in: it asks again only if it does not.
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

async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a view filtered by project and unit reopens from its copied URL with the same rows', async ({
  page,
  context,
}) => {
  await openSignedIn(page, '/automatic-variables', DEMO.admin);
  await expect(page.getByText('2,000 variables')).toBeVisible();
  await pick(page, 'Project', 'CPE Dunkerque – Utilités');
  await expect(page).toHaveURL(/projectId=1(&|$)/);
  await page.getByRole('searchbox', { name: 'Unit' }).fill('kWh');
  await expect(page).toHaveURL(/unitName=kWh/);

  const names = await variableNames(page);
  expect(names.length).toBeGreaterThan(0);
  await expect(page.getByText(new RegExp(`^${names.length} variables?$`))).toBeVisible();
  for (const row of await table(page).getByRole('row').all()) {
    if ((await row.getByRole('cell').count()) === 0) continue;
    await expect(row).toContainText('CPE Dunkerque – Utilités');
    await expect(row).toContainText('kWh');
  }
  // Each name opens its editor in the chosen project.
  const href = await table(page).getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/automatic-variables\/(variable\/1\/\d+\/\d+|formula\/1\/\d+|manual\/1\/\d+)$/);

  const copied = page.url();
  const other = await openInNewTab(context, copied);
  await expect(other).toHaveURL(copied);
  expect(await variableNames(other)).toEqual(names);
  await expect(other.getByRole('combobox', { name: 'Project' })).toHaveValue('CPE Dunkerque – Utilités');
  await expect(other.getByRole('searchbox', { name: 'Unit' })).toHaveValue('kWh');
});

test('a header click sorts on the server and writes the sort in the URL', async ({ page }) => {
  await openSignedIn(page, '/automatic-variables?unitName=bar', DEMO.admin);
  const before = await variableNames(page);
  await table(page).getByRole('button', { name: 'Sort by Name' }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect.poll(async () => variableNames(page)).not.toEqual(before);
  const sorted = await variableNames(page);
  const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });
  expect(sorted).toEqual([...sorted].sort(collator.compare));

  await table(page).getByRole('button', { name: 'Sort by Name' }).click();
  await expect(page).toHaveURL(/sort=-name/);
  await expect.poll(async () => (await variableNames(page))[0]).not.toBe(sorted[0]);
  const descending = await variableNames(page);
  expect(descending).toEqual([...descending].sort((a, b) => collator.compare(b, a)));
});

test('a failed refresh keeps the rows with "Could not refresh"', async ({ page }) => {
  await page.clock.install();
  await openSignedIn(page, '/automatic-variables?type=formula', DEMO.admin);
  const before = await variableNames(page);
  // Older than the queries' 30 s freshness: coming back to the list reads it again.
  await page.clock.fastForward('00:45');
  await setFaults(page, 'GET variables=status:500');
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goBack();
  await expect(page.getByText(/^Could not refresh: shown as of /)).toBeVisible({ timeout: 15_000 });
  expect(await variableNames(page)).toEqual(before);
  await expect(page.getByText('No variables match these filters.')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'An error occurred. Please try again.' })).toHaveCount(1);
});

// The provider's pages forbid inline scripts; axe is injected as one.
test.describe('accessibility', () => {
  test.use({ bypassCSP: true });
  test('the variables list and its export dialog have no serious violation (en, fr)', async ({ page }) => {
    await openSignedIn(page, '/automatic-variables?placeId=1', DEMO.admin);
    await inEnglishThenFrench(page, '/automatic-variables?placeId=1', async (locale) => {
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByText(/^[\d\s  ]+ variables$/)).toBeVisible();
      expect(await seriousAccessibilityViolations(page), `${locale} list`).toEqual([]);

      await page.getByRole('button', { name: locale === 'fr' ? 'Exporter en CSV' : 'Export CSV' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousAccessibilityViolations(page), `${locale} export dialog`).toEqual([]);
    });
  });
});
