import { createLocalJWKSet, jwtVerify } from 'jose';
import type { AccessTokenVerifier } from '../auth/accessToken';
import { API_AUDIENCE, SESSION_CLAIM } from '../oidc/constants';
import jwks from '../oidc/jwks.json' with { type: 'json' };

/** Who a valid access token speaks for, and the signed-in session it belongs to. */
export interface TokenSession {
  accountId: string;
  sessionId: string;
}

const PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi']);

/** The provider's signing keys without their private halves: what an API gets from /jwks. */
const publicKeys = createLocalJWKSet({
  keys: jwks.keys.map((key) => Object.fromEntries(Object.entries(key).filter(([name]) => !PRIVATE_MEMBERS.has(name)))),
});

/** Reads the access tokens of the sign-in provider at `issuer`, with the same keys it signs them with. */
export function createTokenSessionReader(issuer: string): (token: string) => Promise<TokenSession | null> {
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, publicKeys, { issuer, audience: API_AUDIENCE, typ: 'at+jwt' });
      if (typeof payload.sub !== 'string') return null;
      const sessionId = payload[SESSION_CLAIM];
      // A token without a session (none should come) shares its account's.
      return {
        accountId: payload.sub,
        sessionId: typeof sessionId === 'string' ? sessionId : `account:${payload.sub}`,
      };
    } catch {
      return null;
    }
  };
}

export function verifierOf(read: (token: string) => Promise<TokenSession | null>): AccessTokenVerifier {
  return async (token) => (await read(token))?.accountId ?? null;
}
