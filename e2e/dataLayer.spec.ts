import { expect, test, type Page } from '@playwright/test';
import { apiGet, DEMO, expireStoredAccessToken, openSignedIn, readStoredUser } from './support';

/** QA's fault switch (README "Fault injection (QA)"): read by the mocked API on every request. */
async function injectFaults(page: Page, rules: string): Promise<void> {
  await page.evaluate((text) => sessionStorage.setItem('wattsight.mockFaults', text), rules);
}

test('a maintenance code on the current-user call lands on the maintenance page', async ({ page }) => {
  await openSignedIn(page, '/home', DEMO.operator);
  await injectFaults(page, 'GET user/current=code:MAINTENANCE:503');
  await page.reload();
  await expect(page).toHaveURL(/\/maintenance\?from=%2Fhome$/);
  await expect(page.getByRole('heading', { name: 'Application under maintenance' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a server error shows exactly one translated notification, not one per retry', async ({ page }) => {
  await openSignedIn(page, '/home', DEMO.operator);
  await injectFaults(page, 'GET user/current=status:500');
  await page.reload();
  const notification = page.getByRole('alert').filter({ hasText: 'An error occurred. Please try again.' });
  await expect(notification).toHaveCount(1);
  await expect(notification).toContainText('Error');
  // The query retried once in the meantime; still one notification once the window has passed.
  await page.waitForTimeout(3_500);
  await expect(page.getByRole('alert')).toHaveCount(1);
});

test('a malformed answer is an error the user is told, never data', async ({ page }) => {
  await openSignedIn(page, '/home', DEMO.operator);
  await injectFaults(page, 'GET user/current=malformed');
  await page.reload();
  await expect(
    page.getByRole('alert').filter({ hasText: "The server's response could not be understood." }),
  ).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
});

test('the same failure in French is told in French', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('wattsight.locale', 'fr'));
  await page.goto('/home');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByLabel('Email').fill(DEMO.operator);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toBeVisible();
  await injectFaults(page, 'GET user/current=code:SERIALIZER_ERROR:500');
  await page.reload();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Erreur serveur. Réessayez ou contactez l’admin.' }),
  ).toHaveCount(1);
});

type Profile = { preferences: { language: string | null } };

test('an expired access token is refreshed before an API call, which then succeeds', async ({ page }) => {
  await openSignedIn(page, '/home', DEMO.reader);
  const before = await readStoredUser(page);
  await expireStoredAccessToken(page);

  const refresh = page.waitForRequest(
    (request) =>
      request.url().endsWith('/oidc/token') && (request.postData() ?? '').includes('grant_type=refresh_token'),
  );
  const save = page.waitForResponse(
    (response) => /\/api\/user\/\d+$/.test(response.url()) && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Language: Français' }).click();
  await refresh;
  const saved = await save;
  expect(saved.status()).toBe(200);
  expect(await saved.request().headerValue('authorization')).not.toBe(`Bearer ${before?.accessToken ?? ''}`);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /Les modifications ont bien été enregistrées|Your changes have been saved/ }),
  ).toBeVisible();
});

test('a change saved through the mocked API survives a reload, and "reset demo data" brings the seed back', async ({
  page,
}) => {
  await openSignedIn(page, '/home', DEMO.operator);
  expect((await apiGet<Profile>(page, 'user/current')).preferences.language).toBeNull();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Language: Français' }).click();
  // The notice may come before or after the French catalogue has loaded.
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /Les modifications ont bien été enregistrées|Your changes have been saved/ }),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toBeVisible();
  expect((await apiGet<Profile>(page, 'user/current')).preferences.language).toBe('fr');

  await page.getByRole('button', { name: 'Menu utilisateur' }).click();
  await page.getByRole('menuitem', { name: 'Réinitialiser les données de démo' }).click();
  // The reset reloads the page: read the API only from the new page, never while the old one goes.
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('dialog', { name: 'Réinitialiser les données de démo ?' })
    .getByRole('button', { name: 'Réinitialiser' })
    .click();
  await reloaded;
  // Whichever language the new page shows: the assertion below is on the saved preference.
  await expect(page.getByRole('button', { name: /User menu|Menu utilisateur/ })).toBeVisible();
  await expect.poll(async () => (await apiGet<Profile>(page, 'user/current')).preferences.language).toBeNull();
});

test('the live connection tells the user when a mocked import has been validated', async ({ page }) => {
  await openSignedIn(page, '/home', DEMO.superAdmin);
  // QA drives the mocked API as the imports screen does: create the import, then upload its file. An
  // xls file is taken unread by the demo server (it has no xls reader), so it is always valid.
  const status = await page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:')) ?? '';
    const { access_token: token } = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string };
    const created = await fetch('/api/imports', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token ?? ''}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'releves-compteurs.xls', placeId: 1 }),
    });
    const { uploadUrl } = (await created.json()) as { uploadUrl: string };
    const upload = await fetch(uploadUrl, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: 'date;valeur\r\n2026-11-01;12\r\n',
    });
    return upload.status;
  });
  expect(status).toBe(200);
  const notice = page.getByRole('alert').filter({ hasText: 'Import status' });
  await expect(notice).toContainText('Valid file');
});

test('a self-service export announced ready on the live connection downloads by itself', async ({ page }) => {
  await openSignedIn(page, '/home', DEMO.admin);
  const download = page.waitForEvent('download');
  const status = await page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:')) ?? '';
    const { access_token: token } = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string };
    const response = await fetch('/api/download-requests', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token ?? ''}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: 'Export compresseurs',
        variables: [{ variableId: 2, aggregationId: 5 }],
        start: '2026-10-01T00:00:00Z',
        end: '2026-10-08T00:00:00Z',
      }),
    });
    return response.status;
  });
  expect(status).toBe(201);
  await expect(page.getByRole('alert').filter({ hasText: 'Download ready' })).toBeVisible();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
});
