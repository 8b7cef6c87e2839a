import { setupWorker } from 'msw/browser';
import type { AppConfig } from '../src/config/configSchema';
import { createProviderVerifier } from './auth/accessToken';
import { seedUsers } from './db/users';
import { createHandlers } from './handlers';

/** Demo mode: the mocked API answers in the browser; sign-in and Vite's own paths pass through. */
export async function startMockApi(config: AppConfig): Promise<void> {
  const worker = setupWorker(
    ...createHandlers({
      apiBaseUrl: config.apiBaseUrl,
      verifyToken: createProviderVerifier(config.oidc.authority),
      users: seedUsers(),
    }),
  );
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
