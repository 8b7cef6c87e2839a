import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInForTest } from './providerSessions';

export const DEMO = {
  superAdmin: 'super.admin@enersol.fr',
  admin: 'admin@enersol.fr',
  operator: 'operateur@enersol.fr',
  reader: 'lecteur@partenaire-energie.fr',
  customer: 'client@enersol.fr',
} as const;

/** From the app's login screen, through the provider's own login page (English browser). */
export async function signInFromLoginScreen(page: Page, email: string = DEMO.admin): Promise<void> {
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Wattsight' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Set in a tab once its tokens are written: the app's own reloads must not bring them back. */
const TOKENS_WRITTEN = 'e2e.tokensWritten';

/**
 * Stores oidc-client-ts's user in the tab before the app's first script runs. An init script runs
 * in every document the tab opens, the provider's pages and the reloads the app makes itself (after
 * a 401, a sign-out) included: it writes once, into a tab holding no user yet, and never again, so
 * that refreshed tokens are never overwritten by the ones it was given, nor a signed-out tab
 * signed in again.
 */
function writeTokensOnce({
  key,
  value,
  marker,
  origin,
}: {
  key: string;
  value: string;
  marker: string;
  origin: string;
}) {
  if (window !== window.top || location.origin !== origin) return;
  if (sessionStorage.getItem(marker) !== null) return;
  sessionStorage.setItem(marker, '1');
  if (Object.keys(sessionStorage).some((name) => name.startsWith('oidc.user:'))) return;
  sessionStorage.setItem(key, value);
}

/**
 * Opens `path` signed in as `email`. The sign-in runs over HTTP (apiSignIn.ts) in the provider
 * session the worker keeps for `email` (providerSessions.ts), with a grant of the test's own: the
 * provider's pages are covered by auth.spec.ts, and drawing them for every test cost more than a
 * second each. The tokens reach the tab by an init script on this page only: other tabs of the
 * context sign in, or copy a tab's session, on their own.
 */
export async function openSignedIn(page: Page, path: string, email: string = DEMO.admin): Promise<void> {
  const baseURL = test.info().project.use.baseURL ?? 'http://localhost:4173';
  const { key, value } = await signInForTest(page, baseURL, email);
  const script = await page.addInitScript(writeTokensOnce, {
    key,
    value,
    marker: TOKENS_WRITTEN,
    origin: new URL(baseURL).origin,
  });
  await page.goto(path);
  // Its work is done; later documents of the tab find the marker anyway.
  await script.dispose();
  // The path only: the router writes the search in its own form (defaults left out, arrays repeated).
  const wanted = new URL(path, 'http://localhost').pathname;
  await expect(page).toHaveURL((url) => url.pathname === wanted);
  await expectUserMenuReady(page);
}

/**
 * The shell is drawn: its user menu answers. Until the menu's chunk has loaded, a disabled copy of its
 * button stands in its place (AppShellLayout), which a key press or a click would not open.
 */
export async function expectUserMenuReady(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'User menu' })).toBeEnabled({ timeout: 15_000 });
}

/**
 * Opens a list (a menu, a select's options) and picks one of its items. The list is opened again if
 * it did not show, or if it closed before the click reached its item: the opener can be drawn anew
 * between its focus and the key or click (a list refreshed by the previous action, a table drawing
 * its rows again under load), or a click can close a list its focus had already opened.
 */
async function openAndPick(item: Locator, open: () => Promise<void>): Promise<void> {
  await expect(async () => {
    if (!(await item.isVisible())) await open();
    await expect(item).toBeVisible({ timeout: 3_000 });
    await item.click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** Opens a row's action menu by keyboard, as a keyboard user would, and picks one of its actions. */
export async function pickRowAction(page: Page, trigger: Locator, item: string): Promise<void> {
  await openAndPick(page.getByRole('menuitem', { name: item }), () => trigger.press('Enter'));
}

/** Picks an option of a select. */
export async function chooseOption(page: Page, field: Locator, option: string): Promise<void> {
  await openAndPick(page.getByRole('option', { name: option, exact: true }), () => field.click());
}

/**
 * Resolves once what a typed search set off has been answered: the URL holds it, and nothing on the
 * page is busy (regions and tables say aria-busy while they read), seen twice a moment apart so that
 * a render still behind the URL is not taken for the answer. ('networkidle' would not do: it is
 * reached once after the load and then resolves at once.)
 */
export async function expectSearchAnswered(page: Page, url: RegExp, shown: Locator): Promise<void> {
  await expect(page).toHaveURL(url);
  const atRest = async () => {
    expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
    expect(await shown.isVisible()).toBe(true);
  };
  await expect(async () => {
    await atRest();
    await page.waitForTimeout(300);
    await atRest();
  }).toPass({ timeout: 15_000 });
}

/**
 * Runs `check` in English, then in French: the French pass stores the language and opens `path`
 * again, as a user who switched language sees it, once the shell speaks French. One sign-in serves
 * both languages; `beforeFrench` undoes what the English pass left that the French one must not
 * find (a draft, a fault).
 */
export async function inEnglishThenFrench(
  page: Page,
  path: string,
  check: (locale: 'en' | 'fr') => Promise<void>,
  { beforeFrench }: { beforeFrench?: () => Promise<void> } = {},
): Promise<void> {
  await check('en');
  await beforeFrench?.();
  await page.evaluate(() => localStorage.setItem('wattsight.locale', 'fr'));
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toBeVisible();
  await check('fr');
}

/**
 * Drops the form drafts the tab keeps (src/navigation/forms/draftStorage.ts), so that a screen
 * opened again in the same tab starts as it did the first time, not with what was typed there.
 */
export async function forgetDrafts(page: Page): Promise<void> {
  await page.evaluate((prefix) => {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(prefix)) sessionStorage.removeItem(key);
  }, 'wattsight.draft:');
}

/** Opens `path` and signs in by hand through the provider's login page (the sign-in flow under test). */
export async function openSignedInThroughProvider(page: Page, path: string, email: string = DEMO.admin): Promise<void> {
  await page.goto(path);
  await signInFromLoginScreen(page, email);
  const wanted = new URL(path, 'http://localhost').pathname;
  await expect(page).toHaveURL((url) => url.pathname === wanted);
  await expectUserMenuReady(page);
}

export interface StoredOidcUser {
  key: string;
  accessToken: string;
  refreshToken: string;
}

/** The oidc-client-ts user kept in sessionStorage (never localStorage). */
export async function readStoredUser(page: Page): Promise<StoredOidcUser | null> {
  return page.evaluate(() => {
    for (let index = 0; index < sessionStorage.length; index += 1) {
      const key = sessionStorage.key(index);
      if (!key?.startsWith('oidc.user:')) continue;
      const value = JSON.parse(sessionStorage.getItem(key) ?? '{}') as {
        access_token?: string;
        refresh_token?: string;
      };
      return { key, accessToken: value.access_token ?? '', refreshToken: value.refresh_token ?? '' };
    }
    return null;
  });
}

/** Makes the stored access token look expired (as after a long pause), leaving the refresh token. */
export async function expireStoredAccessToken(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (let index = 0; index < sessionStorage.length; index += 1) {
      const key = sessionStorage.key(index);
      if (!key?.startsWith('oidc.user:')) continue;
      const value = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      value.expires_at = Math.floor(Date.now() / 1000) - 30;
      sessionStorage.setItem(key, JSON.stringify(value));
    }
  });
}

/** Reads the mocked API from the page, as the app does: through msw's worker, with the user's token. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate<T, string>(async (relative) => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:')) ?? '';
    const { access_token: token } = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string };
    const response = await fetch(`/api/${relative}`, { headers: { Authorization: `Bearer ${token ?? ''}` } });
    return (await response.json()) as T;
  }, path);
}
