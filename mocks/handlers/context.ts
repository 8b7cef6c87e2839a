import { HttpResponse } from 'msw';
import type { LiveMessage } from '../../src/api/liveMessages';
import type { FaultRule } from '../faultRules';
import { bearerToken, type AccessTokenVerifier } from '../auth/accessToken';
import type { MockDatabase } from '../db/database';
import { findUserByAccountId, type MockUser } from '../db/users';

/**
 * Who receives a live message, by the account a connection signed in with. A message tells of a
 * row (a download, an import, a model run): it goes only to those who may see that row, never to
 * every connection (another customer's file names and statuses are not theirs to know).
 */
export type LiveAudience = (accountId: string) => boolean;

/** What the mocked API's live connection offers handlers: tell connected clients of progress. */
export interface LiveBroadcaster {
  broadcast(message: LiveMessage, audience: LiveAudience): void;
}

/** The audience of the users `who` accepts, looked up in the database of the moment. */
export function liveAudience(context: MockApiContext, who: (user: MockUser) => boolean): LiveAudience {
  return (accountId) => {
    const user = findUserByAccountId(context.db.users, accountId);
    return user !== undefined && who(user);
  };
}

export interface MockApiContext {
  /** The API base URL, ending with "/". */
  apiBaseUrl: string;
  verifyToken: AccessTokenVerifier;
  /** Replaced by "reset demo data": handlers read it on every request, never keep it. */
  db: MockDatabase;
  live: LiveBroadcaster;
  /** Called after every successful write: the demo persists its state. */
  changed(): void;
  /** Resolves once what changed is saved: a write is answered only then, so a reload finds it. */
  settled(): Promise<void>;
  /** Simulated background work (imports, downloads, regressions); tests may run it at once. */
  later(task: () => void, delayMs: number): void;
  /**
   * QA's fault rules in force (README "Fault injection (QA)"), for background work that no request
   * carries: a report's generation fails while a rule matches `POST reports/generation`.
   */
  faultRules?: () => readonly FaultRule[];
}

export function apiUrl(context: MockApiContext, path: string): string {
  return `${context.apiBaseUrl}${path}`;
}

/** The signed-in caller, or the 401 answer for a missing, invalid or expired token. */
export async function authenticate(context: MockApiContext, request: Request): Promise<MockUser | Response> {
  const token = bearerToken(request);
  const accountId = token ? await context.verifyToken(token) : null;
  const user = accountId ? findUserByAccountId(context.db.users, accountId) : undefined;
  return user ?? HttpResponse.json({ messages: ['UNAUTHORIZED'] }, { status: 401 });
}
