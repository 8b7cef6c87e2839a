import { setupServer } from 'msw/node';
import { generateKeyPair, SignJWT } from 'jose';
import { createJwtVerifier } from './auth/accessToken';
import { seedDatabase, type MockDatabase } from './db/database';
import { createFaultHandler } from './faultHandler';
import { createFaultSwitch } from './faultSwitch';
import { createHandlers } from './handlers';
import type { LiveAudience, MockApiContext } from './handlers/context';
import type { LiveMessage } from '../src/api/liveMessages';
import { API_AUDIENCE } from './oidc/constants';

export const TEST_API_BASE_URL = 'http://localhost/api/';
export const TEST_ISSUER = 'http://localhost/oidc';
/** Tests seed from a fixed instant so that every run sees the same rows. */
export const TEST_NOW = Date.UTC(2026, 10, 23, 9, 0, 0);

/** A test database whose clock stays at its seed instant, so that no result depends on today's date. */
function frozenSeed(now: number): MockDatabase {
  const db = seedDatabase(now);
  return { ...db, frozenAt: db.seededAt };
}

/** Component and handler tests: the same handlers, tokens signed by a key made for the test run. */
export async function createTestMockApi(options: { now?: number } = {}) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  // Off until a test calls setFaults(rules or text); setFaults([]) turns it off again.
  const faults = createFaultSwitch();
  // The seed is computed once; each reset copies it (a copy costs a fifth of a seed, and the
  // database is plain data: it is saved as JSON in the demo, mocks/db/persistence.ts).
  const seed = frozenSeed(options.now ?? TEST_NOW);
  const broadcasts: LiveMessage[] = [];
  const deliveries: { message: LiveMessage; audience: LiveAudience }[] = [];
  const pending: (() => void)[] = [];
  const context: MockApiContext = {
    apiBaseUrl: TEST_API_BASE_URL,
    verifyToken: createJwtVerifier({ issuer: TEST_ISSUER, keys: publicKey }),
    db: structuredClone(seed),
    live: {
      broadcast: (message, audience) => {
        broadcasts.push(message);
        deliveries.push({ message, audience });
      },
    },
    changed: () => undefined,
    settled: () => Promise.resolve(),
    later: (task) => void pending.push(task),
    faultRules: faults.getRules,
  };
  const server = setupServer(createFaultHandler(TEST_API_BASE_URL, faults.getRules), ...createHandlers(context));
  const signToken = (accountId: string, expiresIn: string | number = '5m') =>
    new SignJWT({ scope: 'api' })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt' })
      .setIssuer(TEST_ISSUER)
      .setAudience(API_AUDIENCE)
      .setSubject(accountId)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(privateKey);
  return {
    server,
    context,
    /** The live database the handlers read and write. */
    get db(): MockDatabase {
      return context.db;
    },
    /** Kept for older tests: the users table. */
    get users() {
      return context.db.users;
    },
    signToken,
    setFaults: faults.setFaults,
    /** Messages the mocked jobs pushed to the live connection. */
    broadcasts,
    /** The messages an account's live connection would have received, in order. */
    liveMessagesOf(accountId: string): LiveMessage[] {
      return deliveries.filter(({ audience }) => audience(accountId)).map(({ message }) => message);
    },
    /** Runs the simulated background work queued so far (imports, downloads, regressions). */
    runPendingJobs(): void {
      while (pending.length > 0) pending.shift()?.();
    },
    /** Back to the seed: tests that write start from the same rows. */
    reset(): void {
      context.db = structuredClone(seed);
      broadcasts.length = 0;
      deliveries.length = 0;
      pending.length = 0;
    },
  };
}
