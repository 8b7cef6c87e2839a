import { act, render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import { TEST_API_BASE_URL, TEST_ISSUER } from '../../mocks/node';
import type { TestMockApi } from '../../mocks/testing';
import { createApiReporter, type ApiReporter } from '../api/apiReporter';
import { setApiFeedback } from '../api/apiFeedback';
import { notifications } from '@mantine/notifications';
import { ws } from 'msw';
import { createUnauthorizedRecovery, initHttpClient, type HttpClientOptions, type RequestTimeouts } from '../api/http';
import { reloadOnce } from '../api/reloadGuard';
import { App } from '../app/App';
import { createAppQueryClient } from '../app/queryClient';
import { createAppRouter } from '../app/router';
import { initAuth } from '../auth/authClient';
import type { Locale } from '../i18n/locale';
import type { Messages } from '../i18n/messages';
import { installTestConfig } from './renderWithApp';
import { TEST_RAW_CONFIG } from './testConfig';

/*
 * The whole app at one URL, in memory: the real route tree (guard, shell, screen), the app's query
 * client and error reporter, the HTTP client against the mocked API (msw in node), signed in as a
 * demo account. What a browser would do on its own is recorded instead: a reload the 401 recovery
 * asks for (`reload()` then mounts the app again on the same tab storage, as the page would), and a
 * session given up. Component tests use it to see a screen as the user does, failures included.
 */

const CATALOGUES: Record<Locale, Messages> = { fr, en };
const CLIENT_ID = TEST_RAW_CONFIG.oidc.clientId;
const STORAGE_KEY = `oidc.user:${TEST_ISSUER}:${CLIENT_ID}`;

/** Short enough that a timed-out call fails within a test, long enough for msw's answers under load. */
export const TEST_REQUEST_TIMEOUTS: RequestTimeouts = { readMs: 1_500, writeMs: 1_500 };

export interface AppRouteOptions {
  /** The demo account (users table id): u2 is the admin. */
  account?: string;
  locale?: Locale;
  timeouts?: RequestTimeouts;
}

export interface AppRouteView {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  /** What the app asked of the browser: `reload` (a 401's recovery), `unusable` (the session given up). */
  browserAsks: string[];
  /** The app again on the current URL, with what the tab kept (drafts, the session), as after a reload. */
  reload(): Promise<AppRouteView>;
  /**
   * Moves the app's notification clock on by `ms`: what it reports next is as if the user came back
   * that much later (one notification of a kind per window, apiReporter.ts).
   */
  passTime(ms: number): void;
  unmount(): void;
}

async function storeSession(api: TestMockApi, account: string): Promise<string> {
  const token = await api.signToken(account);
  const user = {
    access_token: token,
    refresh_token: `refresh-${account}`,
    token_type: 'Bearer',
    scope: TEST_RAW_CONFIG.oidc.scope,
    profile: { sub: account, iss: TEST_ISSUER, aud: CLIENT_ID, exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + 3600,
  };
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(user));
  return token;
}

let authReady = false;
/** The app on screen, which the next one replaces. */
let current: AppRouteView | null = null;

/** Unmounts the app on screen, if any (after a test, so that nothing of it outlives the test). */
export function unmountAppRoute(): void {
  current?.unmount();
}
let clientOptions: Partial<HttpClientOptions> | null = null;

/** The HTTP client of the app on screen, with other timeouts (default: the tests'). */
export function initHttpClientTimeouts(timeouts: RequestTimeouts = TEST_REQUEST_TIMEOUTS): void {
  if (!clientOptions) throw new Error('renderAppRoute() first.');
  clientOptions = { ...clientOptions, timeouts };
  initHttpClient(TEST_API_BASE_URL, clientOptions);
}

// The shell opens the live connection; here it connects and hears nothing unless a test sends.
const liveConnection = ws.link('ws://localhost/ws');
const quietLiveConnection = liveConnection.addEventListener('connection', () => undefined);

/** Opens `url` in the whole app, signed in; resolves once the router has loaded the URL. */
export async function renderAppRoute(
  api: TestMockApi,
  url: string,
  options: AppRouteOptions = {},
): Promise<AppRouteView> {
  const account = options.account ?? 'u2';
  const locale = options.locale ?? 'en';
  current?.unmount();
  // What earlier tests' calls reported with no app to show it waits to be replayed: not in this app.
  setApiFeedback({ showError: () => undefined, showSuccess: () => undefined, goToMaintenance: () => undefined });
  setApiFeedback(null);
  installTestConfig();
  notifications.clean();
  api.server.use(quietLiveConnection);
  if (!authReady) {
    initAuth({
      authority: TEST_ISSUER,
      clientId: CLIENT_ID,
      scope: TEST_RAW_CONFIG.oidc.scope,
      redirectUri: 'http://localhost/login/callback',
      postLogoutRedirectUri: 'http://localhost/login',
    });
    authReady = true;
  }
  let token = await storeSession(api, account);
  const browserAsks: string[] = [];
  // A reporter per app: its notification windows start afresh, as on a new page. Once the app is
  // gone, what its calls still in flight report is dropped, as a closed page's would be: it must not
  // reach the next app's notifications.
  let clockOffset = 0;
  const ownReporter = createApiReporter(undefined, () => Date.now() + clockOffset);
  let mounted = true;
  const reporter: ApiReporter = {
    reportError: (error) => {
      if (mounted) ownReporter.reportError(error);
    },
    reportMessages: (messages) => {
      if (mounted) ownReporter.reportMessages(messages);
    },
    reportSuccess: (method, path) => {
      if (mounted) ownReporter.reportSuccess(method, path);
    },
  };
  clientOptions = {
    getAccessToken: () => Promise.resolve(token),
    refreshAccessToken: async () => {
      token = await api.signToken(account);
      return token;
    },
    onUnauthorized: createUnauthorizedRecovery({
      refresh: async () => {
        token = await api.signToken(account);
      },
      signOut: () => {
        browserAsks.push('expired');
        return Promise.resolve();
      },
      reload: (call) => reloadOnce(`unauthorized:${call}`, Date.now(), () => browserAsks.push('reload')),
      giveUp: () => {
        browserAsks.push('unusable');
        return Promise.resolve();
      },
    }),
    reporter,
    timeouts: options.timeouts ?? TEST_REQUEST_TIMEOUTS,
  };
  initHttpClient(TEST_API_BASE_URL, clientOptions);
  const queryClient = createAppQueryClient(reporter);
  // The app's retry policy, without its second of waiting before the retry.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 10 } });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  await act(() => router.load());
  const result = render(
    <App queryClient={queryClient} router={router} locale={locale} messages={CATALOGUES[locale]} />,
  );
  const view: AppRouteView = {
    router,
    queryClient,
    browserAsks,
    unmount: () => {
      if (!mounted) return;
      mounted = false;
      if (current === view) current = null;
      result.unmount();
      queryClient.clear();
    },
    reload: async () => {
      const here = router.state.location.href;
      view.unmount();
      return renderAppRoute(api, here, options);
    },
    passTime: (ms) => {
      clockOffset += ms;
    },
  };
  current = view;
  return view;
}
