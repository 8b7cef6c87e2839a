import ky, { type KyInstance } from 'ky';
import { getAccessToken, refreshTokens, signOutLocally } from '../auth/authClient';
import { reloadOnce } from './reloadGuard';

let client: KyInstance | null = null;

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

export function createHttpClient(apiBaseUrl: string): KyInstance {
  return ky.create({
    prefixUrl: apiBaseUrl,
    timeout: 30_000,
    retry: 0,
    hooks: {
      beforeRequest: [
        async (request) => {
          const token = await getAccessToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async (_request, _options, response) => {
          if (response.status === 401) await recoverFromUnauthorized();
          return response;
        },
      ],
    },
  });
}

export function initHttpClient(apiBaseUrl: string): void {
  client = createHttpClient(apiBaseUrl);
}

export function http(): KyInstance {
  if (!client) throw new Error('initHttpClient() must run before any API call.');
  return client;
}
