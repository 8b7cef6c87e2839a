import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { API_AUDIENCE } from '../oidc/constants';

/** Returns the account id (`sub`) of a valid, unexpired access token, else null. */
export type AccessTokenVerifier = (token: string) => Promise<string | null>;

export function createJwtVerifier(options: {
  issuer: string;
  keys: JWTVerifyGetKey | CryptoKey;
  audience?: string;
}): AccessTokenVerifier {
  return async (token) => {
    try {
      // jose takes either a key or a key lookup; the two overloads need separate calls.
      const { payload } =
        typeof options.keys === 'function'
          ? await jwtVerify(token, options.keys, {
              issuer: options.issuer,
              audience: options.audience ?? API_AUDIENCE,
              typ: 'at+jwt',
            })
          : await jwtVerify(token, options.keys, {
              issuer: options.issuer,
              audience: options.audience ?? API_AUDIENCE,
              typ: 'at+jwt',
            });
      return typeof payload.sub === 'string' ? payload.sub : null;
    } catch {
      return null;
    }
  };
}

/**
 * The demo's verifier: the local sign-in provider's published keys, fetched at once so that the
 * first call (the session's user/current) does not wait one more round trip for them.
 */
export function createProviderVerifier(issuer: string): AccessTokenVerifier {
  const keys = createRemoteJWKSet(new URL(`${issuer}/jwks`));
  // A failure here is tried again by the first verification.
  keys.reload().catch(() => undefined);
  return createJwtVerifier({ issuer, keys });
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1] ?? null;
}
