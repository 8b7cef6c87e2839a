import type { WebSocketRoute } from '@playwright/test';
import { DEMO, expireStoredAccessToken, openSignedIn } from '../support';
import { expect, test } from './liveTest';

/*
 * The wall display left running on the reference server: it cycles through its dashboards, and a
 * dropped live connection and a token refresh refused once neither stop it nor send it to the login
 * page; the data read after them is newer. The page's clock is Playwright's, so that minutes pass
 * in a moment.
 */

test('the wall display keeps cycling with fresh data through a dropped live connection and a refused refresh', async ({
  page,
}) => {
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(
    (url) => url.pathname === '/ws',
    (socket) => {
      sockets.push(socket);
      socket.connectToServer();
    },
  );
  await page.clock.install();
  await openSignedIn(page, '/data-explorer', DEMO.admin);
  await page.goto('/data-explorer/wall?dashboards=1,2&every=15');

  const title = page.getByRole('heading', { level: 1 });
  const updatedAt = page.getByText(/^Updated at \d\d:\d\d/);
  /** The name of the dashboard on screen, once read ("Dashboard 2" stands in until then). */
  const shownName = async () => {
    await expect(title).not.toHaveText(/^Dashboard \d+$/);
    return (await title.textContent()) ?? '';
  };
  await expect(updatedAt).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  const first = await shownName();
  const socketsBefore = sockets.length;
  expect(socketsBefore).toBeGreaterThan(0);

  // It cycles.
  await page.clock.fastForward(15_000);
  await expect(title).not.toHaveText(first);
  const second = await shownName();
  await expect(updatedAt).toBeVisible();
  const before = (await updatedAt.textContent()) ?? '';

  // The provider refuses the next refresh once; the live connection drops; minutes go by.
  let refused = 0;
  await page.route('**/oidc/token', async (route) => {
    const body = route.request().postData() ?? '';
    if (refused === 0 && body.includes('grant_type=refresh_token')) {
      refused += 1;
      await route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service unavailable' });
    } else await route.fallback();
  });
  await expireStoredAccessToken(page);
  await sockets.at(-1)?.close({ code: 1011, reason: 'dropped' });
  await page.clock.fastForward(5 * 60_000);
  // The reconnection's wait, then the refresh's second try.
  await page.clock.fastForward(3_000);
  await page.clock.fastForward(3_000);

  await expect.poll(() => refused).toBe(1);
  await expect.poll(() => sockets.length).toBeGreaterThan(socketsBefore);
  await expect(page).toHaveURL(/\/data-explorer\/wall\?/);
  await expect(updatedAt).not.toHaveText(before);

  // Still cycling, back to the first dashboard with data read after the drop.
  const current = await shownName();
  await page.clock.fastForward(15_000);
  await expect(title).not.toHaveText(current);
  await expect(title).toHaveText(current === first ? second : first);
  // Its older answer shows at once, then the one read now.
  await expect(updatedAt).not.toHaveText(before);
});
