/**
 * The local OpenID Connect provider used in demo mode and by the end-to-end tests: one public
 * client (the SPA), the demo accounts, and JWT access tokens the mocked API can verify offline.
 * Everything is in memory except the signing and cookie keys, which are pinned so that a
 * dev-server restart does not invalidate the tokens and cookies a browser already holds.
 */
import Provider, { type Account, type Client, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { DEMO_ACCOUNTS } from '../demoAccounts.ts';
import { API_AUDIENCE, APP_PORTS, OIDC_CLIENT_ID, OIDC_PATH, SESSION_CLAIM } from './constants.ts';
import jwks from './jwks.json' with { type: 'json' };
import { renderErrorPage, renderLogoutPage, renderSignedOutPage } from './loginPage.ts';
import { PROVIDER_PAGE_POLICY } from './pagePolicy.ts';
import { pickLanguage } from './pageTranslations.ts';

export interface ProviderOptions {
  /** Access-token lifetime; defaults to env OIDC_ACCESS_TOKEN_TTL, then 300 seconds. */
  readonly accessTokenTtlSeconds?: number;
}

const DEFAULT_ACCESS_TOKEN_TTL = 300;
/** The app on each known port, over http and, for the HTTP/2 benchmark (TLS only), https. */
const APP_ORIGINS = APP_PORTS.flatMap((port) => [`http://localhost:${port}`, `https://localhost:${port}`]);
const ONE_DAY = 24 * 60 * 60;

/** Demo-only secrets for signing the provider's cookies; pinned for the same reason as jwks. */
const COOKIE_KEYS = ['wattsight-demo-cookie-key-2f1c9a7e4b', 'wattsight-demo-cookie-key-8d03b6e51a'];

/** The API's own scope. Nothing requires it: a refresh with `offline_access openid` drops it. */
const API_SCOPE = 'api';

function resolveAccessTokenTtl(options: ProviderOptions): number {
  if (options.accessTokenTtlSeconds !== undefined)
    return positiveInteger(options.accessTokenTtlSeconds, 'accessTokenTtlSeconds');
  const fromEnv = process.env.OIDC_ACCESS_TOKEN_TTL;
  if (fromEnv !== undefined && fromEnv.trim() !== '') return positiveInteger(Number(fromEnv), 'OIDC_ACCESS_TOKEN_TTL');
  return DEFAULT_ACCESS_TOKEN_TTL;
}

function positiveInteger(value: number, name: string): number {
  if (!Number.isInteger(value) || value <= 0) throw new TypeError(`${name} must be a positive whole number of seconds`);
  return value;
}

function findAccount(_ctx: KoaContextWithOIDC, sub: string): Account | undefined {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.accountId === sub);
  if (!account) return undefined;
  return {
    accountId: account.accountId,
    // The provider filters these by the granted scopes and claims.
    claims: () => ({
      sub: account.accountId,
      email: account.email,
      email_verified: true,
      given_name: account.firstName,
      family_name: account.lastName,
      name: `${account.firstName} ${account.lastName}`,
    }),
  };
}

export function createProvider(issuer: string, options: ProviderOptions = {}): Provider {
  const accessTokenTtl = resolveAccessTokenTtl(options);

  const configuration: Configuration = {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_name: 'Wattsight',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: APP_ORIGINS.map((origin) => `${origin}/login/callback`),
        post_logout_redirect_uris: APP_ORIGINS.map((origin) => `${origin}/login`),
      },
    ],
    // The SPA is served from the provider's origin, but a browser still sends Origin on POST.
    clientBasedCORS: (_ctx, origin, client: Client) =>
      client.redirectUris.some((uri) => new URL(uri).origin === origin),
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    findAccount,
    // The signed-in session travels in the access token, kept across refreshes: the reference
    // server (mocks/server) gives each its own database. The app's grant in the provider's session
    // is the one every tab of that browser session shares, and a new sign-in starts a new one.
    extraTokenClaims: (_ctx, token) => ({ [SESSION_CLAIM]: token.grantId ?? token.sessionUid }),
    jwks,
    cookies: { keys: COOKIE_KEYS },
    // Public client: PKCE always (the default for public clients; stated so it is not relaxed).
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `${OIDC_PATH}/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: ONE_DAY,
      Grant: ONE_DAY,
      // A rotated refresh token inherits what is left of its predecessor's day (as the default
      // policy does for public clients), so a stolen chain cannot live forever.
      RefreshToken: (ctx) => ctx?.oidc.entities.RotatedRefreshToken?.remainingTTL ?? ONE_DAY,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.set('Content-Security-Policy', PROVIDER_PAGE_POLICY);
      ctx.body = renderErrorPage(pickLanguage(ctx.get('accept-language')), out.error, out.error_description);
    },
    features: {
      // The login page and consent are ours (interactionRoutes.ts); the dev pages are not for users.
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        // Every access token is for the API, even when the client sends no `resource`.
        defaultResource: () => API_AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: API_SCOPE,
          accessTokenFormat: 'jwt',
          accessTokenTTL: accessTokenTtl,
        }),
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.set('Content-Security-Policy', PROVIDER_PAGE_POLICY);
          ctx.body = renderLogoutPage(pickLanguage(ctx.get('accept-language')), form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.set('Content-Security-Policy', PROVIDER_PAGE_POLICY);
          ctx.body = renderSignedOutPage(pickLanguage(ctx.get('accept-language')));
        },
      },
    },
  };

  return new Provider(issuer, configuration);
}
