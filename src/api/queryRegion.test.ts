import { regionOf, type QuerySnapshot } from './queryRegion';

const snapshot = <T>(overrides: Partial<QuerySnapshot<T>>): QuerySnapshot<T> => ({
  data: undefined,
  error: null,
  isFetching: false,
  isPlaceholderData: false,
  dataUpdatedAt: 0,
  refetch: vi.fn(),
  ...overrides,
});

describe('a data region’s state', () => {
  it('is loading while the first read runs, and says so once it is slow', () => {
    expect(regionOf(snapshot({ isFetching: true }))).toMatchObject({ state: 'loading', slow: false });
    expect(regionOf(snapshot({ isFetching: true }), true)).toMatchObject({ state: 'loading', slow: true });
  });

  it('shows the data once read, an empty result included', () => {
    expect(regionOf(snapshot({ data: [] }))).toMatchObject({ state: 'ready', data: [], refreshing: false });
  });

  it('keeps the previous view’s data while the new one loads', () => {
    expect(regionOf(snapshot({ data: ['old'], isPlaceholderData: true, isFetching: true }))).toMatchObject({
      state: 'ready',
      data: ['old'],
      refreshing: true,
    });
  });

  it('fails without data when the first read fails: never an empty result', () => {
    const region = regionOf(snapshot({ error: new Error('500') }));
    expect(region).toMatchObject({ state: 'failed', data: undefined });
  });

  it('fails, not shows another view’s data, when the read of a new filter fails', () => {
    const region = regionOf(snapshot({ data: ['other client'], isPlaceholderData: true, error: new Error('500') }));
    expect(region.state).toBe('failed');
    expect(region.data).toBeUndefined();
  });

  it('keeps the same query’s older data when its refresh fails, with the time it dates from', () => {
    const region = regionOf(snapshot({ data: ['kept'], error: new Error('timeout'), dataUpdatedAt: 1_700_000 }));
    expect(region).toMatchObject({ state: 'stale', data: ['kept'], updatedAt: 1_700_000 });
  });

  it('retries the read from the failed and stale states', () => {
    const refetch = vi.fn();
    const region = regionOf(snapshot({ error: new Error('500'), refetch }));
    if (region.state !== 'failed') throw new Error('expected failed');
    region.retry();
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
