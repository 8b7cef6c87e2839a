import { expect, test } from '@playwright/test';
import { DEMO, expireStoredAccessToken, openSignedIn, readStoredUser, signInFromLoginScreen } from './support';

test('the login screen offers a single button', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle('Wattsight — Sign in');
});

test('signs in through the provider login page, lands on /home and stays signed in on reload', async ({ page }) => {
  await page.goto('/login');
  await signInFromLoginScreen(page, DEMO.admin);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page).toHaveTitle('Wattsight — Home');

  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  const tokensInLocalStorage = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('oidc.user')),
  );
  expect(tokensInLocalStorage).toEqual([]);
  expect((await readStoredUser(page))?.refreshToken).not.toBe('');
});

test('a wrong password stays on the provider page with an error', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(DEMO.admin);
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.admin);
});

test('an unauthenticated visit to /events goes to login, then back to /events after sign-in', async ({ page }) => {
  await page.goto('/events');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fevents$/);
  await signInFromLoginScreen(page, DEMO.operator);
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
});

test('sign-out returns to the login screen and protected pages need signing in again', async ({ page }) => {
  await openSignedIn(page, '/home');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await readStoredUser(page)).toBeNull();

  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome$/);
});

test('/index.html ends on / and so on home; /login/home goes to /home', async ({ page }) => {
  await openSignedIn(page, '/home');
  await page.goto('/index.html');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/login/home');
  await expect(page).toHaveURL(/\/home$/);
});

test('an expired access token is refreshed through the provider without the user noticing', async ({ page }) => {
  await openSignedIn(page, '/events');
  const before = await readStoredUser(page);
  expect(before).not.toBeNull();

  await expireStoredAccessToken(page);
  const refresh = page.waitForRequest(
    (request) =>
      request.url().endsWith('/oidc/token') && (request.postData() ?? '').includes('grant_type=refresh_token'),
  );
  await page.reload();
  const body = new URLSearchParams((await refresh).postData() ?? '');
  expect(body.get('scope')).toBe('offline_access openid');
  expect(body.get('refresh_token')).toBe(before?.refreshToken);
  expect(body.get('client_id')).toBe('wattsight-web');
  expect(body.get('redirect_uri')).toMatch(/\/login\/callback$/);

  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  const after = await readStoredUser(page);
  expect(after?.accessToken).not.toBe(before?.accessToken);
  expect(after?.refreshToken).not.toBe(before?.refreshToken);
});

test('several expired calls at once spend the refresh token once', async ({ page }) => {
  await openSignedIn(page, '/home');
  await expireStoredAccessToken(page);
  let refreshes = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/oidc/token') && (request.postData() ?? '').includes('grant_type=refresh_token'))
      refreshes += 1;
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await page.getByRole('link', { name: 'Events', exact: true }).click();
  await expect(page).toHaveURL(/\/events$/);
  expect(refreshes).toBe(1);
});

test('a failed refresh signs the user out and sends them to login', async ({ page }) => {
  await openSignedIn(page, '/events');
  await expireStoredAccessToken(page);
  await page.evaluate(() => {
    for (let index = 0; index < sessionStorage.length; index += 1) {
      const key = sessionStorage.key(index);
      if (!key?.startsWith('oidc.user:')) continue;
      const value = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      value.refresh_token = 'revoked-or-unknown';
      sessionStorage.setItem(key, JSON.stringify(value));
    }
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login\?.*redirect=%2Fevents/);
  await expect(page.getByRole('status')).toHaveText('Your session has ended. Sign in again to continue.');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await readStoredUser(page)).toBeNull();

  // The provider's own session is still open: signing in again needs no password.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
});
