// @vitest-environment node
import { http as route, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import { ApiError } from './apiError';
import { initHttpClient, type HttpClientOptions } from './http';
import { apiRequest } from './request';

const BASE = 'http://api.test/';
const server = setupServer();
const itemSchema = z.object({ id: z.number(), name: z.string() });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(overrides: Partial<HttpClientOptions> = {}) {
  const options: HttpClientOptions = {
    getAccessToken: vi.fn(() => Promise.resolve('token-1')),
    refreshAccessToken: vi.fn(() => Promise.resolve('token-2')),
    onUnauthorized: vi.fn(() => Promise.resolve()),
    reporter: { reportError: vi.fn(), reportMessages: vi.fn(), reportSuccess: vi.fn() },
    ...overrides,
  };
  initHttpClient(BASE, options);
  return options;
}

const get = () => apiRequest({ method: 'GET', path: 'things/1', schema: itemSchema });

describe('apiRequest', () => {
  it('sends the bearer token and parses the answer with its schema', async () => {
    client();
    server.use(
      route.get(`${BASE}things/1`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer token-1'
          ? HttpResponse.json({ id: 1, name: 'Four' })
          : new HttpResponse(null, { status: 401 }),
      ),
    );
    await expect(get()).resolves.toEqual({ id: 1, name: 'Four' });
  });

  it('leaves empty query parameters out and repeats list ones', async () => {
    client();
    let seen = '';
    server.use(
      route.get(`${BASE}events`, ({ request }) => {
        seen = new URL(request.url).search;
        return HttpResponse.json({});
      }),
    );
    await apiRequest({
      method: 'GET',
      path: 'events',
      params: { limit: 20, name: '', projectId: undefined, status: ['new', 'seen'] },
      schema: z.object({}),
    });
    expect(seen).toBe('?limit=20&status=new&status=seen');
  });

  it('turns an answer that does not match its schema into an error, not data', async () => {
    client();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(route.get(`${BASE}things/1`, () => HttpResponse.json({ id: 'one' })));
    await expect(get()).rejects.toMatchObject({ messages: ['RESPONSE_SCHEMA_MISMATCH'] });
  });

  it('turns malformed JSON into an error', async () => {
    client();
    server.use(
      route.get(
        `${BASE}things/1`,
        () => new HttpResponse('{"id": 1,', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    await expect(get()).rejects.toMatchObject({ messages: ['RESPONSE_SCHEMA_MISMATCH'] });
  });

  it('reads the server message list of a failure', async () => {
    client();
    server.use(
      route.get(`${BASE}things/1`, () => HttpResponse.json({ messages: ['PROJECT_NOT_FOUND'] }, { status: 404 })),
    );
    const error = await get().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, messages: ['PROJECT_NOT_FOUND'] });
  });

  it('gives a 500 without a body the generic ERROR code and marks it transient', async () => {
    client();
    server.use(route.get(`${BASE}things/1`, () => new HttpResponse(null, { status: 500 })));
    const error = (await get().catch((caught: unknown) => caught)) as ApiError;
    expect(error.messages).toEqual(['ERROR']);
    expect(error.transient).toBe(true);
  });

  it('reports maintenance at once', async () => {
    const options = client();
    server.use(route.get(`${BASE}things/1`, () => HttpResponse.json({ messages: ['MAINTENANCE'] }, { status: 503 })));
    const error = (await get().catch((caught: unknown) => caught)) as ApiError;
    expect(error.transient).toBe(false);
    expect(options.reporter?.reportMessages).toHaveBeenCalledWith(['MAINTENANCE']);
  });

  it('says NETWORK when the server cannot be reached and TIMEOUT when it is too slow', async () => {
    client({ timeouts: { readMs: 50 } });
    server.use(route.get(`${BASE}things/1`, () => HttpResponse.error()));
    await expect(get()).rejects.toMatchObject({ messages: ['NETWORK'] });
    server.use(route.get(`${BASE}things/1`, () => new Promise<Response>(() => undefined)));
    await expect(get()).rejects.toMatchObject({ messages: ['TIMEOUT'] });
  });

  it('gives a read less time than a write', async () => {
    client({ timeouts: { readMs: 50, writeMs: 400 } });
    const slow = () =>
      new Promise<Response>((resolve) => setTimeout(() => resolve(HttpResponse.json({ id: 3, name: 'Pompe' })), 150));
    server.use(route.get(`${BASE}things/1`, slow), route.post(`${BASE}things`, slow));
    await expect(get()).rejects.toMatchObject({ messages: ['TIMEOUT'] });
    await expect(apiRequest({ method: 'POST', path: 'things', body: {}, schema: itemSchema })).resolves.toEqual({
      id: 3,
      name: 'Pompe',
    });
  });
});

describe('the HTTP client (spec 000 §8)', () => {
  it('on 401 asks for the refresh-then-reload path and logs UNAUTHORIZED', async () => {
    const options = client();
    server.use(route.get(`${BASE}things/1`, () => HttpResponse.json({ messages: ['UNAUTHORIZED'] }, { status: 401 })));
    await expect(get()).rejects.toMatchObject({ status: 401, messages: ['UNAUTHORIZED'] });
    expect(options.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(options.onUnauthorized).toHaveBeenCalledWith('GET things/1');
  });

  it('forgets the reload a 401 of a call caused once that call succeeds', async () => {
    client();
    const marks = new Map([['wattsight.reload.unauthorized:GET things/1', String(Date.now())]]);
    vi.stubGlobal('window', { sessionStorage: { removeItem: (key: string) => marks.delete(key) } });
    server.use(route.get(`${BASE}things/1`, () => HttpResponse.json({ id: 1, name: 'Four' })));
    await get();
    vi.unstubAllGlobals();
    expect(marks.size).toBe(0);
  });

  it('on 403 refreshes the token once and retries with the new one', async () => {
    const options = client();
    server.use(
      route.get(`${BASE}things/1`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer token-2'
          ? HttpResponse.json({ id: 1, name: 'Four' })
          : new HttpResponse(null, { status: 403 }),
      ),
    );
    await expect(get()).resolves.toEqual({ id: 1, name: 'Four' });
    expect(options.refreshAccessToken).toHaveBeenCalledTimes(1);
  });

  it('gives PERMISSION_DENIED when the retry is refused too', async () => {
    const options = client();
    let calls = 0;
    server.use(
      route.get(`${BASE}things/1`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 403 });
      }),
    );
    await expect(get()).rejects.toMatchObject({ status: 403, messages: ['PERMISSION_DENIED'] });
    expect(calls).toBe(2);
    expect(options.refreshAccessToken).toHaveBeenCalledTimes(1);
  });

  it('keeps the server reason of a 403 such as NEEDS_SUPERUSER', async () => {
    client();
    server.use(
      route.get(`${BASE}things/1`, () => HttpResponse.json({ messages: ['NEEDS_SUPERUSER'] }, { status: 403 })),
    );
    await expect(get()).rejects.toMatchObject({ messages: ['NEEDS_SUPERUSER'] });
  });

  it('reports successful writes for their notification', async () => {
    const options = client();
    server.use(route.post(`${BASE}things`, () => HttpResponse.json({ id: 2, name: 'Sécheur' }, { status: 201 })));
    await apiRequest({ method: 'POST', path: 'things', body: { name: 'Sécheur' }, schema: itemSchema });
    expect(options.reporter?.reportSuccess).toHaveBeenCalledWith('POST', 'things');
  });

  it.each([
    ['malformed', () => new HttpResponse('{"id": 2, "na', { headers: { 'Content-Type': 'application/json' } })],
    ['mismatched', () => HttpResponse.json({ unexpected: true })],
  ])('announces no success for a write whose answer is %s: it is an error', async (_kind, answer) => {
    const options = client();
    server.use(route.post(`${BASE}things`, answer));
    await expect(
      apiRequest({ method: 'POST', path: 'things', body: { name: 'Sécheur' }, schema: itemSchema }),
    ).rejects.toMatchObject({ messages: ['RESPONSE_SCHEMA_MISMATCH'] });
    expect(options.reporter?.reportSuccess).not.toHaveBeenCalled();
  });
});
