import ky, { type KyInstance } from 'ky';
import { getAccessToken, refreshTokens, signOutLocally } from '../auth/authClient';
import { currentLocale } from '../i18n/locale';
import { apiReporter, type ApiReporter } from './apiReporter';
import { forgetReload, reloadOnce } from './reloadGuard';

export interface HttpClientOptions {
  getAccessToken: () => Promise<string | null>;
  /** A fresh access token (spec 000 §7 refresh), or a rejection when the provider refuses. */
  refreshAccessToken: () => Promise<string>;
  /** `call`: the call the API refused, as `METHOD path` (the path relative to the API base). */
  onUnauthorized: (call: string) => Promise<void>;
  reporter?: ApiReporter;
  timeouts?: Partial<RequestTimeouts>;
}

/**
 * How long a call may take before it gives up (spec 000 §9 leaves the values to us); config.json's
 * `timeouts` overrides them (tests shorten them).
 *
 * A read is retried once, 1 s later, on a transient failure, a timeout included
 * (src/app/queryClient.ts): a first load that never answers shows its failure after
 * read + 1 s + read, which must stay within 30 s (issue "Cost of change": with 20 s reads, 41 s
 * went by before anyone was told). Two reads of 14 s take 29 s, leaving a second to show it.
 * Two short reads rather than one of 29 s without a retry after a timeout: a 5xx late in that long
 * read would still be followed by a full second one and break the bound, and a read stuck on a
 * dropped connection can answer on a new one. A slow read still has nearly three times the
 * "still loading" delay (5 s) to answer, twice.
 * A write is never retried, so it may wait longer.
 */
export interface RequestTimeouts {
  readMs: number;
  writeMs: number;
}

export const DEFAULT_REQUEST_TIMEOUTS: RequestTimeouts = { readMs: 14_000, writeMs: 30_000 };

export interface UnauthorizedRecoverySteps {
  refresh: () => Promise<unknown>;
  signOut: () => Promise<void>;
  /** Reloads unless it already did moments ago for the same call; false when it refused. */
  reload: (call: string) => boolean;
  /** The refresh and the reload did not cure it: the session is unusable, the user signs in again. */
  giveUp: () => Promise<void>;
}

/**
 * spec 000 §8: a 401 triggers a token refresh, then a page reload; a failed refresh signs out.
 * A server that still refuses fresh tokens after the reload does not loop (the reload guard): the
 * user is told the session cannot be used and signs in again, keeping what they typed (drafts).
 */
export function createUnauthorizedRecovery(steps: UnauthorizedRecoverySteps): (call: string) => Promise<void> {
  return async (call) => {
    try {
      await steps.refresh();
    } catch {
      await steps.signOut();
      return;
    }
    if (!steps.reload(call)) await steps.giveUp();
  };
}

const recoverFromUnauthorized = createUnauthorizedRecovery({
  refresh: refreshTokens,
  signOut: () => signOutLocally('expired'),
  reload: (call) => reloadOnce(unauthorizedReason(call)),
  giveUp: () => signOutLocally('unusable'),
});

/** Per call: a call refused again right after its reload is a loop; another call's 401 is not. */
const unauthorizedReason = (call: string) => `unauthorized:${call}`;
/** A call as the reload guard knows it: a GET that succeeds does not cure the POST on the same path. */
const callOf = (request: Request, apiBaseUrl: string) => `${request.method} ${relativePath(request.url, apiBaseUrl)}`;

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
let clientTimeouts: RequestTimeouts = DEFAULT_REQUEST_TIMEOUTS;

function relativePath(url: string, apiBaseUrl: string): string {
  return url.startsWith(apiBaseUrl) ? (url.slice(apiBaseUrl.length).split('?')[0] ?? '') : new URL(url).pathname;
}

export function createHttpClient(apiBaseUrl: string, given: Partial<HttpClientOptions> = {}): KyInstance {
  const options: HttpClientOptions = { ...signedInUser, ...given };
  const timeouts = { ...DEFAULT_REQUEST_TIMEOUTS, ...options.timeouts };
  // The one retry after a 403 goes through a bare instance: no hook may loop on it.
  const bare = ky.create({ timeout: timeouts.writeMs, retry: 0, throwHttpErrors: false });
  return ky.create({
    prefixUrl: apiBaseUrl,
    // Per call: request.ts sets the read or write timeout. This bounds the rest (the gate, the token).
    timeout: timeouts.writeMs,
    retry: 0,
    hooks: {
      beforeRequest: [
        async (request) => {
          await requestGate;
          const token = await options.getAccessToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          // The server's free texts (a modelling run's messages) come in the app's language, not the browser's.
          request.headers.set('Accept-Language', currentLocale());
        },
      ],
      afterResponse: [
        async (request, _options, response) => {
          if (response.status === 401) {
            await options.onUnauthorized(callOf(request, apiBaseUrl));
            return response;
          }
          // The reload a 401 of this call caused (if any) cured it.
          if (response.ok) forgetReload(unauthorizedReason(callOf(request, apiBaseUrl)));
          if (response.status === 403) {
            // spec 000 §8: a 403 means a new token is needed; one refresh and one retry.
            let token: string;
            try {
              token = await options.refreshAccessToken();
            } catch {
              return response;
            }
            request.headers.set('Authorization', `Bearer ${token}`);
            return bare(request);
          }
          // Success is reported by request.ts once the answer has been parsed, never here.
          return response;
        },
      ],
    },
  });
}

/** Tests pass their own token supply; the app uses the signed-in user's. */
export function initHttpClient(apiBaseUrl: string, options?: Partial<HttpClientOptions>): void {
  client = createHttpClient(apiBaseUrl, options);
  clientReporter = options?.reporter ?? apiReporter;
  clientTimeouts = { ...DEFAULT_REQUEST_TIMEOUTS, ...options?.timeouts };
}

/** The read and write timeouts of the client in use. */
export function httpTimeouts(): RequestTimeouts {
  return clientTimeouts;
}

/** The reporter of the client in use: tests give their own. */
export function httpReporter(): ApiReporter {
  return clientReporter;
}

export function http(): KyInstance {
  if (!client) throw new Error('initHttpClient() must run before any API call.');
  return client;
}
