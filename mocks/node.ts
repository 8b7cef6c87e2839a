import { setupServer } from 'msw/node';
import { generateKeyPair, SignJWT } from 'jose';
import { createJwtVerifier } from './auth/accessToken';
import { seedUsers } from './db/users';
import { createHandlers } from './handlers';
import { API_AUDIENCE } from './oidc/constants';

export const TEST_API_BASE_URL = 'http://localhost/api/';
export const TEST_ISSUER = 'http://localhost/oidc';

/** Component tests: the same handlers, tokens signed by a key made for the test run. */
export async function createTestMockApi() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const users = seedUsers();
  const server = setupServer(
    ...createHandlers({
      apiBaseUrl: TEST_API_BASE_URL,
      verifyToken: createJwtVerifier({ issuer: TEST_ISSUER, keys: publicKey }),
      users,
    }),
  );
  const signToken = (accountId: string, expiresIn: string | number = '5m') =>
    new SignJWT({ scope: 'api' })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt' })
      .setIssuer(TEST_ISSUER)
      .setAudience(API_AUDIENCE)
      .setSubject(accountId)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(privateKey);
  return { server, users, signToken };
}
