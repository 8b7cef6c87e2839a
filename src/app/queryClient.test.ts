// @vitest-environment node
import { ApiError } from '../api/apiError';
import { rootKey } from '../api/querySource';
import { createAppQueryClient, shouldRetry } from './queryClient';

describe('the app query client', () => {
  it('retries server and network failures once, never refusals or maintenance', () => {
    expect(shouldRetry(0, new ApiError(500, ['ERROR']))).toBe(true);
    expect(shouldRetry(0, new ApiError(null, ['NETWORK']))).toBe(true);
    expect(shouldRetry(1, new ApiError(500, ['ERROR']))).toBe(false);
    expect(shouldRetry(0, new ApiError(400, ['INVALID_NAME']))).toBe(false);
    expect(shouldRetry(0, new ApiError(503, ['MAINTENANCE']))).toBe(false);
  });

  it('reports a failed query once, after its retry, not once per attempt', async () => {
    const reporter = { reportError: vi.fn(), reportMessages: vi.fn(), reportSuccess: vi.fn() };
    const queryClient = createAppQueryClient(reporter);
    let attempts = 0;
    const failure = new ApiError(500, ['ERROR']);
    await expect(
      queryClient.fetchQuery({
        queryKey: rootKey('failing'),
        queryFn: () => {
          attempts += 1;
          return Promise.reject(failure);
        },
        retryDelay: 1,
      }),
    ).rejects.toBe(failure);
    expect(attempts).toBe(2);
    expect(reporter.reportError).toHaveBeenCalledTimes(1);
    expect(reporter.reportError).toHaveBeenCalledWith(failure);
  });
});
