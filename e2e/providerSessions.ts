import { test, type Cookie, type Page } from '@playwright/test';
import { endAppGrant, signInByApi, type ApiSignIn } from './apiSignIn';

/*
 * The provider's session per account, kept for the life of a Playwright worker. A worker is one
 * process running its tests one after another and loads this module once, so the login form is
 * posted once per worker and account; every later test of that worker starts with the session's
 * cookie in its own browser context and only runs the authorization and the code exchange.
 *
 * Each test still gets its own grant, as it did with a sign-in of its own: before the first sign-in
 * of a test, the session forgets the grant a previous test got in it (apiSignIn.ts endAppGrant), so
 * that the authorization makes a new one instead of adding to it. Sharing one would let a refresh
 * token spent twice in one test revoke another's tokens. Sign-ins within one test share its grant,
 * as they share its browser context.
 *
 * A test that signs out for good (logout=yes) ends the session the next test would have reused:
 * the provider then asks for the login form again, which signInByApi answers.
 */

interface AccountSession {
  /** The provider's session cookies, as they were after this account's last sign-in. */
  cookies: Cookie[];
  /** The test whose grant the session holds. */
  grantOf: string;
}

const sessions = new Map<string, AccountSession>();

/** Retries and repeats run the same test again, with a grant of their own. */
function currentTest(): string {
  const info = test.info();
  return `${info.testId}:${info.retry}:${info.repeatEachIndex}`;
}

/** oidc-provider's session cookie and its signature (`_session`, `_session.sig`). */
const SESSION_COOKIE = /^_session(\.|$)/;

/** Signs `email` in over HTTP in `page`'s browser context, reusing the worker's provider session. */
export async function signInForTest(page: Page, baseURL: string, email: string): Promise<ApiSignIn> {
  const context = page.context();
  const account = `${baseURL} ${email}`;
  const testName = currentTest();
  const saved = sessions.get(account);
  if (saved) {
    await context.addCookies(saved.cookies);
    if (saved.grantOf !== testName) await endAppGrant(page.request, baseURL);
  } else {
    // Another account's session (an earlier sign-in of this test) would answer for this one.
    await context.clearCookies({ name: SESSION_COOKIE });
  }
  const signedIn = await signInByApi(page.request, baseURL, email);
  const cookies = (await context.cookies(new URL('/oidc', baseURL).toString())).filter(({ name }) =>
    SESSION_COOKIE.test(name),
  );
  sessions.set(account, { cookies, grantOf: testName });
  return signedIn;
}
