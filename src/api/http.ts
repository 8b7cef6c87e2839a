import ky, { type KyInstance } from 'ky';
import { getAccessToken, refreshTokens, signOutLocally } from '../auth/authClient';
import { reloadOnce } from './reloadGuard';

export interface HttpClientOptions {
  getAccessToken: () => Promise<string | null>;
  onUnauthorized: () => Promise<void>;
}

/** spec 000 §8: a 401 triggers a token refresh, then a page reload; a failed refresh signs out. */
async function recoverFromUnauthorized(): Promise<void> {
  try {
    await refreshTokens();
  } catch {
    await signOutLocally();
    return;
  }
  reloadOnce('unauthorized');
}

const signedInUser: HttpClientOptions = { getAccessToken, onUnauthorized: recoverFromUnauthorized };

let client: KyInstance | null = null;

export function createHttpClient(apiBaseUrl: string, options: HttpClientOptions = signedInUser): KyInstance {
  return ky.create({
    prefixUrl: apiBaseUrl,
    timeout: 30_000,
    retry: 0,
    hooks: {
      beforeRequest: [
        async (request) => {
          const token = await options.getAccessToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async (_request, _options, response) => {
          if (response.status === 401) await options.onUnauthorized();
          return response;
        },
      ],
    },
  });
}

/** Tests pass their own token supply; the app uses the signed-in user's. */
export function initHttpClient(apiBaseUrl: string, options?: HttpClientOptions): void {
  client = createHttpClient(apiBaseUrl, options);
}

export function http(): KyInstance {
  if (!client) throw new Error('initHttpClient() must run before any API call.');
  return client;
}
