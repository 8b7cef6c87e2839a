// @vitest-environment node
import { createCaller, setupTestMockApi } from '../../testing';

const api = await setupTestMockApi();

type Json = Record<string, unknown>;
interface Page {
  data: Json[];
  total_count: number;
}

const call = createCaller<Json & Page & { messages?: string[] }>(api.signToken);
const get = (path: string, account = 'u2') => call(account, 'GET', path);

describe('GET variables', () => {
  it('answers 401 without a token', async () => {
    for (const path of ['variables', 'variables/1', 'variables/operations', 'units', 'aggregations', 'formula/1']) {
      expect((await call(null, 'GET', path)).status).toBe(401);
    }
  });

  it('pages with limit and offset', async () => {
    const first = await get('variables?limit=10&offset=0');
    expect(first.body.data).toHaveLength(10);
    expect(first.body.total_count).toBe(api.db.variables.length);
    const last = await get(`variables?limit=10&offset=${api.db.variables.length - 4}`);
    expect(last.body.data).toHaveLength(4);
    expect(last.body.data[0]?.id).toBe(api.db.variables.at(-4)?.id);
  });

  it('embeds unit, aggregation, device, site and projects', async () => {
    const { body } = await get('variables/1');
    expect(body).toMatchObject({
      id: 1,
      unit: { id: expect.any(Number) as unknown, name: expect.any(String) as unknown },
      aggregation: { id: expect.any(Number) as unknown },
    });
    expect((body.place as Json).client).toBeDefined();
    expect(Array.isArray(body.projects)).toBe(true);
  });

  it.each([
    ['clientId=2', (row: Json) => ((row.place as Json).client as Json).id === 2],
    ['placeId=3', (row: Json) => (row.place as Json).id === 3],
    ['projectId=5', (row: Json) => (row.projects as Json[]).some((project) => project.id === 5)],
    ['name=COMPRESSEUR', (row: Json) => String(row.name).toLowerCase().includes('compresseur')],
    ['unitName=kwh', (row: Json) => (row.unit as Json).name === 'kWh'],
    ['sourceTechnicalName=dkq_', (row: Json) => String(row.sourceTechnicalName).startsWith('DKQ_')],
    [
      'projectName=air%20comprim',
      (row: Json) => (row.projects as Json[]).some((project) => String(project.name).includes('Air comprimé')),
    ],
    ['type=formula', (row: Json) => row.type === 'formula'],
    ['type=formula,persisted_formula', (row: Json) => row.type === 'formula' || row.type === 'persisted_formula'],
    ['acquisitionDeviceId=1', (row: Json) => (row.acquisitionDevice as Json | null)?.id === 1],
  ])('filters by %s', async (query, matches) => {
    const { body } = await get(`variables?${query}&limit=5000`);
    expect(body.total_count).toBeGreaterThan(0);
    expect(body.total_count).toBeLessThan(api.db.variables.length);
    expect(body.data.every(matches)).toBe(true);
  });

  it("shows an external user their client's variables only", async () => {
    const { body } = await get('variables?limit=5000', 'u5');
    expect(body.total_count).toBeGreaterThan(0);
    expect(body.data.every((row) => ((row.place as Json).client as Json).id === 1)).toBe(true);
    const other = api.db.variables.find((row) => row.placeId === 3);
    expect((await get(`variables/${other?.id}`, 'u5')).body.messages).toEqual(['VARIABLE_NOT_FOUND']);
  });

  it('answers 404 VARIABLE_NOT_FOUND', async () => {
    expect(await get('variables/999999')).toMatchObject({ status: 404, body: { messages: ['VARIABLE_NOT_FOUND'] } });
  });

  it('answers the unit and aggregation choices', async () => {
    expect((await get('units')).body.total_count).toBe(api.db.units.length);
    expect((await get('aggregations', 'u5')).body.data.map((row) => row.name)).toEqual([
      'average',
      'min',
      'max',
      'sum',
      'counter',
    ]);
  });
});

describe('POST and PUT variables', () => {
  afterEach(() => api.reset());
  const manual = {
    name: 'Relevé manuel gaz',
    unitId: 12,
    aggregationId: 4,
    placeId: 1,
    projectIds: [1],
    sampling: 1,
    samplingUnit: 'days',
  };

  it('creates a manual variable and records it in the history', async () => {
    const created = await call('u3', 'POST', 'variables', manual);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: manual.name,
      type: 'manual_variable',
      unit: { id: 12 },
      projects: [{ id: 1 }],
    });
    expect((await get(`variables/${created.body.id as number}`)).body.name).toBe(manual.name);
    const history = await get(`variables/operations?variableId=${created.body.id as number}`);
    expect(history.body.data[0]).toMatchObject({ operation: 'create', new_name: manual.name });
  });

  it.each([
    [{ name: '  ' }, 400, 'INVALID_NAME'],
    [{ unitId: 999 }, 404, 'UNIT_NOT_FOUND'],
    [{ aggregationId: 42 }, 404, 'AGGREGATION_NOT_FOUND'],
    [{ projectIds: [999] }, 404, 'PROJECT_NOT_FOUND'],
    [{ projectIds: [5] }, 400, 'TOO_MANY_PLACES_FOR_VARIABLE'],
    [{ placeId: 999, projectIds: [] }, 404, 'PLACE_NOT_FOUND'],
    [{ sampling: 0 }, 400, 'INVALID_SAMPLING'],
    [{ name: 'tgbt – PUISSANCE active' }, 409, 'DUPLICATE_VARIABLE'],
  ])('refuses %o with %s %s', async (change, status, code) => {
    expect(await call('u2', 'POST', 'variables', { ...manual, ...change })).toMatchObject({
      status,
      body: { messages: [code] },
    });
  });

  it('refuses writes to the reader role', async () => {
    expect((await call('u4', 'POST', 'variables', manual)).status).toBe(403);
    expect((await call('u4', 'PUT', 'variables/1', { name: 'x' })).status).toBe(403);
  });

  it('renames a variable and records the rename', async () => {
    const before = api.db.variables[0]?.name;
    const updated = await call('u3', 'PUT', 'variables/1', {
      name: 'TGBT – Puissance active totale',
      color: '#000000',
    });
    expect(updated).toMatchObject({
      status: 200,
      body: { id: 1, name: 'TGBT – Puissance active totale', color: '#000000' },
    });
    const history = await get('variables/operations?variableId=1&limit=2');
    expect(history.body.data.map((row) => row.operation).sort()).toEqual(['rename', 'update']);
    expect(history.body.data.find((row) => row.operation === 'rename')).toMatchObject({
      old_name: before,
      new_name: 'TGBT – Puissance active totale',
    });
  });

  it('adds and removes projects (AddVarsToProject)', async () => {
    const variable = api.db.variables.find((row) => row.placeId === 1 && row.projectIds.length === 0);
    const path = `variables/${variable?.id}`;
    expect((await call('u3', 'PUT', path, { addProjectIds: [1, 2] })).body.projects).toHaveLength(2);
    expect((await call('u3', 'PUT', path, { removeProjectIds: [2] })).body.projects).toMatchObject([{ id: 1 }]);
    expect(await call('u3', 'PUT', path, { removeProjectIds: [2] })).toMatchObject({
      status: 409,
      body: { messages: ['NOT_IN_PROJECT'] },
    });
    expect((await call('u3', 'PUT', path, { projectIds: [] })).body.projects).toEqual([]);
  });

  it('answers the update codes', async () => {
    expect(await call('u2', 'PUT', 'variables/999999', { name: 'x' })).toMatchObject({
      status: 404,
      body: { messages: ['VARIABLE_NOT_FOUND'] },
    });
    expect(await call('u2', 'PUT', 'variables/1', { name: '' })).toMatchObject({
      status: 400,
      body: { messages: ['INVALID_NAME'] },
    });
    expect(await call('u2', 'PUT', 'variables/1', { name: 'TGBT – Énergie active' })).toMatchObject({
      status: 409,
      body: { messages: ['DUPLICATE_VARIABLE'] },
    });
    expect(await call('u2', 'PUT', 'variables/1', { samplingUnit: 'fortnights' })).toMatchObject({
      status: 400,
      body: { messages: ['INVALID_SAMPLING'] },
    });
    expect(await call('u2', 'PUT', 'variables/1', { unitId: 999 })).toMatchObject({
      status: 404,
      body: { messages: ['UNIT_NOT_FOUND'] },
    });
    expect(await call('u2', 'PUT', 'variables/1', { addProjectIds: [999] })).toMatchObject({
      status: 404,
      body: { messages: ['PROJECT_NOT_FOUND'] },
    });
    const symbolTaken = api.db.variables.find((row) => row.placeId === 1 && row.id !== 1 && row.symbol !== null);
    expect(await call('u2', 'PUT', 'variables/1', { symbol: symbolTaken?.symbol })).toMatchObject({
      status: 409,
      body: { messages: ['DUPLICATE_SYMBOL'] },
    });
    expect((await call('u3', 'PUT', 'variables/2', { addProjectIds: [1] })).status).toBe(200);
  });
});

describe('GET variables/operations', () => {
  it('pages the seeded history, newest first', async () => {
    const { body } = await get('variables/operations?limit=50&offset=10');
    expect(body.total_count).toBeGreaterThanOrEqual(280);
    expect(body.data).toHaveLength(50);
    const dates = body.data.map((row) => String(row.change_at));
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set((await get('variables/operations?limit=1000')).body.data.map((row) => row.operation))).toEqual(
      new Set(['create', 'update', 'delete', 'rename']),
    );
  });

  it('filters by variable and by project', async () => {
    const sample = api.db.variableOperations.find((row) => row.projectIds.length > 0);
    const byVariable = await get(`variables/operations?variableId=${sample?.variable_id}`);
    expect(byVariable.body.data.every((row) => row.variable_id === sample?.variable_id)).toBe(true);
    const projectId = sample?.projectIds[0] ?? 0;
    const byProject = await get(`variables/operations?projectId=${projectId}&limit=1000`);
    expect(byProject.body.total_count).toBeGreaterThan(0);
    expect(byProject.body.total_count).toBe(
      api.db.variableOperations.filter((row) => row.projectIds.includes(projectId)).length,
    );
  });

  it('needs history_view', async () => {
    expect((await get('variables/operations', 'u5')).status).toBe(403);
  });
});

describe('GET variables: server sort (ordering)', () => {
  const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });
  const texts = async (ordering: string, read: (row: Json) => string | null) =>
    (await get(`variables?ordering=${ordering}&limit=5000`)).body.data.map(read);
  const inOrder = (values: (string | null)[], descending = false) => {
    const present = values.filter((value): value is string => value !== null);
    // Nulls go last whatever the direction.
    expect(values.slice(present.length).every((value) => value === null)).toBe(true);
    for (let index = 1; index < present.length; index += 1) {
      const compared = collator.compare(present[index - 1] ?? '', present[index] ?? '');
      expect(descending ? compared >= 0 : compared <= 0).toBe(true);
    }
  };
  const nameOf = (key: string) => (row: Json) => ((row[key] as Json | null)?.name as string | undefined) ?? null;

  it.each([
    ['name', (row: Json) => String(row.name)],
    ['unit', nameOf('unit')],
    ['type', (row: Json) => String(row.type)],
    ['site', nameOf('place')],
    ['client', (row: Json) => String(((row.place as Json).client as Json).name)],
    ['sourceTechnicalName', (row: Json) => String(row.sourceTechnicalName)],
    ['acquisitionDevice', nameOf('acquisitionDevice')],
    ['aggregation', nameOf('aggregation')],
    ['project', (row: Json) => (row.projects as Json[]).map((project) => String(project.name)).join(', ') || null],
  ])('sorts by %s, both ways', async (field, read) => {
    inOrder(await texts(field, read));
    inOrder(await texts(`-${field}`, read), true);
  });

  it('sorts by sampling in seconds, and by first and last data dates', async () => {
    const seconds = { seconds: 1, minutes: 60, hours: 3600, days: 86400 } as Record<string, number>;
    const samplings = (await get('variables?ordering=-sampling&limit=5000')).body.data.map(
      (row) => Number(row.sampling) * (seconds[String(row.samplingUnit)] ?? Number.NaN),
    );
    expect([...samplings].sort((a, b) => b - a)).toEqual(samplings);
    const last = await texts('lastDataDate', (row) => (row.lastDataDate as string | null) ?? null);
    inOrder(last);
    expect(last.at(-1)).toBeNull();
  });

  it('pages the sorted list and keeps filters and the count', async () => {
    const all = await texts('name', (row) => String(row.name));
    const page = await get('variables?ordering=name&limit=20&offset=40');
    expect(page.body.data.map((row) => row.name)).toEqual(all.slice(40, 60));
    const filtered = await get('variables?ordering=-name&unitName=kwh&limit=5000');
    expect(filtered.body.total_count).toBe((await get('variables?unitName=kwh&limit=1')).body.total_count);
    expect(filtered.body.data.every((row) => (row.unit as Json).name === 'kWh')).toBe(true);
  });

  it('keeps the table order for no or an unknown field', async () => {
    const ids = (await get('variables?limit=30')).body.data.map((row) => row.id);
    expect((await get('variables?ordering=colour&limit=30')).body.data.map((row) => row.id)).toEqual(ids);
    expect([...ids].sort((a, b) => Number(a) - Number(b))).toEqual(ids);
  });
});

describe('GET variables/operations: period and operation', () => {
  const changes = (query: string) =>
    get(`variables/operations?${query}&limit=1000`).then(({ body }) => body.data.map((row) => String(row.change_at)));

  it('keeps the changes from start (included) to end (excluded)', async () => {
    const all = [...api.db.variableOperations].map((row) => row.change_at).sort();
    const start = all[Math.floor(all.length / 3)] ?? '';
    const end = all[Math.floor((2 * all.length) / 3)] ?? '';
    const inPeriod = await changes(`start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`);
    expect(inPeriod.length).toBe(all.filter((at) => at >= start && at < end).length);
    expect(inPeriod).toContain(start);
    expect(inPeriod).not.toContain(end);
    // Either end alone.
    expect((await changes(`start=${encodeURIComponent(end)}`)).every((at) => at >= end)).toBe(true);
    expect((await changes(`end=${encodeURIComponent(start)}`)).every((at) => at < start)).toBe(true);
  });

  it('combines the period with the operation and the project', async () => {
    const sample = api.db.variableOperations.find((row) => row.operation === 'rename' && row.projectIds.length > 0);
    const projectId = sample?.projectIds[0] ?? 0;
    const { body } = await get(
      `variables/operations?projectId=${projectId}&operation=rename&start=2000-01-01T00:00:00Z&limit=1000`,
    );
    expect(body.total_count).toBeGreaterThan(0);
    expect(body.data.every((row) => row.operation === 'rename')).toBe(true);
    expect(body.total_count).toBe(
      api.db.variableOperations.filter((row) => row.operation === 'rename' && row.projectIds.includes(projectId))
        .length,
    );
  });

  it('refuses an unreadable period or one that ends before it starts', async () => {
    const unreadable = await get('variables/operations?start=yesterday');
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.messages).toEqual(['INVALID_PERIOD']);
    const reversed = await get('variables/operations?start=2026-02-01T00:00:00Z&end=2026-01-01T00:00:00Z');
    expect(reversed.status).toBe(400);
  });
});
