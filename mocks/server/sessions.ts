import { AsyncLocalStorage } from 'node:async_hooks';
import type { LiveMessage } from '../../src/api/liveMessages';
import { seedDatabase, type MockDatabase } from '../db/database';
import type { FaultUseCounter } from '../faultHandler';
import { parseFaultRules, type FaultRule } from '../faultRules';
import type { LiveAudience, MockApiContext } from '../handlers/context';
import type { AccessTokenVerifier } from '../auth/accessToken';
import { liveMessageText } from '../live';
import type { ServerLanguage } from '../serverTexts';

/** A signed-in connection of the live channel, as a session knows it. */
export interface LiveSocket {
  readonly accountId: string;
  readonly language: ServerLanguage;
  send(text: string): void;
}

/** One signed-in browser session's world: its own database, live connections and fault counts. */
export interface ApiSession {
  readonly id: string;
  db: MockDatabase;
  readonly sockets: Set<LiveSocket>;
  /** `@times` counts of QA's fault rules, by the rules' text and the rule's place in it. */
  readonly faultCounts: Map<string, number[]>;
  /** The rules the request being answered carries (its fault cookie), parsed. */
  faultRules: FaultRule[];
  lastUsed: number;
}

/** A seed serves new sessions for an hour; after that a new one follows the clock. */
const SEED_LIFETIME_MS = 60 * 60 * 1000;
/** A session no request has used for this long is forgotten. */
const IDLE_SESSION_MS = 2 * 60 * 60 * 1000;
const MAX_SESSIONS = 200;

export interface SessionStore {
  /** The handlers' context: every property reads the session of the request being answered. */
  readonly context: MockApiContext;
  /** Runs `task` as the session `id` (created from the seed on first use). */
  run<T>(id: string, task: () => T): T;
  /** The session's fault rules for this request, from the text of its fault switch. */
  useFaultText(text: string | null): void;
  /** The fault rules of the request being answered. */
  readonly faultRules: () => FaultRule[];
  /** The `@times` counter of the session being answered. */
  readonly faultCounter: FaultUseCounter;
  session(id: string): ApiSession;
  /** The sessions' ids, the most recently used first. */
  recentIds(): string[];
  size(): number;
}

/**
 * The reference server's sessions. Each signed-in session (the access token's `sid`) gets a copy of
 * the seed, so that parallel browser sessions, tests among them, never see each other's writes. The
 * handlers are made once, over a context whose every read goes to the session of the request being
 * answered (AsyncLocalStorage, which background work started by a request keeps too).
 */
export function createSessionStore(options: { apiBaseUrl: string; verifyToken: AccessTokenVerifier }): SessionStore {
  const current = new AsyncLocalStorage<ApiSession>();
  const sessions = new Map<string, ApiSession>();
  const parsedRules = new Map<string, FaultRule[]>();
  let seed: MockDatabase | null = null;

  const freshDatabase = (): MockDatabase => {
    if (!seed || Date.now() - seed.seededAt > SEED_LIFETIME_MS) seed = seedDatabase();
    return structuredClone(seed);
  };

  const forgetIdle = (now: number) => {
    for (const [id, session] of sessions) {
      if (now - session.lastUsed > IDLE_SESSION_MS || sessions.size > MAX_SESSIONS) sessions.delete(id);
    }
  };

  const session = (id: string): ApiSession => {
    const now = Date.now();
    let found = sessions.get(id);
    if (!found) {
      forgetIdle(now);
      found = { id, db: freshDatabase(), sockets: new Set(), faultCounts: new Map(), faultRules: [], lastUsed: now };
      sessions.set(id, found);
    }
    found.lastUsed = now;
    return found;
  };

  const active = (): ApiSession => {
    const found = current.getStore();
    if (!found) throw new Error('No session is being answered.');
    return found;
  };

  const broadcast = (message: LiveMessage, audience: LiveAudience) => {
    for (const socket of active().sockets) {
      if (audience(socket.accountId)) socket.send(liveMessageText(message, socket.language));
    }
  };

  const context: MockApiContext = {
    apiBaseUrl: options.apiBaseUrl,
    verifyToken: options.verifyToken,
    get db(): MockDatabase {
      return active().db;
    },
    set db(next: MockDatabase) {
      active().db = next;
    },
    live: { broadcast },
    // Kept in memory for the server's life: nothing to save, so a write is answered at once.
    changed: () => undefined,
    settled: () => Promise.resolve(),
    later: (task, delayMs) => {
      const owner = active();
      setTimeout(() => current.run(owner, task), delayMs);
    },
    faultRules: () => active().faultRules,
  };

  const countsOf = (rule: FaultRule): { counts: number[]; index: number } | null => {
    const owner = active();
    const index = owner.faultRules.indexOf(rule);
    if (index < 0) return null;
    const key = JSON.stringify(owner.faultRules);
    let counts = owner.faultCounts.get(key);
    if (!counts) {
      counts = [];
      owner.faultCounts.set(key, counts);
    }
    return { counts, index };
  };

  return {
    context,
    run: (id, task) => current.run(session(id), task),
    useFaultText(text) {
      let rules = text ? parsedRules.get(text) : [];
      if (!rules && text) {
        rules = parseFaultRules(text);
        parsedRules.set(text, rules);
      }
      active().faultRules = rules ?? [];
    },
    faultRules: () => active().faultRules,
    faultCounter: {
      used: (rule) => {
        const found = countsOf(rule);
        return found ? (found.counts[found.index] ?? 0) : 0;
      },
      use: (rule) => {
        const found = countsOf(rule);
        if (found) found.counts[found.index] = (found.counts[found.index] ?? 0) + 1;
      },
    },
    session,
    recentIds: () => [...sessions.values()].sort((a, b) => b.lastUsed - a.lastUsed).map(({ id }) => id),
    size: () => sessions.size,
  };
}
