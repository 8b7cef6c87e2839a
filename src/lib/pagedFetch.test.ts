import { fetchAllPages, PageFetchError, type PageAnswer } from './pagedFetch';

const ROWS = Array.from({ length: 2_050 }, (_, index) => index);

interface FakeServer {
  fetchPage: (page: { offset: number; limit: number }, signal: AbortSignal) => Promise<PageAnswer<number>>;
  calls: number[];
  maxInFlight: () => number;
}

/** Answers pages of ROWS after a delay that makes later pages finish first. */
function fakeServer(options: { failAt?: Map<number, number>; delay?: (offset: number) => number } = {}): FakeServer {
  const calls: number[] = [];
  let inFlight = 0;
  let most = 0;
  const failuresLeft = new Map(options.failAt ?? []);
  return {
    calls,
    maxInFlight: () => most,
    fetchPage: ({ offset, limit }, signal) => {
      calls.push(offset);
      inFlight += 1;
      most = Math.max(most, inFlight);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => {
            inFlight -= 1;
            const left = failuresLeft.get(offset) ?? 0;
            if (left > 0) {
              failuresLeft.set(offset, left - 1);
              reject(new Error(`500 at ${offset}`));
            } else resolve({ rows: ROWS.slice(offset, offset + limit), total: ROWS.length });
          },
          options.delay?.(offset) ?? 5,
        );
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          inFlight -= 1;
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    },
  };
}

describe('fetchAllPages', () => {
  it('reads every page once and merges them in order, whatever order they finish in', async () => {
    const server = fakeServer({ delay: (offset) => 40 - offset / 100 });
    const rows = await fetchAllPages({ pageSize: 500, concurrency: 4, fetchPage: server.fetchPage });
    expect(rows).toEqual(ROWS);
    expect([...server.calls].sort((a, b) => a - b)).toEqual([0, 500, 1000, 1500, 2000]);
  });

  it('keeps at most `concurrency` pages in flight', async () => {
    const server = fakeServer();
    await fetchAllPages({ pageSize: 100, concurrency: 4, fetchPage: server.fetchPage });
    expect(server.calls).toHaveLength(21);
    expect(server.maxInFlight()).toBe(4);
  });

  it('reports progress after each page, up to the total', async () => {
    const progress: [number, number][] = [];
    await fetchAllPages({
      pageSize: 500,
      concurrency: 2,
      fetchPage: fakeServer().fetchPage,
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    expect(progress[0]).toEqual([500, 2_050]);
    expect(progress.at(-1)).toEqual([2_050, 2_050]);
    expect(progress).toHaveLength(5);
  });

  it('tries a failed page once more and goes on', async () => {
    const server = fakeServer({ failAt: new Map([[1000, 1]]) });
    const rows = await fetchAllPages({ pageSize: 500, concurrency: 4, fetchPage: server.fetchPage });
    expect(rows).toEqual(ROWS);
    expect(server.calls.filter((offset) => offset === 1000)).toHaveLength(2);
  });

  it('stops with the page that still fails, and gives no partial result', async () => {
    const server = fakeServer({ failAt: new Map([[1000, 2]]) });
    const read = fetchAllPages({ pageSize: 500, concurrency: 4, fetchPage: server.fetchPage });
    await expect(read).rejects.toBeInstanceOf(PageFetchError);
    await expect(read).rejects.toMatchObject({ offset: 1000 });
  });

  it('cancels midway: the pages in flight are aborted and no more are asked', async () => {
    const server = fakeServer({ delay: () => 20 });
    const controller = new AbortController();
    const read = fetchAllPages({
      pageSize: 100,
      concurrency: 2,
      fetchPage: server.fetchPage,
      signal: controller.signal,
      onProgress: (loaded) => {
        if (loaded >= 300) controller.abort();
      },
    });
    await expect(read).rejects.toMatchObject({ name: 'AbortError' });
    const asked = server.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(server.calls.length).toBe(asked);
    expect(asked).toBeLessThan(21);
  });

  it('reads a list shorter than a page in one call', async () => {
    const server = fakeServer();
    const rows = await fetchAllPages({
      pageSize: 5_000,
      concurrency: 4,
      fetchPage: server.fetchPage,
    });
    expect(rows).toHaveLength(2_050);
    expect(server.calls).toEqual([0]);
  });
});
