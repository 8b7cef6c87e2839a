import { expect, test } from '@playwright/test';
import { openSignedIn } from './support';

test('a screen whose code fails to load reloads the page once, then explains instead of looping', async ({
  page,
  context,
}) => {
  await openSignedIn(page, '/home');
  // The signed-in page can be drawn before its own load event under load, and the demo's service
  // worker reloads a page it does not control yet: neither is counted.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForLoadState('load');
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  // As after a deployment: the shell's chunk this page knows is gone from the server. Routed on
  // the context: the demo's msw service worker fetches scripts, and page.route does not see those.
  await context.route(/\/assets\/_auth-[^/]+\.js$/, (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('A new version of the application may be available')).toBeVisible();
  // The test's reload plus exactly one automatic reload.
  await page.waitForTimeout(1000);
  expect(loads).toBe(2);
});
