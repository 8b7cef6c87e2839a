import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/apiError';
import { apiReporter, type ApiReporter } from '../api/apiReporter';

/** Server and network failures get one more try; refusals (4xx) and maintenance never do. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isApiError(error) && error.transient;
}

/**
 * Errors are reported once a query or mutation has finally failed, not per attempt: one failure,
 * one notification (spec 000 §8), whatever the retries.
 */
export function createAppQueryClient(reporter: ApiReporter = apiReporter): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => reporter.reportError(error) }),
    mutationCache: new MutationCache({ onError: (error) => reporter.reportError(error) }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
