import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/apiError';
import { apiReporter, type ApiReporter } from '../api/apiReporter';
import { loadRefresher } from './loadRefresher';

/**
 * A fixed pause before a read's one retry, rather than TanStack's doubling one: with the read
 * timeout it sets how long a first load that never answers takes to fail, which must stay
 * within 30 s (src/api/http.ts).
 */
export const READ_RETRY_DELAY_MS = 1_000;

/** Server and network failures get one more try; refusals (4xx) and maintenance never do. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isApiError(error) && error.transient;
}

/**
 * After every write, what the refresh table says it made stale (src/entities/refreshes.ts): after
 * a success, and after a refusal that a rule names (what the write was based on moved on).
 */
export function refreshingMutationCache(reporter?: ApiReporter): MutationCache {
  return new MutationCache({
    onSuccess: async (_result, _input, _context, mutation, { client }) =>
      (await loadRefresher()).afterWrite(client, mutation.options.mutationKey),
    onError: async (error, _input, _context, mutation, { client }) => {
      reporter?.reportError(error);
      await (await loadRefresher()).afterFailure(client, mutation.options.mutationKey, error);
    },
  });
}

/**
 * Errors are reported once a query or mutation has finally failed, not per attempt: one failure,
 * one notification (spec 000 §8), whatever the retries.
 */
export function createAppQueryClient(reporter: ApiReporter = apiReporter): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => reporter.reportError(error) }),
    mutationCache: refreshingMutationCache(reporter),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, retryDelay: READ_RETRY_DELAY_MS, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
