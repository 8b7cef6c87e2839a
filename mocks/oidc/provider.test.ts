// @vitest-environment node
/**
 * Drives the local sign-in provider end to end over real HTTP, as the SPA and the mocked API
 * will: authorization code with PKCE, the login page, token exchange, JWT verification,
 * rotating refresh tokens and RP-initiated logout.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demoAccounts';
import { OIDC_CLIENT_ID } from './constants';
import {
  Browser,
  pkce,
  postToken,
  startProvider,
  verifyAccessToken,
  type Running,
  type TokenResponse,
} from './testHarness';

const REDIRECT_URI = 'http://localhost:4173/login/callback';
const POST_LOGOUT_URI = 'http://localhost:4173/login';
const ACCOUNT = DEMO_ACCOUNTS[0]!;

/** Starts an authorization request and returns the login page's URL. */
async function authorize(
  browser: Browser,
  issuer: string,
  challenge: string,
  scope = 'openid offline_access',
): Promise<string> {
  const url = new URL(`${issuer}/auth`);
  url.search = new URLSearchParams({
    client_id: OIDC_CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope,
    prompt: 'consent',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-123',
  }).toString();
  const response = await browser.request(url.href);
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '', url).href;
}

/** The whole sign-in: authorize, log in with the demo password, exchange the code. */
async function signIn(issuer: string, browser = new Browser(), scope?: string): Promise<TokenResponse> {
  const { verifier, challenge } = pkce();
  const loginUrl = await authorize(browser, issuer, challenge, scope);
  const login = await browser.request(loginUrl, { form: { email: ACCOUNT.email, password: DEMO_PASSWORD } });
  const callback = await browser.follow(login, loginUrl);
  const code = callback.searchParams.get('code') ?? '';
  const { status, body } = await postToken(issuer, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    client_id: OIDC_CLIENT_ID,
    code_verifier: verifier,
  });
  expect(status).toBe(200);
  return body;
}

describe('local sign-in provider', () => {
  let running: Running;
  beforeAll(async () => {
    running = await startProvider({ accessTokenTtlSeconds: 120 });
  });
  afterAll(() => running.server.close());

  it('publishes discovery for the /oidc issuer', async () => {
    const response = await fetch(`${running.issuer}/.well-known/openid-configuration`);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(running.issuer);
    expect(discovery.authorization_endpoint).toBe(`${running.issuer}/auth`);
    expect(discovery.token_endpoint).toBe(`${running.issuer}/token`);
    expect(discovery.end_session_endpoint).toBe(`${running.issuer}/session/end`);
    expect(discovery.code_challenge_methods_supported).toContain('S256');
  });

  it('signs in with PKCE and issues API access tokens and rotating refresh tokens', async () => {
    const browser = new Browser();
    const { verifier, challenge } = pkce();
    const loginUrl = await authorize(browser, running.issuer, challenge);
    expect(new URL(loginUrl).pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);

    const page = await browser.request(loginUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Sign in to Wattsight</h1>');
    expect(html).toMatch(/<form method="post" action="\/oidc\/interaction\/[\w-]+">/);
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('<button type="submit">Sign in</button>');
    for (const account of DEMO_ACCOUNTS) expect(html).toContain(account.email);

    const login = await browser.request(loginUrl, { form: { email: ACCOUNT.email, password: DEMO_PASSWORD } });
    const callback = await browser.follow(login, loginUrl);
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('state')).toBe('state-123');
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();

    const tokens = await postToken(running.issuer, {
      grant_type: 'authorization_code',
      code: code ?? '',
      redirect_uri: REDIRECT_URI,
      client_id: OIDC_CLIENT_ID,
      code_verifier: verifier,
    });
    expect(tokens.status).toBe(200);
    expect(tokens.body.token_type).toBe('Bearer');
    expect(tokens.body.expires_in).toBe(120);
    expect(tokens.body.id_token).toBeTruthy();
    const first = tokens.body.refresh_token;
    expect(first).toBeTruthy();
    const claims = await verifyAccessToken(running.issuer, tokens.body.access_token);
    expect(claims.sub).toBe(ACCOUNT.accountId);
    expect(claims.client_id).toBe(OIDC_CLIENT_ID);

    const refreshForm = (refreshToken: string): Record<string, string> => ({
      grant_type: 'refresh_token',
      scope: 'offline_access openid',
      redirect_uri: REDIRECT_URI,
      refresh_token: refreshToken,
      client_id: OIDC_CLIENT_ID,
    });
    const refreshed = await postToken(running.issuer, refreshForm(first ?? ''));
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).not.toBe(tokens.body.access_token);
    expect(refreshed.body.refresh_token).toBeTruthy();
    expect(refreshed.body.refresh_token).not.toBe(first);
    expect((await verifyAccessToken(running.issuer, refreshed.body.access_token)).sub).toBe(ACCOUNT.accountId);

    // Reusing a consumed refresh token fails, and revokes the whole grant (rotation's theft guard).
    const replay = await postToken(running.issuer, refreshForm(first ?? ''));
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
    const afterReplay = await postToken(running.issuer, refreshForm(refreshed.body.refresh_token ?? ''));
    expect(afterReplay.body.error).toBe('invalid_grant');
  });

  it('puts the profile and email claims in the ID token when asked (userinfo cannot take API tokens)', async () => {
    const tokens = await signIn(running.issuer, new Browser(), 'openid offline_access profile email');
    const [, payload = ''] = (tokens.id_token ?? '').split('.');
    const idClaims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(idClaims).toMatchObject({
      sub: ACCOUNT.accountId,
      aud: OIDC_CLIENT_ID,
      email: ACCOUNT.email,
      given_name: ACCOUNT.firstName,
      family_name: ACCOUNT.lastName,
      name: `${ACCOUNT.firstName} ${ACCOUNT.lastName}`,
    });
  });

  it('shows the login page again, with the error, after a wrong password', async () => {
    const browser = new Browser();
    const loginUrl = await authorize(browser, running.issuer, pkce().challenge);
    const response = await browser.request(loginUrl, { form: { email: ACCOUNT.email, password: 'wrong' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('Incorrect email or password.');
    expect(html).toContain(`value="${ACCOUNT.email}"`);
  });

  it('speaks French when the browser asks for it and escapes what it echoes', async () => {
    const browser = new Browser('fr-FR,fr;q=0.9');
    const loginUrl = await authorize(browser, running.issuer, pkce().challenge);
    const html = await (await browser.request(loginUrl)).text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Connexion à Wattsight</h1>');
    expect(html).toContain('<label for="email">E-mail</label>');
    expect(html).toContain('<label for="password">Mot de passe</label>');
    expect(html).toContain('<button type="submit">Se connecter</button>');
    expect(html).toContain('Comptes de démonstration');

    const failed = await browser.request(loginUrl, { form: { email: '"><script>x</script>', password: 'demo' } });
    const failedHtml = await failed.text();
    expect(failedHtml).toContain('E-mail ou mot de passe incorrect.');
    expect(failedHtml).not.toContain('<script>x</script>');
    expect(failedHtml).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });

  it('signs out through an auto-submitting page and lands on the registered URI', async () => {
    const browser = new Browser();
    const tokens = await signIn(running.issuer, browser);
    const url = new URL(`${running.issuer}/session/end`);
    url.search = new URLSearchParams({
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: POST_LOGOUT_URI,
      client_id: OIDC_CLIENT_ID,
      state: 'bye',
    }).toString();
    const page = await browser.request(url.href);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('.submit();</script>');
    const action = /<form id="op\.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(html).toContain('name="logout" value="yes"');

    const confirm = await browser.request(new URL(action, url).href, { form: { xsrf, logout: 'yes' } });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${POST_LOGOUT_URI}?state=bye`);
  });
});

describe('access token lifetime', () => {
  it('honours the accessTokenTtlSeconds option', async () => {
    const running = await startProvider({ accessTokenTtlSeconds: 42 });
    try {
      const tokens = await signIn(running.issuer);
      expect(tokens.expires_in).toBe(42);
      const claims = await verifyAccessToken(running.issuer, tokens.access_token);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(42);
    } finally {
      running.server.close();
    }
  });

  it('falls back to OIDC_ACCESS_TOKEN_TTL', async () => {
    vi.stubEnv('OIDC_ACCESS_TOKEN_TTL', '77');
    const running = await startProvider();
    try {
      expect((await signIn(running.issuer)).expires_in).toBe(77);
    } finally {
      vi.unstubAllEnvs();
      running.server.close();
    }
  });
});
