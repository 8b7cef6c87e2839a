import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http as route, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { initHttpClient } from './http';
import type { ListPage } from './listPage';
import { writeIdSchema } from './schemas';
import { defineResource, defineResourceFamily, listParams } from './resource';

const BASE = 'http://api.test/';
const server = setupServer();

const scenarioSchema = z.object({ id: z.number(), name: z.string(), deletable: z.boolean().optional() });
const scenarioPayload = z.object({
  name: z.string().min(1),
  lines: z.array(z.object({ id: writeIdSchema, label: z.string() })).optional(),
});
type Scenario = z.infer<typeof scenarioSchema>;

const scenarios = defineResource({
  name: 'scenarios',
  path: 'scenarios',
  item: scenarioSchema,
  params: listParams<{ placeId?: number }>(),
  create: scenarioPayload,
  update: scenarioPayload,
});

let rows: Scenario[] = [];
const bodies: unknown[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  rows = [
    { id: 1, name: 'Semaine' },
    { id: 2, name: 'Week-end' },
  ];
  bodies.length = 0;
  initHttpClient(BASE, {
    getAccessToken: () => Promise.resolve('t'),
    refreshAccessToken: () => Promise.resolve('t'),
    onUnauthorized: () => Promise.resolve(),
    reporter: { reportError: vi.fn(), reportMessages: vi.fn(), reportSuccess: vi.fn() },
  });
  server.use(
    route.get(`${BASE}scenarios`, () => HttpResponse.json({ data: rows, total_count: rows.length })),
    route.post(`${BASE}scenarios`, async ({ request }) => {
      const body = (await request.json()) as { name: string };
      bodies.push(body);
      const created = { id: 3, name: body.name };
      rows = [...rows, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    route.put(`${BASE}scenarios/:id`, async ({ request, params }) => {
      const body = (await request.json()) as { name: string };
      bodies.push(body);
      const updated = { id: Number(params.id), name: body.name };
      rows = rows.map((row) => (row.id === updated.id ? updated : row));
      return HttpResponse.json(updated);
    }),
    route.delete(`${BASE}scenarios/:id`, ({ params }) => {
      rows = rows.filter((row) => row.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const invalidated: unknown[] = [];
  const original = queryClient.invalidateQueries.bind(queryClient);
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation((filters, options) => {
    invalidated.push(filters?.queryKey);
    return original(filters, options);
  });
  return { queryClient, wrapper, invalidated };
}

const cachedList = (queryClient: QueryClient) =>
  queryClient.getQueryData<ListPage<Scenario>>(scenarios.keys.list({ placeId: 4 }));

describe('defineResource', () => {
  it('keys go from general to specific so that a prefix invalidates a group', () => {
    expect(scenarios.keys.all).toEqual(['scenarios']);
    expect(scenarios.keys.list({ placeId: 4 })).toEqual(['scenarios', 'list', { placeId: 4 }]);
    expect(scenarios.keys.detail(7)).toEqual(['scenarios', 'detail', 7]);
  });

  it('create appends to cached lists, raises the count, sends only the payload fields and refreshes the lists', async () => {
    const { queryClient, wrapper, invalidated } = setup();
    await queryClient.fetchQuery(scenarios.listQuery({ placeId: 4 }));
    const { result } = renderHook(() => scenarios.useCreate(), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        name: 'Nuit',
        lines: [
          { id: '12-local', label: 'a' },
          { id: 5, label: 'b' },
        ],
      }),
    );
    expect(bodies[0]).toEqual({
      name: 'Nuit',
      lines: [
        { id: null, label: 'a' },
        { id: 5, label: 'b' },
      ],
    });
    await waitFor(() =>
      expect(cachedList(queryClient)?.data.map((row) => row.name)).toEqual(['Semaine', 'Week-end', 'Nuit']),
    );
    expect(cachedList(queryClient)?.total_count).toBe(3);
    expect(queryClient.getQueryData(scenarios.keys.detail(3))).toEqual({ id: 3, name: 'Nuit' });
    expect(invalidated).toEqual([scenarios.keys.lists]);
  });

  it('update replaces by id and never sends the id or client-side flags', async () => {
    const { queryClient, wrapper } = setup();
    await queryClient.fetchQuery(scenarios.listQuery({ placeId: 4 }));
    const { result } = renderHook(() => scenarios.useUpdate(), { wrapper });
    const input = { id: 2, name: 'Week-end étendu', deletable: true, updated: true } as unknown as { name: string };
    await act(() => result.current.mutateAsync({ id: 2, input }));
    expect(bodies[0]).toEqual({ name: 'Week-end étendu' });
    expect(cachedList(queryClient)?.data).toEqual([
      { id: 1, name: 'Semaine' },
      { id: 2, name: 'Week-end étendu' },
    ]);
  });

  it('remove drops the row by id, lowers the count and forgets the detail', async () => {
    const { queryClient, wrapper } = setup();
    await queryClient.fetchQuery(scenarios.listQuery({ placeId: 4 }));
    queryClient.setQueryData(scenarios.keys.detail(1), rows[0]);
    const { result } = renderHook(() => scenarios.useRemove(), { wrapper });
    await act(() => result.current.mutateAsync(1));
    expect(cachedList(queryClient)).toMatchObject({ data: [{ id: 2 }], total_count: 1 });
    expect(queryClient.getQueryData(scenarios.keys.detail(1))).toBeUndefined();
  });

  it('refuses an invalid payload before sending anything', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(scenarios.create({ name: '' })).rejects.toMatchObject({ messages: ['INVALID_PAYLOAD'] });
    expect(bodies).toEqual([]);
  });
});

describe('query options', () => {
  it('inherit the query client default staleTime when a resource sets none: two prefetches fetch once', async () => {
    let gets = 0;
    server.use(
      route.get(`${BASE}scenarios`, () => {
        gets += 1;
        return HttpResponse.json({ data: rows, total_count: rows.length });
      }),
      route.get(`${BASE}scenarios/:id`, ({ params }) => {
        gets += 1;
        return HttpResponse.json(rows.find((row) => row.id === Number(params.id)));
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    await queryClient.prefetchQuery(scenarios.listQuery({ placeId: 4 }));
    await queryClient.prefetchQuery(scenarios.listQuery({ placeId: 4 }));
    await queryClient.prefetchQuery(scenarios.detailQuery(1));
    await queryClient.prefetchQuery(scenarios.detailQuery(1));
    expect(gets).toBe(2);
  });
});

describe('writes and families', () => {
  it('writes carry mutation keys under the resource, so that one refresh rule on it matches them all', () => {
    expect(scenarios.writeKeys.update.slice(0, 1)).toEqual(scenarios.keys.all);
    expect(scenarios.writeKeys.create).not.toEqual(scenarios.writeKeys.remove);
  });

  it('a family makes one resource per scope, its keys under the family root', () => {
    const comments = defineResourceFamily('comments', (eventId: number) => ({
      path: `events/${eventId}/comments`,
      item: scenarioSchema,
    }));
    expect(comments(4)).toBe(comments(4));
    expect(comments(4).keys.all).toEqual([...comments.keys.all, 4]);
    expect(comments(4).writeKeys.create.slice(0, 1)).toEqual(comments.keys.all);
  });
});
