import { QueryClient } from '@tanstack/react-query';
import { http as route, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import { defineQuery } from './endpoint';
import { initHttpClient } from './http';

const BASE = 'http://api.test/';
const server = setupServer();
let gets = 0;

const unitsQuery = defineQuery({
  key: ['units'],
  path: 'units',
  params: (args: { kind?: string }) => args,
  schema: z.array(z.object({ id: z.number(), name: z.string() })),
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  gets = 0;
  initHttpClient(BASE, {
    getAccessToken: () => Promise.resolve('t'),
    refreshAccessToken: () => Promise.resolve('t'),
    onUnauthorized: () => Promise.resolve(),
    reporter: { reportError: vi.fn(), reportMessages: vi.fn(), reportSuccess: vi.fn() },
  });
  server.use(
    route.get(`${BASE}units`, () => {
      gets += 1;
      return HttpResponse.json([{ id: 1, name: 'kWh' }]);
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('defineQuery', () => {
  it('inherits the query client default staleTime when it sets none: two prefetches fetch once', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    await queryClient.prefetchQuery(unitsQuery.query({}));
    await queryClient.prefetchQuery(unitsQuery.query({}));
    expect(gets).toBe(1);
  });
});
