import { renderHook } from '@testing-library/react';
import { useLastData } from './useLastData';

describe('useLastData', () => {
  it('keeps the last data while a new request has none, and takes new data at once', () => {
    const first = { rows: [1] };
    const second = { rows: [2] };
    const { result, rerender } = renderHook(({ data }: { data: { rows: number[] } | undefined }) => useLastData(data), {
      initialProps: { data: undefined as { rows: number[] } | undefined },
    });
    expect(result.current).toBeUndefined();
    rerender({ data: first });
    expect(result.current).toBe(first);
    rerender({ data: undefined });
    expect(result.current).toBe(first);
    rerender({ data: second });
    expect(result.current).toBe(second);
  });
});
