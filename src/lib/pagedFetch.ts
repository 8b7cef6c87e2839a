/**
 * Every row of a paged list, read a page at a time with a few pages in flight, merged in order.
 * What the CSV exports need: the first page tells the total, the others follow at most
 * `concurrency` at once; a failed page is tried once more, then the whole read stops (no partial
 * result); cancelling aborts the pages in flight and rejects with an AbortError.
 */

export interface PageAnswer<T> {
  rows: readonly T[];
  /** Every row the list holds, as the server counts them. */
  total: number;
}

export interface PagedFetchOptions<T> {
  pageSize: number;
  /** Pages in flight at once after the first. */
  concurrency: number;
  fetchPage: (page: { offset: number; limit: number }, signal: AbortSignal) => Promise<PageAnswer<T>>;
  /** Rows received so far and the total, after each page. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /** More tries of a failed page before giving up (default 1). */
  retries?: number;
}

/** A page still failing after its retries: the read stops there. */
export class PageFetchError extends Error {
  constructor(
    readonly offset: number,
    cause: unknown,
  ) {
    super(`The page at offset ${offset} could not be read.`, { cause });
    this.name = 'PageFetchError';
  }
}

const abortError = () => new DOMException('The read was cancelled.', 'AbortError');

export async function fetchAllPages<T>(options: PagedFetchOptions<T>): Promise<T[]> {
  const { pageSize, fetchPage, onProgress } = options;
  if (pageSize < 1) throw new RangeError('pageSize must be at least 1');
  const retries = options.retries ?? 1;
  // Ours, so that one failed page stops the others in flight; the caller's cancels them all.
  const stop = new AbortController();
  const onCancel = () => stop.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onCancel);
  if (options.signal?.aborted) stop.abort(options.signal.reason);

  const readPage = async (offset: number): Promise<PageAnswer<T>> => {
    for (let attempt = 0; ; attempt += 1) {
      if (stop.signal.aborted) throw abortError();
      try {
        return await fetchPage({ offset, limit: pageSize }, stop.signal);
      } catch (error) {
        if (stop.signal.aborted) throw abortError();
        if (attempt >= retries) throw new PageFetchError(offset, error);
      }
    }
  };

  try {
    const first = await readPage(0);
    const total = Math.max(first.total, first.rows.length);
    const pages: (readonly T[] | undefined)[] = [first.rows];
    let loaded = first.rows.length;
    onProgress?.(loaded, total);
    // A first page shorter than asked is the whole list, whatever the count says.
    const pageCount = first.rows.length < pageSize ? 1 : Math.ceil(total / pageSize);
    let next = 1;
    const worker = async () => {
      while (next < pageCount) {
        const index = next;
        next += 1;
        const answer = await readPage(index * pageSize);
        pages[index] = answer.rows;
        loaded += answer.rows.length;
        onProgress?.(loaded, total);
      }
    };
    const workers = Array.from({ length: Math.max(1, Math.min(options.concurrency, pageCount - 1)) }, worker);
    try {
      await Promise.all(workers);
    } catch (error) {
      stop.abort();
      throw error;
    }
    return pages.flatMap((rows) => rows ?? []);
  } finally {
    options.signal?.removeEventListener('abort', onCancel);
  }
}
