// @vitest-environment node
import { z } from 'zod';
import { ApiError } from '../api/apiError';
import { DEFAULT_REQUEST_TIMEOUTS, initHttpClient } from '../api/http';
import { rootKey } from '../api/querySource';
import { apiRequest } from '../api/request';
import { configSchema } from '../config/configSchema';
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

describe('a first load that never answers, with the default timeouts', () => {
  /** The issue "Cost of change": past this, users take the screen for broken before it says so. */
  const FAILURE_SHOWN_WITHIN_MS = 30_000;
  const timeouts = configSchema.shape.timeouts.parse(undefined);

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('uses the same read timeout whether config.json sets none or the client gets none', () => {
    expect(DEFAULT_REQUEST_TIMEOUTS.readMs).toBe(timeouts.readMs);
  });

  it('is shown as failed within 30 s, its retry included, while a slow read is first told as slow', async () => {
    let attempts = 0;
    vi.stubGlobal('fetch', (request: Request) => {
      attempts += 1;
      return new Promise<Response>((_resolve, reject) =>
        request.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    });
    initHttpClient('http://api.test/', { getAccessToken: () => Promise.resolve('token'), timeouts });
    let failedAfter: number | null = null;
    const started = Date.now();
    const reporter = {
      reportError: vi.fn(() => void (failedAfter = Date.now() - started)),
      reportMessages: vi.fn(),
      reportSuccess: vi.fn(),
    };
    const read = createAppQueryClient(reporter)
      .fetchQuery({
        queryKey: rootKey('never-answers'),
        queryFn: ({ signal }) => apiRequest({ method: 'GET', path: 'alerts', schema: z.unknown(), signal }),
      })
      .catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(FAILURE_SHOWN_WITHIN_MS);

    expect(attempts).toBe(2);
    expect(failedAfter).not.toBeNull();
    expect(failedAfter).toBeLessThanOrEqual(FAILURE_SHOWN_WITHIN_MS);
    await expect(read).resolves.toMatchObject({ messages: ['TIMEOUT'] });
    // A slow read that works is not cut short as soon as it is called slow.
    expect(timeouts.readMs).toBeGreaterThanOrEqual(2 * timeouts.slowNoticeMs);
  });
});
