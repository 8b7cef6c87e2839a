import ky, { type KyInstance } from 'ky';
import { getAccessToken, refreshTokens, signOutLocally } from '../auth/authClient';
import { apiReporter, type ApiReporter } from './apiReporter';
import { reloadOnce } from './reloadGuard';

export interface HttpClientOptions {
  getAccessToken: () => Promise<string | null>;
  /** A fresh access token (spec 000 §7 refresh), or a rejection when the provider refuses. */
  refreshAccessToken: () => Promise<string>;
  onUnauthorized: () => Promise<void>;
  reporter?: ApiReporter;
  timeoutMs?: number;
}

/** Requests time out after this; the spec leaves the value to us (spec 000 §9). */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface UnauthorizedRecoverySteps {
  refresh: () => Promise<unknown>;
  signOut: () => Promise<void>;
  /** Reloads unless it already did moments ago; false when it refused. */
  reload: () => boolean;
}

/**
 * spec 000 §8: a 401 triggers a token refresh, then a page reload; a failed refresh signs out.
 * The reload guard makes a server that keeps refusing fresh tokens end in an error, not a loop.
 */
export function createUnauthorizedRecovery(steps: UnauthorizedRecoverySteps): () => Promise<void> {
  return async () => {
    try {
      await steps.refresh();
    } catch {
      await steps.signOut();
      return;
    }
    steps.reload();
  };
}

const recoverFromUnauthorized = createUnauthorizedRecovery({
  refresh: refreshTokens,
  signOut: signOutLocally,
  reload: () => reloadOnce('unauthorized'),
});

const signedInUser: HttpClientOptions = {
  getAccessToken,
  refreshAccessToken: async () => (await refreshTokens()).access_token,
  onUnauthorized: recoverFromUnauthorized,
};

let client: KyInstance | null = null;
let requestGate: Promise<unknown> = Promise.resolve();

/**
 * Calls wait for this before leaving: the demo's mocked API starts while the first screen renders,
 * and no call may reach the network before it answers.
 */
export function holdRequestsUntil(ready: Promise<unknown>): void {
  requestGate = ready.catch(() => undefined);
}
let clientReporter: ApiReporter = apiReporter;

function relativePath(url: string, apiBaseUrl: string): string {
  return url.startsWith(apiBaseUrl) ? (url.slice(apiBaseUrl.length).split('?')[0] ?? '') : new URL(url).pathname;
}

export function createHttpClient(apiBaseUrl: string, options: HttpClientOptions = signedInUser): KyInstance {
  const reporter = options.reporter ?? apiReporter;
  const timeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  // The one retry after a 403 goes through a bare instance: no hook may loop on it.
  const bare = ky.create({ timeout, retry: 0, throwHttpErrors: false });
  return ky.create({
    prefixUrl: apiBaseUrl,
    timeout,
    retry: 0,
    hooks: {
      beforeRequest: [
        async (request) => {
          await requestGate;
          const token = await options.getAccessToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async (request, _options, response) => {
          if (response.status === 401) {
            await options.onUnauthorized();
            return response;
          }
          if (response.status === 403) {
            // spec 000 §8: a 403 means a new token is needed; one refresh and one retry.
            let token: string;
            try {
              token = await options.refreshAccessToken();
            } catch {
              return response;
            }
            request.headers.set('Authorization', `Bearer ${token}`);
            const retried = await bare(request);
            if (retried.ok) reporter.reportSuccess(request.method, relativePath(request.url, apiBaseUrl));
            return retried;
          }
          if (response.ok) reporter.reportSuccess(request.method, relativePath(request.url, apiBaseUrl));
          return response;
        },
      ],
    },
  });
}

/** Tests pass their own token supply; the app uses the signed-in user's. */
export function initHttpClient(apiBaseUrl: string, options?: HttpClientOptions): void {
  client = createHttpClient(apiBaseUrl, options);
  clientReporter = options?.reporter ?? apiReporter;
}

/** The reporter of the client in use: tests give their own. */
export function httpReporter(): ApiReporter {
  return clientReporter;
}

export function http(): KyInstance {
  if (!client) throw new Error('initHttpClient() must run before any API call.');
  return client;
}
