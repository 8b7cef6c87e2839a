// @vitest-environment node
import { IMPORT_STATUSES } from '../../../src/entities/transfers/importWorkflow';
import { allPages, createCaller, setupTestMockApi, type ListBody } from '../../testing';

const api = await setupTestMockApi({ resetBeforeEach: true });
const call = createCaller(api.signToken);

type ImportBody = {
  id: number;
  name: string;
  status: string;
  uploadUrl: string | null;
  place: { id: number };
  client: { id: number };
  rowCount: number | null;
};

const CSV =
  'Date;Index compteur gaz (m3)\r\n01/11/2026 00:00;1200\r\n02/11/2026 00:00;1260\r\n03/11/2026 00:00;1315\r\n';

const upload = (url: string, content: string | ArrayBuffer = CSV) =>
  fetch(url, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/octet-stream' },
    body: typeof content === 'string' ? new TextEncoder().encode(content) : content,
  });

async function createImport(name: string, placeId = 1) {
  const created = await call<ImportBody>('u3', 'POST', 'imports', { name, placeId });
  expect(created.status).toBe(201);
  return created.body;
}

describe('imports: list', () => {
  it('seeds 45 imports, five of every status', () => {
    expect(api.db.imports).toHaveLength(45);
    for (const status of IMPORT_STATUSES) expect(api.db.imports.filter((row) => row.status === status)).toHaveLength(5);
  });

  it('answers 401 without a token and 403 without variable_import rights', async () => {
    expect((await call(null, 'GET', 'imports')).status).toBe(401);
    expect((await call('u5', 'GET', 'imports')).body).toEqual({ messages: ['PERMISSION_DENIED'] });
    expect((await call('u4', 'GET', 'imports')).status).toBe(200);
    expect((await call('u4', 'POST', 'imports', { name: 'a.csv', placeId: 1 })).status).toBe(403);
    expect((await call('u4', 'PUT', 'imports/1', { status: 'canceled', name: 'a.csv' })).status).toBe(403);
    expect((await call('u4', 'DELETE', 'imports/1')).status).toBe(403);
  });

  it('pages and filters by client, site and status', async () => {
    const rows = await allPages<ImportBody>(call, 'u4', 'imports', 10);
    expect(rows).toHaveLength(45);
    const page = await call<ListBody<ImportBody>>('u4', 'GET', 'imports?limit=10&offset=40');
    expect([page.body.data.length, page.body.total_count]).toEqual([5, 45]);
    const ofClient = await call<ListBody<ImportBody>>('u4', 'GET', 'imports?clientId=2');
    expect(ofClient.body.data.length).toBeGreaterThan(0);
    expect(ofClient.body.data.every((row) => row.client.id === 2)).toBe(true);
    const ofPlace = await call<ListBody<ImportBody>>('u4', 'GET', 'imports?placeId=3');
    expect(ofPlace.body.data.every((row) => row.place.id === 3)).toBe(true);
    const invalid = await call<ListBody<ImportBody>>('u4', 'GET', 'imports?status=invalid_file');
    expect(invalid.body.total_count).toBe(5);
    expect(invalid.body.data.every((row) => row.status === 'invalid_file')).toBe(true);
  });
});

describe('imports: upload (spec 001 §4)', () => {
  it('refuses an upload with a wrong token, a second upload and an unknown import', async () => {
    const created = await createImport('releves_eau.csv');
    const url = created.uploadUrl ?? '';
    const forged = await upload(url.replace(/token=\w+/, 'token=forged'));
    expect([forged.status, await forged.json()]).toEqual([403, { messages: ['PERMISSION_DENIED'] }]);
    expect((await upload(url)).status).toBe(200);
    const again = await upload(url);
    expect([again.status, await again.json()]).toEqual([409, { messages: ['IMPORT_WORKFLOW_ERROR'] }]);
    expect((await upload(url.replace(/uploads\/\d+/, 'uploads/9999'))).status).toBe(404);
  });
});

describe('imports: workflow and validation codes', () => {
  it('refuses the moves importWorkflow.ts does not allow', async () => {
    const created = await createImport('production_tonnes.csv');
    const early = await call('u3', 'PUT', `imports/${created.id}`, { status: 'confirmed', name: created.name });
    expect([early.status, early.body]).toEqual([409, { messages: ['IMPORT_NOT_AWAITING_CONFIRMATION'] }]);
    await upload(created.uploadUrl ?? '');
    const cancelWhileValidating = await call('u3', 'PUT', `imports/${created.id}`, {
      status: 'canceled',
      name: created.name,
    });
    expect([cancelWhileValidating.status, cancelWhileValidating.body]).toEqual([
      409,
      { messages: ['IMPORT_WORKFLOW_ERROR'] },
    ]);
    expect((await call('u3', 'DELETE', `imports/${created.id}`)).body).toEqual({ messages: ['IMPORT_WORKFLOW_ERROR'] });
    const imported = api.db.imports.find((row) => row.status === 'imported');
    const reopen = await call('u3', 'PUT', `imports/${imported?.id}`, { status: 'valid_file', name: imported?.name });
    expect(reopen.body).toEqual({ messages: ['IMPORT_WORKFLOW_ERROR'] });
  });

  it('cancels, renames and deletes', async () => {
    const created = await createImport('releves_compteurs.csv');
    const canceled = await call<ImportBody>('u3', 'PUT', `imports/${created.id}`, {
      status: 'canceled',
      name: 'releves_compteurs_v2.csv',
    });
    expect([canceled.body.status, canceled.body.name, canceled.body.uploadUrl]).toEqual([
      'canceled',
      'releves_compteurs_v2.csv',
      null,
    ]);
    expect(api.broadcasts).toEqual([{ type: 'manual_data_upload', importId: created.id, status: 'canceled' }]);
    expect((await call('u3', 'DELETE', `imports/${created.id}`)).status).toBe(204);
    const gone = await call('u3', 'DELETE', `imports/${created.id}`);
    expect([gone.status, gone.body]).toEqual([404, { messages: ['IMPORT_NOT_FOUND'] }]);
    expect((await call('u3', 'PUT', 'imports/9999', { status: 'canceled', name: 'a.csv' })).body).toEqual({
      messages: ['IMPORT_NOT_FOUND'],
    });
  });

  it('answers the creation codes', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: 'releves.pdf', placeId: 1 }, 400, 'INVALID_NAME'],
      [{ name: '', placeId: 1 }, 400, 'INVALID_NAME'],
      [{ name: 'releves.csv', placeId: 999 }, 404, 'PLACE_NOT_FOUND'],
      [{ name: 'releves.csv' }, 404, 'PLACE_NOT_FOUND'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await call('u3', 'POST', 'imports', body);
      expect([answer.status, answer.body]).toEqual([status, { messages: [code] }]);
    }
    const first = await createImport('Index_Gaz.csv', 2);
    const duplicate = await call('u3', 'POST', 'imports', { name: 'index_gaz.csv', placeId: 2 });
    expect([duplicate.status, duplicate.body]).toEqual([409, { messages: ['DUPLICATE_IMPORT'] }]);
    expect((await call('u3', 'POST', 'imports', { name: 'index_gaz.csv', placeId: 3 })).status).toBe(201);
    await call('u3', 'PUT', `imports/${first.id}`, { status: 'canceled', name: first.name });
    expect((await call('u3', 'POST', 'imports', { name: 'index_gaz.csv', placeId: 2 })).status).toBe(201);
    const badStatus = await call('u3', 'PUT', `imports/${first.id}`, { status: 'done', name: first.name });
    expect(badStatus.body).toEqual({ messages: ['INVALID_JSON'] });
    const badName = await call('u3', 'PUT', `imports/${first.id}`, { status: 'canceled', name: 'notes.txt' });
    expect(badName.body).toEqual({ messages: ['INVALID_NAME'] });
  });
});
