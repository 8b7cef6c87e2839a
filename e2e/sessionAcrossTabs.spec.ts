import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expireStoredAccessToken, openSignedIn, readStoredUser } from './support';

/** A duplicated tab: a second page holding a copy of the first one's sessionStorage. */
async function duplicateTab(context: BrowserContext, page: Page): Promise<Page> {
  const snapshot = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  const copy = await context.newPage();
  await copy.addInitScript((entries: string) => {
    if (sessionStorage.length > 0) return;
    for (const [key, value] of JSON.parse(entries) as [string, string][]) sessionStorage.setItem(key, value);
  }, snapshot);
  await copy.goto('/home');
  await expect(copy.getByRole('button', { name: 'User menu' })).toBeVisible();
  return copy;
}

function countRefreshes(context: BrowserContext): () => number {
  let count = 0;
  context.on('request', (request) => {
    if (request.url().endsWith('/oidc/token') && (request.postData() ?? '').includes('grant_type=refresh_token'))
      count += 1;
  });
  return () => count;
}

test('two tabs of one session refreshing at once spend the rotating refresh token once', async ({ page, context }) => {
  await openSignedIn(page, '/home');
  const other = await duplicateTab(context, page);
  const refreshes = countRefreshes(context);

  await expireStoredAccessToken(page);
  await expireStoredAccessToken(other);
  await Promise.all([page.reload(), other.reload()]);
  for (const tab of [page, other]) await expect(tab.getByRole('button', { name: 'User menu' })).toBeVisible();
  expect(refreshes()).toBe(1);
  expect((await readStoredUser(page))?.refreshToken).toBe((await readStoredUser(other))?.refreshToken);

  // The grant is still alive: a later refresh succeeds in either tab.
  await expireStoredAccessToken(other);
  await other.reload();
  await expect(other).toHaveURL(/\/home$/);
  await expect(other.getByRole('button', { name: 'User menu' })).toBeVisible();
  expect(refreshes()).toBe(2);
});

test('a tab waking up with a token another tab already spent takes its successor', async ({ page, context }) => {
  await openSignedIn(page, '/home');
  const other = await duplicateTab(context, page);
  const refreshes = countRefreshes(context);

  // The other tab is away (closed page, sleeping laptop) and misses the broadcast.
  await expireStoredAccessToken(other);
  await other.goto('about:blank');

  await expireStoredAccessToken(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  expect(refreshes()).toBe(1);

  // It comes back holding the spent refresh token; spending it again would revoke the grant.
  await other.goto('/home');
  await expect(other.getByRole('button', { name: 'User menu' })).toBeVisible();
  expect(refreshes()).toBe(1);
  expect((await readStoredUser(other))?.refreshToken).toBe((await readStoredUser(page))?.refreshToken);
});
