import { setupWorker } from 'msw/browser';
import type { AppConfig } from '../src/config/configSchema';
import { createProviderVerifier } from './auth/accessToken';
import { seedDatabase } from './db/database';
import { clearDatabase, createDatabaseSaver, loadDatabase } from './db/persistence';
import { browserFaultRules, createFaultHandler } from './faults';
import { createHandlers } from './handlers';
import type { MockApiContext } from './handlers/context';
import { createLiveHub } from './live';

export interface DemoControls {
  /** Forget every change made in the demo and start again from the seed. */
  resetDemoData(): Promise<void>;
}

/** Demo mode: the mocked API answers in the browser; sign-in and Vite's own paths pass through. */
export async function startMockApi(config: AppConfig): Promise<DemoControls> {
  const verifyToken = createProviderVerifier(config.oidc.authority);
  const live = createLiveHub(config.websocketUrl, verifyToken);
  const context: MockApiContext = {
    apiBaseUrl: config.apiBaseUrl,
    verifyToken,
    db: (await loadDatabase()) ?? seedDatabase(),
    live,
    changed: () => void saver.save(),
    settled: () => saver.settled(),
    // Background jobs (imports, downloads, regressions) change rows too: keep what they did.
    later: (task, delayMs) =>
      void setTimeout(() => {
        task();
        void saver.save();
      }, delayMs),
  };
  const saver = createDatabaseSaver(() => context.db);
  const worker = setupWorker(
    // First, so that QA's fault rules (README "Fault injection (QA)") win over the real handlers.
    createFaultHandler(config.apiBaseUrl, browserFaultRules(window)),
    ...createHandlers(context),
    live.handler,
  );
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return {
    async resetDemoData() {
      await clearDatabase();
      context.db = seedDatabase();
    },
  };
}
