import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  DEMO,
  expectUserMenuReady,
  expireStoredAccessToken,
  openSignedIn,
  readStoredUser,
  signInFromLoginScreen,
} from '../support';
import { expect, test } from './liveTest';

/*
 * The live build, as customers deploy it, on the reference server (mocks/server): the mocked API
 * over real HTTP and a websocket, one database per signed-in session, the local sign-in provider,
 * and a deployment's headers (README "Deploying the live build"). One flow per thing a deployment
 * can break; the screens themselves are covered on the demo build.
 */

/** QA's fault switch on the reference server: a cookie the API requests carry (mocks/server/apiRoute.ts). */
async function setServerFaults(page: Page, rules: string): Promise<void> {
  const url = new URL(page.url()).origin;
  if (rules) await page.context().addCookies([{ name: 'wattsight.mockFaults', value: encodeURIComponent(rules), url }]);
  else await page.context().clearCookies({ name: 'wattsight.mockFaults' });
}

test('signs in through the provider, stays signed in on reload, refreshes an expired token, under the deployment headers', async ({
  page,
}) => {
  const first = await page.goto('/');
  const headers = first?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['cache-control']).toBe('no-cache');

  // The provider's login page may not be framed either (clickjacking), and runs no script.
  const loginPage = page.waitForResponse((response) => /\/oidc\/interaction\/[\w-]+$/.test(response.url()));
  await signInFromLoginScreen(page, DEMO.admin);
  const loginPolicy = (await loginPage).headers()['content-security-policy'] ?? '';
  expect(loginPolicy).toContain("frame-ancestors 'none'");
  expect(loginPolicy).toContain("form-action 'self'");
  await expect(page).toHaveURL(/\/home$/);
  await expectUserMenuReady(page);
  // The home's data, from the reference server's API.
  await expect(page.getByRole('table', { name: 'Data quality by project' }).getByRole('link').first()).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expectUserMenuReady(page);

  const before = await readStoredUser(page);
  await expireStoredAccessToken(page);
  const refresh = page.waitForRequest(
    (request) =>
      request.url().endsWith('/oidc/token') && (request.postData() ?? '').includes('grant_type=refresh_token'),
  );
  await page.goto('/events');
  await refresh;
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Events' }).getByRole('link').first()).toBeVisible();
  expect((await readStoredUser(page))?.accessToken).not.toBe(before?.accessToken);
});

test('a deep link opens the events filtered; a status saved stays saved, in this session only', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, '/events?view=all&status=new', DEMO.admin);
  const table = page.getByRole('table', { name: 'Events' });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  const rows = (await table.getByRole('row').allInnerTexts()).slice(1);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toMatch(/\bnew\b/i);

  await table.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/events\/details\/\d+$/);
  const eventPath = new URL(page.url()).pathname;
  const status = page.getByRole('radiogroup', { name: 'Status' });
  await status.getByText('Seen', { exact: true }).click();
  await expect(status.getByRole('radio', { name: 'Seen' })).toBeChecked();
  await page.reload();
  await expect(page.getByRole('radiogroup', { name: 'Status' }).getByRole('radio', { name: 'Seen' })).toBeChecked();

  // Another signed-in session has a database of its own: the event is still new there.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const otherPage = await other.newPage();
  await openSignedIn(otherPage, eventPath, DEMO.superAdmin);
  await expect(otherPage.getByRole('radiogroup', { name: 'Status' }).getByRole('radio', { name: 'New' })).toBeChecked();
  await other.close();
});

test('an export requested is listed ready by the live connection and downloads by itself', async ({ page }) => {
  await openSignedIn(page, '/data-self-service', DEMO.admin);
  const downloads = page.getByRole('table', { name: 'Downloads' });
  await expect(downloads.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: 'Air comprimé Dunkerque', exact: true }).click();
  const picker = page.getByRole('combobox', { name: 'Variables to export' });
  await picker.click();
  await picker.fill('TGBT');
  await page
    .getByRole('listbox', { name: 'Variables to export: suggestions' })
    .getByRole('option', { name: /^TGBT – Puissance active/ })
    .click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: /^Export title/ }).fill('Live export');

  const download = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Request the export' }).click();
  // The list learns it from the websocket's message, not from a reload.
  await expect(page.getByText('Download ready').first()).toBeVisible({ timeout: 30_000 });
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^live_export_\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await file.path())).toString('utf8');
  expect(text.split('\r\n')[0]).toMatch(/^\uFEFFDate,TGBT – Puissance active/);
  await expect(downloads.getByRole('row').filter({ hasText: file.suggestedFilename() })).toContainText('Ready');
});

test('the maintenance page shows while the API is under maintenance, and the app comes back after', async ({
  page,
}) => {
  await openSignedIn(page, '/home', DEMO.admin);
  await setServerFaults(page, '**=code:MAINTENANCE:503');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Application under maintenance' })).toBeVisible();
  await setServerFaults(page, '');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expectUserMenuReady(page);
});

test('a new deployment’s service worker takes over and the page reloads on it', async ({ page }) => {
  await openSignedIn(page, '/home', DEMO.admin);
  // The first worker installs and takes control without a reload.
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.evaluate(() => Object.assign(window, { e2eOldDocument: true }));

  await page.context().addCookies([{ name: 'wattsight.deployment', value: '2', url: new URL(page.url()).origin }]);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await expect
    .poll(() => page.evaluate(() => !('e2eOldDocument' in window)).catch(() => false), { timeout: 15_000 })
    .toBe(true);
  await expect(page).toHaveURL(/\/home$/);
  await expectUserMenuReady(page);
});
