import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import type { AppConfig } from '../src/config/configSchema';
import { createProviderVerifier } from './auth/accessToken';
import { seedDatabase, type MockDatabase } from './db/database';
import { clearDatabase, createDatabaseSaver, loadDatabase } from './db/persistence';
import { createFaultHandler } from './faultHandler';
import { browserFaultRules, sessionUseCounter } from './faultSwitch';
import { createHandlers } from './handlers';
import type { MockApiContext } from './handlers/context';
import { createLiveHub } from './live';

export interface DemoControls {
  /** Forget every change made in the demo and start again from the seed. */
  resetDemoData(): Promise<void>;
}

/**
 * Requests that come before the database is loaded wait for it, then fall through to the real
 * handlers: loading and seeding stay off the first screen's path.
 */
function databaseGate(apiBaseUrl: string, isLoaded: () => boolean, loaded: Promise<unknown>) {
  const base = new URL(apiBaseUrl, window.location.href);
  return http.all(
    ({ request }) => !isLoaded() && request.url.startsWith(base.href),
    async () => {
      await loaded;
      return undefined;
    },
  );
}

const SEED_SAVE_DELAY_MS = 1_500;

/** Demo mode: the mocked API answers in the browser; sign-in and Vite's own paths pass through. */
export async function startMockApi(config: AppConfig): Promise<DemoControls> {
  const verifyToken = createProviderVerifier(config.oidc.authority);
  const live = createLiveHub(config.websocketUrl, verifyToken);
  let db: MockDatabase | null = null;
  const context: MockApiContext = {
    apiBaseUrl: config.apiBaseUrl,
    verifyToken,
    get db(): MockDatabase {
      if (!db) throw new Error('The demo database is not loaded yet.');
      return db;
    },
    set db(next: MockDatabase) {
      db = next;
    },
    live,
    changed: () => void saver.save(),
    settled: () => saver.settled(),
    // Background jobs (imports, downloads, regressions) change rows too: keep what they did.
    later: (task, delayMs) =>
      void setTimeout(() => {
        task();
        void saver.save();
      }, delayMs),
    faultRules: () => faultRules(),
  };
  const saver = createDatabaseSaver(() => context.db);
  let markLoaded: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => {
    markLoaded = resolve;
  });
  const faultRules = browserFaultRules(window);
  const worker = setupWorker(
    databaseGate(config.apiBaseUrl, () => db !== null, loaded),
    // Then QA's fault rules (README "Fault injection (QA)"), so that they win over the handlers.
    createFaultHandler(config.apiBaseUrl, faultRules, sessionUseCounter(window, faultRules)),
    ...createHandlers(context),
    live.handler,
  );
  await startWorker(() =>
    worker.start({
      serviceWorker: { url: '/mockServiceWorker.js' },
      onUnhandledRequest: 'bypass',
      quiet: true,
    }),
  );
  // After the worker is up, so that the first screen does not wait for the seed.
  void loadDatabase().then((saved) => {
    db = saved ?? seedDatabase();
    markLoaded();
    // A seed costs a few hundred ms of the tab's time; reading it back costs a few tens. Kept once
    // the first screen has had its answers, so that the next page load of this tab reads it.
    if (!saved) setTimeout(() => void saver.save(), SEED_SAVE_DELAY_MS);
  });
  return {
    async resetDemoData() {
      await clearDatabase();
      context.db = seedDatabase();
    },
  };
}

/**
 * Registering or updating the worker can fail for a moment (a second tab updating the same worker,
 * a busy machine): "Failed to update a ServiceWorker … Not found". Without the worker, API calls
 * would reach the static server and read its index.html, so a start is tried again before giving up.
 */
async function startWorker(start: () => Promise<unknown>, attempts = 3): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await start();
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 400 * attempt));
    }
  }
}
