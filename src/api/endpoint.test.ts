import { QueryClient } from '@tanstack/react-query';
import { http as route, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import { defineMutation, defineQuery } from './endpoint';
import { initHttpClient } from './http';

const BASE = 'http://api.test/';
const server = setupServer();
let gets = 0;

const levelsQuery = defineQuery({ name: 'levels', path: 'units', schema: z.array(z.unknown()) });
const renameMutation = defineMutation({
  name: 'rename',
  of: levelsQuery,
  method: 'PUT',
  path: ({ id }: { id: number; name: string }) => `units/${id}`,
  body: ({ name }) => ({ name }),
  payload: z.object({ name: z.string().trim().min(1) }),
  schema: z.unknown(),
});
let puts: unknown[] = [];

const unitsQuery = defineQuery({
  name: 'units',
  path: 'units',
  params: (args: { kind?: string }) => args,
  schema: z.array(z.object({ id: z.number(), name: z.string() })),
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  gets = 0;
  puts = [];
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
    route.put(`${BASE}units/:id`, async ({ request }) => {
      puts.push(await request.json());
      return HttpResponse.json({});
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

describe('a read that takes nothing', () => {
  it('is called with nothing, and its key is its name', async () => {
    expect(levelsQuery.query().queryKey).toEqual(levelsQuery.key);
    await expect(new QueryClient().fetchQuery(levelsQuery.query())).resolves.toEqual([{ id: 1, name: 'kWh' }]);
  });
});

describe('defineMutation', () => {
  it('sends the body its payload schema parsed, under a mutation key from its definition', async () => {
    await renameMutation.call({ id: 3, name: '  MWh ' });
    expect(puts).toEqual([{ name: 'MWh' }]);
    expect(renameMutation.key.slice(0, 1)).toEqual(levelsQuery.key);
  });

  it('refuses a body that fails its schema with INVALID_PAYLOAD, and sends nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(renameMutation.call({ id: 3, name: ' ' })).rejects.toMatchObject({ messages: ['INVALID_PAYLOAD'] });
    expect(puts).toEqual([]);
  });
});
