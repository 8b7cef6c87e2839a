// @vitest-environment node
import { readSheet } from 'read-excel-file/node';
import { roundForExport } from '../../../src/lib/csv';
import { formatIsoDateTime } from '../../../src/lib/dateFormat';
import { columnTypes, openCsvAs } from '../../../src/test/spreadsheetCells';
import { TEST_API_BASE_URL } from '../../node';
import { allPages, createCaller, setupTestMockApi, type ListBody } from '../../testing';
import { XLSX_CONTENT_TYPE } from './fileContent';

const api = await setupTestMockApi({ resetBeforeEach: true });
const call = createCaller(api.signToken);

/** Runs the queued preparations and waits for their files to be written and announced. */
async function prepared(count = 1): Promise<void> {
  api.runPendingJobs();
  await vi.waitFor(() => expect(api.broadcasts.length).toBeGreaterThanOrEqual(count));
}

type Item = { id: number; status: string; projectId: number | null; title: string };
type Config = Item & { variableCount: number; variables: unknown[] };

function exportBody(overrides: Record<string, unknown> = {}) {
  const variable = api.db.variables.find((row) => row.projectIds.includes(2));
  return {
    title: 'Export consommations novembre',
    projectId: 2,
    variables: [{ variableId: variable?.id ?? 1, aggregationId: 1 }],
    start: '2026-11-01T00:00:00.000Z',
    end: '2026-11-08T00:00:00.000Z',
    sampling: 1,
    samplingUnit: 'hours',
    ...overrides,
  };
}

describe('download requests, files and the download link', () => {
  it('answers 401 without a token and refuses writes to a reader', async () => {
    for (const path of ['download-requests', 'download-configs', 'files', 'files/1/download'])
      expect((await call(null, 'GET', path)).status).toBe(401);
    expect((await call('u5', 'GET', 'files')).status).toBe(200);
    for (const account of ['u4', 'u5']) {
      expect((await call(account, 'POST', 'download-requests', exportBody())).body).toEqual({
        messages: ['PERMISSION_DENIED'],
      });
      expect((await call(account, 'DELETE', 'files/1')).status).toBe(403);
      expect(
        (await call(account, 'POST', 'download-configs', { projectId: 1, title: 'x', variables: [] })).status,
      ).toBe(403);
    }
  });

  it('prepares the file later, announces it, and serves it through a signed URL', async () => {
    const created = await call<Item>('u3', 'POST', 'download-requests', exportBody());
    expect([created.status, created.body.status]).toEqual([201, 'pending']);
    const early = await call('u3', 'GET', `files/${created.body.id}/download`);
    expect([early.status, early.body]).toEqual([409, { messages: ['FILE_NOT_READY'] }]);
    await prepared();
    expect(api.broadcasts).toEqual([
      { type: 'download_request', id: created.body.id, title: 'Export consommations novembre' },
    ]);
    const file = await call<Item & { name: string; size: number; lastDownloadAt: string | null }>(
      'u3',
      'GET',
      `files/${created.body.id}`,
    );
    expect([file.body.status, file.body.size > 0, file.body.lastDownloadAt]).toEqual(['ready', true, null]);
    expect(file.body.name).toMatch(/^export_consommations_novembre_\d{4}-\d{2}-\d{2}\.csv$/);
    const link = await call<{ data: { url: string } }>('u5', 'GET', `files/${created.body.id}/download`);
    expect(link.body.data.url).toMatch(/^http:\/\/localhost\/api\/file-content\/\d+\?token=\w+$/);
    // The browser follows the link without a bearer token.
    const content = await fetch(link.body.data.url);
    expect(content.headers.get('content-disposition')).toBe(`attachment; filename="${file.body.name}"`);
    const bytes = new Uint8Array(await content.arrayBuffer());
    expect(bytes.byteLength).toBe(file.body.size);
    // spec 001 §9: byte-order mark, semicolons, CRLF lines.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    const variable = api.db.variables.find((row) => row.id === exportBody().variables[0]?.variableId);
    const unit = api.db.units.find((row) => row.id === variable?.unitId)?.name ?? '';
    expect(lines[0]).toBe(`Date;${variable?.name} (${unit})`);
    // The values the explorer shows for that variable, period and sampling (GET graph-data).
    const shown = await call<{ data: [number, number | null][] }>(
      'u3',
      'GET',
      `graph-data?id=${variable?.id}&aggregationId=1&preferredSampling=1&preferredSamplingUnit=hours&start=2026-11-01T00:00:00.000Z&end=2026-11-08T00:00:00.000Z&timeserie=true`,
    );
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(shown.body.data.length);
    expect(rows.length).toBeGreaterThan(7 * 24 - 2);
    expect(rows.map((line) => line.split(';')[1])).toEqual(
      // Rounded as the screen shows them, with the French decimal comma.
      shown.body.data.map(([, value]) => (value === null ? '' : String(roundForExport(value)).replace('.', ','))),
    );
    expect(rows[0]?.split(';')[0]).toBe(formatIsoDateTime(shown.body.data[0]?.[0]));
    expect(lines.at(-1)).toBe('');
    expect(
      (await call<{ lastDownloadAt: string }>('u3', 'GET', `files/${created.body.id}`)).body.lastDownloadAt,
    ).toBeTruthy();
    const forged = await fetch(link.body.data.url.replace(/token=\w+/, 'token=forged'));
    expect([forged.status, (await forged.text()).includes('<Error>')]).toEqual([404, true]);
  });

  it('writes an xlsx export with the same rows as the CSV one: a date column and number columns', async () => {
    const variables = api.db.variables
      .filter((row) => row.projectIds.includes(2) && row.firstDataDate)
      .slice(0, 2)
      .map((row) => ({ variableId: row.id, aggregationId: row.aggregationId }));
    const csv = await call<Item>('u3', 'POST', 'download-requests', exportBody({ variables }));
    const xlsx = await call<Item & { format: string }>(
      'u3',
      'POST',
      'download-requests',
      exportBody({ variables, format: 'xlsx', title: 'Classeur' }),
    );
    expect(xlsx.body.format).toBe('xlsx');
    await prepared(2);
    const fetchFile = async (id: number) => {
      const link = await call<{ data: { url: string } }>('u3', 'GET', `files/${id}/download`);
      return fetch(link.body.data.url);
    };
    const book = await fetchFile(xlsx.body.id);
    expect(book.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    expect(book.headers.get('content-disposition')).toMatch(/filename="classeur_\d{4}-\d{2}-\d{2}\.xlsx"/);
    const bytes = new Uint8Array(await book.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const sheet = await readSheet(Buffer.from(bytes));
    const text = new TextDecoder().decode(await (await fetchFile(csv.body.id)).arrayBuffer());
    // Asked without a language: French, the product's (";" and a decimal comma), TextDecoder dropping the BOM.
    const csvRows = text
      .split('\r\n')
      .slice(0, -1)
      .map((line) => line.split(';'));
    expect(sheet).toHaveLength(csvRows.length);
    expect(sheet[0]).toEqual(csvRows[0]);
    // A spreadsheet date is a fraction of days: read back, it is rounded to the second as shown.
    // (The reader's types name a cell's Date as the constructor: the cell is checked instead.)
    const asCsv = (cell: unknown): string => {
      if (cell instanceof Date)
        return new Date(Math.round(cell.getTime() / 1000) * 1000).toISOString().replace('T', ' ').slice(0, 19);
      if (typeof cell === 'number') return String(cell).replace('.', ',');
      return typeof cell === 'string' ? cell : '';
    };
    expect(sheet.slice(1).map((row) => row.map(asCsv))).toEqual(csvRows.slice(1));
    // Opened in a French spreadsheet, no value and no date is text.
    const types = columnTypes(openCsvAs(text, 'fr'));
    for (const column of Object.values(types)) expect(column.text).toBeUndefined();
  });

  it('writes the CSV in the convention of the language it was asked in', async () => {
    const variables = api.db.variables
      .filter((row) => row.projectIds.includes(2) && row.firstDataDate)
      .slice(0, 2)
      .map((row) => ({ variableId: row.id, aggregationId: row.aggregationId }));
    const answer = await fetch(`${TEST_API_BASE_URL}download-requests`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await api.signToken('u3')}`,
        'Content-Type': 'application/json',
        'Accept-Language': 'en-GB,en;q=0.9',
      },
      body: JSON.stringify(exportBody({ variables })),
    });
    const created = (await answer.json()) as Item;
    await prepared();
    const link = await call<{ data: { url: string } }>('u3', 'GET', `files/${created.id}/download`);
    const text = await (await fetch(link.body.data.url)).text();
    const cells = openCsvAs(text, 'en');
    expect(cells[0]?.length).toBe(3);
    const types = columnTypes(cells);
    expect(Object.values(types)[0]).toEqual({ date: cells.length - 1 });
    for (const column of Object.values(types)) expect(column.text).toBeUndefined();
    expect(text).toMatch(/,\d+\.\d+/);
  });

  it('answers a link that is not http(s) while QA asks for one, and fails a preparation on demand', async () => {
    const created = await call<Item>('u3', 'POST', 'download-requests', exportBody());
    await prepared();
    api.setFaults('GET files/download-url=code:ftp');
    const ftp = await call<{ data: { url: string } }>('u3', 'GET', `files/${created.body.id}/download`);
    expect(ftp.body.data.url).toMatch(
      /^ftp:\/\/files\.example\.org\/export_consommations_novembre_\d{4}-\d{2}-\d{2}\.csv$/,
    );
    api.setFaults('GET files/download-url=status:500');
    const script = await call<{ data: { url: string } }>('u3', 'GET', `files/${created.body.id}/download`);
    expect(script.body.data.url.startsWith('javascript:')).toBe(true);
    api.setFaults('POST download-requests/preparation=status:500');
    const doomed = await call<Item>('u3', 'POST', 'download-requests', exportBody({ title: 'Doomed' }));
    api.runPendingJobs();
    await vi.waitFor(async () =>
      expect((await call<Item>('u3', 'GET', `files/${doomed.body.id}`)).body.status).toBe('failed'),
    );
    api.setFaults([]);
    expect(api.broadcasts).toHaveLength(1);
  });

  it('answers the request validation codes', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ title: '' }, 400, 'INVALID_NAME'],
      [{ variables: [] }, 400, 'INVALID_JSON'],
      [{ variables: [{ variableId: 999_999, aggregationId: 1 }] }, 404, 'VARIABLE_NOT_FOUND'],
      [{ variables: [{ variableId: 1, aggregationId: 42 }] }, 400, 'INVALID_AGGREGATION'],
      [{ end: '2026-10-01T00:00:00.000Z' }, 400, 'INVALID_PERIOD'],
      [{ sampling: 0 }, 400, 'INVALID_SAMPLING'],
      [{ samplingUnit: 'fortnights' }, 400, 'INVALID_SAMPLING'],
      [{ projectId: 999 }, 404, 'PROJECT_NOT_FOUND'],
    ];
    for (const [overrides, status, code] of cases) {
      const answer = await call('u3', 'POST', 'download-requests', exportBody(overrides));
      expect([answer.status, answer.body]).toEqual([status, { messages: [code] }]);
    }
    expect((await call('u3', 'GET', 'download-requests/9999')).body).toEqual({
      messages: ['DOWNLOAD_REQUEST_NOT_FOUND'],
    });
    expect((await call('u3', 'GET', 'files/9999/download')).body).toEqual({ messages: ['DOWNLOAD_REQUEST_NOT_FOUND'] });
    const failed = api.db.downloads.find((row) => row.status === 'failed');
    expect((await call('u3', 'GET', `files/${failed?.id}/download`)).body).toEqual({ messages: ['FILE_NOT_READY'] });
  });

  it('lists requests and files by project, pages, and deletes a file', async () => {
    const requests = await allPages<Item>(call, 'u4', 'download-requests', 20);
    expect(requests).toHaveLength(api.db.downloads.length);
    expect(new Set(requests.map((row) => row.status))).toEqual(new Set(['pending', 'ready', 'failed']));
    const ofProject = await call<ListBody<Item>>('u4', 'GET', 'files?projectId=5&limit=3');
    expect(ofProject.body.data.length).toBeLessThanOrEqual(3);
    expect(ofProject.body.total_count).toBe(api.db.downloads.filter((row) => row.projectId === 5).length);
    expect(ofProject.body.data.every((row) => row.projectId === 5)).toBe(true);
    const id = ofProject.body.data[0]?.id ?? 0;
    expect((await call('u3', 'DELETE', `files/${id}`)).status).toBe(204);
    expect((await call('u3', 'DELETE', `files/${id}`)).body).toEqual({ messages: ['DOWNLOAD_REQUEST_NOT_FOUND'] });
  });
});

describe('download configurations', () => {
  it('lists by project and title, pages, and round-trips a configuration', async () => {
    const all = await allPages<Config>(call, 'u4', 'download-configs', 6);
    expect(all).toHaveLength(api.db.downloadConfigs.length);
    expect(all.every((row) => row.variableCount === row.variables.length)).toBe(true);
    // The customer of Aciéries du Nord sees its projects' (1–4) only.
    const own = await allPages<Config>(call, 'u5', 'download-configs', 6);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.projectId !== null && row.projectId <= 4)).toBe(true);
    const ofProject = await call<ListBody<Config>>('u5', 'GET', 'download-configs?projectId=1');
    expect(ofProject.body.data.every((row) => row.projectId === 1)).toBe(true);
    const byTitle = await call<ListBody<Config>>('u4', 'GET', 'download-configs?title=MODÈLE 3');
    expect(byTitle.body.data.map((row) => row.title).every((title) => title.includes('modèle 3'))).toBe(true);
    const body = {
      projectId: 4,
      title: 'Mes index',
      variables: [{ variableId: 1, aggregationId: 5 }],
      sampling: 1,
      samplingUnit: 'days',
    };
    const created = await call<Config>('u3', 'POST', 'download-configs', body);
    expect([created.status, created.body.variableCount]).toEqual([201, 1]);
    const edited = await call<Config>('u3', 'PUT', `download-configs/${created.body.id}`, {
      ...body,
      title: 'Index',
      variables: [],
    });
    expect([edited.body.title, edited.body.variableCount]).toEqual(['Index', 0]);
    expect((await call('u3', 'DELETE', `download-configs/${created.body.id}`)).status).toBe(204);
    const gone = await call('u3', 'GET', `download-configs/${created.body.id}`);
    expect([gone.status, gone.body]).toEqual([404, { messages: ['DOWNLOAD_CONFIG_NOT_FOUND'] }]);
  });

  it('answers the configuration validation codes', async () => {
    const base = { projectId: 4, title: 'Mes index', variables: [{ variableId: 1, aggregationId: 5 }] };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ title: ' ' }, 400, 'INVALID_NAME'],
      [{ projectId: undefined }, 404, 'PROJECT_NOT_FOUND'],
      [{ variables: 'all' }, 400, 'INVALID_JSON'],
      [{ variables: [{ variableId: 999_999, aggregationId: 1 }] }, 404, 'VARIABLE_NOT_FOUND'],
      [{ sampling: 2 }, 400, 'INVALID_SAMPLING'],
    ];
    for (const [overrides, status, code] of cases) {
      const answer = await call('u3', 'POST', 'download-configs', { ...base, ...overrides });
      expect([answer.status, answer.body]).toEqual([status, { messages: [code] }]);
    }
    expect((await call('u3', 'PUT', 'download-configs/9999', base)).body).toEqual({
      messages: ['DOWNLOAD_CONFIG_NOT_FOUND'],
    });
  });
});
