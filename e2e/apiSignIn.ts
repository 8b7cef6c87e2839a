import { createHash, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/*
 * A sign-in without drawing the provider's pages: the same authorization-code + PKCE exchange the
 * app makes, driven over HTTP with the page's own request context (so the provider's session
 * cookie lands in the browser context, as after a sign-in by hand), then the tokens stored where
 * oidc-client-ts keeps them. The login form is posted only when the provider asks for it: with a
 * session already open (providerSessions.ts) the exchange goes straight to consent and the code.
 * The sign-in screens themselves stay covered by auth.spec.ts and signInFromLoginScreen.
 */

const CLIENT_ID = 'wattsight-web';
const SCOPE = 'openid profile email offline_access';

const FILTERED_CLAIMS = ['nbf', 'jti', 'auth_time', 'nonce', 'acr', 'amr', 'azp', 'at_hash'];

const base64url = (bytes: Buffer): string => bytes.toString('base64url');

function location(response: APIResponse, from: string): string {
  const target = response.headers()['location'];
  if (!target || response.status() < 300 || response.status() >= 400) {
    throw new Error(`Expected a redirect from ${from}, got ${response.status()}`);
  }
  return new URL(target, from).toString();
}

/** Follows redirects by hand, posting the login form once the provider asks for it. */
async function authorize(
  request: APIRequestContext,
  start: string,
  email: string,
  callback: string,
): Promise<{ url: string; loggedIn: boolean }> {
  let url = start;
  let loggedIn = false;
  for (let hop = 0; hop < 12; hop += 1) {
    if (url.startsWith(callback)) return { url, loggedIn };
    const response = await request.get(url, { maxRedirects: 0 });
    if (response.status() === 200 && url.includes('/interaction/') && !loggedIn) {
      const posted = await request.post(url, { form: { email, password: 'demo' }, maxRedirects: 0 });
      loggedIn = true;
      url = location(posted, url);
      continue;
    }
    url = location(response, url);
  }
  throw new Error('The sign-in did not come back to the app.');
}

interface TokenAnswer {
  access_token: string;
  id_token: string;
  refresh_token: string;
  token_type: string;
  scope: string;
  expires_in: number;
}

function claims(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export interface ApiSignIn {
  /** oidc-client-ts's stored user: its sessionStorage key and value. */
  key: string;
  value: string;
  /** Whether the provider asked for the login form (no session of its own was open). */
  loggedIn: boolean;
}

/** Signs `email` in over HTTP with `request` (and its cookies) and returns oidc-client-ts's stored user. */
export async function signInByApi(request: APIRequestContext, baseURL: string, email: string): Promise<ApiSignIn> {
  const authority = new URL('/oidc', baseURL).toString();
  const callback = new URL('/login/callback', baseURL).toString();
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const state = base64url(randomBytes(16));
  const nonce = base64url(randomBytes(16));
  const start = new URL(`${authority}/auth`);
  start.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: callback,
    response_type: 'code',
    scope: SCOPE,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce,
    prompt: 'consent',
  }).toString();
  const authorized = await authorize(request, start.toString(), email, callback);
  const returned = new URL(authorized.url);
  const code = returned.searchParams.get('code');
  expect(returned.searchParams.get('state'), 'the provider answers the state it was given').toBe(state);
  expect(code, 'an authorization code').toBeTruthy();
  const tokenResponse = await request.post(`${authority}/token`, {
    form: {
      grant_type: 'authorization_code',
      code: code ?? '',
      redirect_uri: callback,
      client_id: CLIENT_ID,
      code_verifier: verifier,
    },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(tokenResponse.ok(), await tokenResponse.text()).toBe(true);
  const tokens = (await tokenResponse.json()) as TokenAnswer;
  // What oidc-client-ts keeps of the ID token's claims (its default protocol-claim filter).
  const profile = Object.fromEntries(
    Object.entries(claims(tokens.id_token)).filter(([name]) => !FILTERED_CLAIMS.includes(name)),
  );
  const user = {
    id_token: tokens.id_token,
    session_state: null,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type,
    scope: tokens.scope,
    profile,
    expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
  };
  return {
    key: `oidc.user:${authority.replace(/\/$/, '')}:${CLIENT_ID}`,
    value: JSON.stringify(user),
    loggedIn: authorized.loggedIn,
  };
}

/**
 * Takes the app's grant out of the provider session `request` holds, and keeps the session: the
 * provider's logout confirmed without `logout=yes` forgets that client's grant (one with
 * offline_access stays valid, as after a sign-out) and gives the session a new id. The next
 * authorization in that session then makes a new grant instead of adding to the old one, whose
 * refresh tokens another test may have spent (a spent one presented again revokes its grant).
 */
export async function endAppGrant(request: APIRequestContext, baseURL: string): Promise<void> {
  const end = new URL('/oidc/session/end', baseURL);
  end.searchParams.set('client_id', CLIENT_ID);
  const logoutPage = await request.get(end.toString(), { maxRedirects: 0 });
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(await logoutPage.text())?.[1];
  if (!logoutPage.ok() || !xsrf) throw new Error(`Expected the provider's logout form, got ${logoutPage.status()}`);
  const confirmed = await request.post(new URL('/oidc/session/end/confirm', baseURL).toString(), {
    form: { xsrf },
    maxRedirects: 0,
  });
  location(confirmed, end.toString());
}
