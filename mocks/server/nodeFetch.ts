import type { IncomingHttpHeaders } from 'node:http';

/** The parts of an HTTP/1.1 or HTTP/2 compatibility request the adapters read. */
export interface NodeRequest extends AsyncIterable<unknown> {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}

/** The parts of an HTTP/1.1 or HTTP/2 compatibility response the adapters write. */
export interface NodeResponse {
  statusCode: number;
  setHeader(name: string, value: string | number | readonly string[]): unknown;
  getHeader(name: string): unknown;
  hasHeader(name: string): boolean;
  writeHead(statusCode: number, headers?: Record<string, string | string[]>): unknown;
  end(data?: string | Uint8Array): unknown;
  destroy(error?: Error): unknown;
  readonly writableEnded: boolean;
  readonly headersSent: boolean;
  on(event: 'close', listener: () => void): unknown;
}

async function readBody(req: NodeRequest): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
}

/**
 * A Node request as a fetch Request on `origin`, the form msw's handlers take. Its signal aborts
 * when the client goes away before its answer, which is how a "timeout" or "slow" fault learns that
 * the app gave up. The response's close tells it: the request's own close comes as soon as its body
 * is read.
 */
export async function toFetchRequest(req: NodeRequest, res: NodeResponse, origin: string): Promise<Request> {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP/2's pseudo-headers (:path, :authority…) are no headers of the request itself.
    if (name.startsWith(':') || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const aborted = new AbortController();
  res.on('close', () => {
    if (!res.writableEnded) aborted.abort();
  });
  const body = method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await readBody(req));
  return new Request(new URL(req.url ?? '/', origin), { method, headers, body, signal: aborted.signal });
}

/** Writes a fetch Response; an error response (a "network" fault) drops the connection instead. */
export async function sendFetchResponse(res: NodeResponse, response: Response): Promise<void> {
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  // Whole: the mocked API's answers are JSON or files of a few MB at most.
  const body = new Uint8Array(await response.arrayBuffer());
  res.writeHead(response.status, headers);
  res.end(body);
}
