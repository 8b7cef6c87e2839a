import { expect, test } from '@playwright/test';
import { DEMO, openSignedIn } from './support';

test('a reader sees the pages it may read, and a manage-only page is refused', async ({ page }) => {
  await openSignedIn(page, '/home', DEMO.reader);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Variables', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Events' })).toBeVisible();
  // A reader follows the manual variables' imports (variable_import_view) without changing them.
  await expect(nav.getByRole('link', { name: 'Manual variables' })).toBeVisible();
  // The roles matrix, read only (permission_role_view).
  await expect(nav.getByRole('link', { name: 'Roles and permissions' })).toBeVisible();

  await page.goto('/interventions/add');
  await expect(page.getByRole('alert')).toContainText('Access denied');
});

test('an admin sees manage navigation', async ({ page }) => {
  await openSignedIn(page, '/home', DEMO.admin);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Manual variables' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Roles and permissions' })).toBeVisible();
});

test('a customer sees only the customer areas', async ({ page }) => {
  await openSignedIn(page, '/home', DEMO.customer);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Events' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Alert configuration' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
});

test('nested pages show their breadcrumb and title; the page title follows the rule', async ({ page }) => {
  await openSignedIn(page, '/events/details/42');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Events' })).toBeVisible();
  // Titled by its alert's name, not by its id.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/ – /);
  const alertName = (await heading.textContent()) ?? '';
  await expect(page).toHaveTitle(`Wattsight — ${alertName}`);

  await breadcrumb.getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/events$/);

  await page.goto('/parameters/clients/7');
  await expect(page).toHaveURL(/\/parameters\/clients\/7\/main-informations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Main information' })).toBeVisible();
  await expect(breadcrumb.getByRole('link', { name: 'Client 7' })).toBeVisible();
});

test('unknown paths and bad ids show the not-found page', async ({ page }) => {
  await openSignedIn(page, '/home');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Wattsight — Page not found');
  await page.goto('/events/details/not-a-number');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the maintenance page is open and says the application is under maintenance', async ({ page }) => {
  await page.goto('/maintenance');
  await expect(page.getByRole('heading', { name: 'Application under maintenance' })).toBeVisible();
  await expect(page).toHaveTitle('Wattsight — Maintenance');
});

test('an invalid configuration shows an explicit error page, not a blank one', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ json: { productName: '', demo: 'yes' } }));
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Invalid configuration' })).toBeVisible();
  await expect(page.getByText(/productName/)).toBeVisible();
});
