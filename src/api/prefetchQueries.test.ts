import { QueryClient, queryOptions } from '@tanstack/react-query';
import { prefetchQueries } from './prefetchQueries';

const PARTS = ['prefetch-test'] as const;
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('prefetchQueries', () => {
  it('fetches every query of a screen once and caches each under its own key', async () => {
    const queryClient = newClient();
    const eventFn = vi.fn(() => Promise.resolve({ id: 7 }));
    const commentsFn = vi.fn(() => Promise.resolve([{ id: 1 }]));
    const event = queryOptions({ queryKey: [...PARTS, 'event'], queryFn: eventFn });
    const comments = queryOptions({ queryKey: [...PARTS, 'comments'], queryFn: commentsFn });
    await prefetchQueries(queryClient, { event, comments });
    expect(eventFn).toHaveBeenCalledTimes(1);
    expect(commentsFn).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(event.queryKey)).toEqual({ id: 7 });
    expect(queryClient.getQueryData(comments.queryKey)).toEqual([{ id: 1 }]);
  });

  it('never throws: a failed read is left for the screen to explain', async () => {
    const queryClient = newClient();
    const failing = queryOptions({ queryKey: [...PARTS, 'failing'], queryFn: () => Promise.reject(new Error('down')) });
    await expect(prefetchQueries(queryClient, { failing })).resolves.toBeUndefined();
    expect(queryClient.getQueryState(failing.queryKey)?.status).toBe('error');
  });
});
