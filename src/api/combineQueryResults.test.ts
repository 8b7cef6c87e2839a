import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { combineQueryResults } from './combineQueryResults';

function result(partial: { data?: number; error?: Error; isFetching?: boolean; dataUpdatedAt?: number }) {
  const refetch = vi.fn();
  const value = { data: undefined, error: null, isFetching: false, dataUpdatedAt: 0, ...partial, refetch };
  return { result: value as unknown as UseQueryResult<number>, refetch };
}

describe('combineQueryResults', () => {
  it('is complete once every answer has come, and dated by the oldest', () => {
    const combined = combineQueryResults([
      result({ data: 1, dataUpdatedAt: 200 }).result,
      result({ data: 2, dataUpdatedAt: 100 }).result,
    ]);
    expect(combined).toMatchObject({
      data: [1, 2],
      complete: true,
      isFetching: false,
      error: null,
      dataUpdatedAt: 100,
    });
  });

  it('is incomplete while one answer is missing, and fetching while one is', () => {
    const combined = combineQueryResults([result({ data: 1 }).result, result({ isFetching: true }).result]);
    expect(combined.complete).toBe(false);
    expect(combined.isFetching).toBe(true);
  });

  it('reports the first error and retries only the failed reads', () => {
    const ok = result({ data: 1 });
    const failed = result({ error: new Error('down') });
    const combined = combineQueryResults([ok.result, failed.result]);
    expect(combined.error).toEqual(new Error('down'));
    combined.refetch();
    expect(failed.refetch).toHaveBeenCalledOnce();
    expect(ok.refetch).not.toHaveBeenCalled();
  });
});
