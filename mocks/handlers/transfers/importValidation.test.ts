// @vitest-environment node
/*
 * The demo server's check of an uploaded import file and the import of its values (importValidation.ts,
 * imports.ts, mocks/db/manualValues.ts), read back through GET graph-data.
 */
import { createCaller, setupTestMockApi, type ListBody } from '../../testing';
import { exportCsv, exportXlsx } from './fileContent';

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

const upload = (url: string, content: string | ArrayBuffer) =>
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

const statusOf = async (id: number) =>
  (await call<ListBody<ImportBody>>('u3', 'GET', 'imports?limit=500')).body.data.find((row) => row.id === id)?.status;

describe('imports: upload, validation, confirmation (spec 001 §4)', () => {
  const HOUR = 3_600_000;
  /** A seeded manual variable of site 1, with a history up to now. */
  const manualVariable = () => {
    const variable = api.db.variables.find((row) => row.placeId === 1 && row.type === 'manual_variable');
    if (!variable) throw new Error('the seed has no manual variable on site 1');
    return variable;
  };
  const now = () => api.db.frozenAt ?? api.db.seededAt;
  /** Hourly readings from `from`, ISO time stamps with Z; line `badLine` (as numbered in a spreadsheet) has a bad date. */
  const csvOf = (header: string, from: number, count: number, value: (index: number) => number, badLine = 0) =>
    [
      `Date;${header};Commentaire`,
      ...Array.from({ length: count }, (_, index) =>
        index + 2 === badLine
          ? `31/02/2026 10:00;1;x`
          : `${new Date(from + index * HOUR).toISOString()};${String(value(index)).replace('.', ',')};x`,
      ),
    ].join('\r\n');

  const graphData = async (variableId: number, start: number, end: number) =>
    (
      await call<{ data: [number, number | null][] }>(
        'u1',
        'GET',
        `graph-data?id=${variableId}&start=${new Date(start).toISOString()}&end=${new Date(end).toISOString()}&timeserie=true&preferredSampling=1&preferredSamplingUnit=hours`,
      )
    ).body.data;

  it('asks before overwriting existing values, skips bad lines, and writes the values into the series', async () => {
    const variable = manualVariable();
    const from = Math.floor((now() - 48 * HOUR) / HOUR) * HOUR;
    const created = await createImport('releves_compresseur.csv');
    expect(created.status).toBe('waiting_for_upload');
    expect(created.uploadUrl).toMatch(/^http:\/\/localhost\/api\/uploads\/\d+\?token=\w+$/);
    // The upload URL is pre-signed: no bearer token. Line 5 has a bad date.
    const content = csvOf(variable.sourceTechnicalName, from, 24, (index) => 4242.5 + index, 5);
    expect((await upload(created.uploadUrl ?? '', content)).status).toBe(200);
    expect(await statusOf(created.id)).toBe('validating');
    expect(api.broadcasts).toEqual([{ type: 'manual_data_upload', importId: created.id, status: 'validating' }]);
    api.runPendingJobs();
    expect(await statusOf(created.id)).toBe('awaiting_confirmation');
    expect(api.broadcasts.slice(1)).toEqual([
      { type: 'manual_data_upload', importId: created.id, status: 'awaiting_confirmation' },
      {
        type: 'manual_data_file_validation',
        importId: created.id,
        status: 'warning',
        message: 'awaiting_confirmation',
      },
    ]);
    const row = api.db.imports.find((item) => item.id === created.id);
    expect(row?.rowCount).toBe(23);
    expect(row?.messages).toEqual([
      'importFile.server.linesRead?count=23',
      'importFile.server.linesSkipped?count=1',
      'importFile.server.lineError?line=5&kind=date&column=Date&value=31%2F02%2F2026+10%3A00',
      'importFile.server.ignoredColumn?column=Commentaire',
      'importFile.server.overwrites?count=23',
    ]);
    // Nothing is written before the confirmation.
    expect((await graphData(variable.id, from, from + 24 * HOUR)).map(([, value]) => value)).not.toContain(4242.5);
    const confirmed = await call<ImportBody>('u3', 'PUT', `imports/${created.id}`, {
      status: 'confirmed',
      name: created.name,
    });
    expect([confirmed.status, confirmed.body.status, confirmed.body.rowCount]).toEqual([200, 'confirmed', 23]);
    api.runPendingJobs();
    expect(await statusOf(created.id)).toBe('imported');
    expect(api.broadcasts.at(-1)).toEqual({
      type: 'manual_data_file_validation',
      importId: created.id,
      status: 'success',
      message: 'imported',
    });
    expect(api.db.imports.find((item) => item.id === created.id)?.messages).toEqual([
      'importFile.server.imported?count=23',
    ]);
    const points = await graphData(variable.id, from, from + 24 * HOUR);
    expect(points.slice(0, 3)).toEqual([
      [from, 4242.5],
      [from + HOUR, 4243.5],
      [from + 2 * HOUR, 4244.5],
    ]);
    // Line 5 (the fourth reading) was skipped: the generated value stays.
    expect(points[3]?.[1]).not.toBe(4245.5);
    expect(points.slice(4).map(([, value]) => value)).toEqual(Array.from({ length: 20 }, (_, index) => 4246.5 + index));
  });

  it('takes new values without confirmation, reads xlsx, and re-asks when the same values come again', async () => {
    const variable = manualVariable();
    const from = Math.floor(now() / HOUR) * HOUR + 24 * HOUR;
    const { default: writeXlsxFile } = await import('write-excel-file/universal');
    const blob = await writeXlsxFile([
      [{ value: 'Horodatage' }, { value: `${variable.name} (unit)` }],
      ...[0, 1, 2].map((index) => [
        { value: new Date(from + index * HOUR), type: Date, format: 'yyyy-mm-dd hh:mm:ss' },
        { value: 10 + index, type: Number },
      ]),
    ]).toBlob();
    const sheet = await createImport('prevision.xlsx');
    await upload(sheet.uploadUrl ?? '', await blob.arrayBuffer());
    api.runPendingJobs();
    expect(await statusOf(sheet.id)).toBe('valid_file');
    expect(api.db.imports.find((item) => item.id === sheet.id)?.messages).toEqual([
      'importFile.server.linesRead?count=3',
      'importFile.server.allNew',
    ]);
    await call('u3', 'PUT', `imports/${sheet.id}`, { status: 'confirmed', name: sheet.name });
    api.runPendingJobs();
    expect(await statusOf(sheet.id)).toBe('imported');
    const again = await createImport('prevision_bis.csv');
    await upload(again.uploadUrl ?? '', `Date;${variable.sourceTechnicalName}\n${new Date(from).toISOString()};11\n`);
    api.runPendingJobs();
    expect(await statusOf(again.id)).toBe('awaiting_confirmation');
  });

  it('imports back what a self-service export wrote, as a French and an English CSV and as xlsx', async () => {
    const variable = manualVariable();
    const unit = api.db.units.find((row) => row.id === variable.unitId)?.name ?? '';
    const from = Math.floor(now() / HOUR) * HOUR + 72 * HOUR;
    const table = {
      header: ['Date', `${variable.name} (${unit})`, 'Autre variable (kWh)'],
      times: [0, 1, 2, 3].map((index) => from + index * HOUR),
      values: [0, 1, 2, 3].map((index) => [100.25 + index, index]),
    };
    const csv = await createImport('export_csv.csv');
    await upload(csv.uploadUrl ?? '', exportCsv(table, 'fr'));
    const english = await createImport('export_csv_en.csv');
    await upload(
      english.uploadUrl ?? '',
      exportCsv({ ...table, times: table.times.map((at) => at + 12 * HOUR) }, 'en'),
    );
    const sheet = await createImport('export_xlsx.xlsx');
    const workbook = await exportXlsx({ ...table, times: table.times.map((at) => at + 24 * HOUR) });
    await upload(sheet.uploadUrl ?? '', workbook.slice().buffer);
    api.runPendingJobs();
    for (const item of [csv, english, sheet]) {
      expect(await statusOf(item.id)).toBe('valid_file');
      expect(api.db.imports.find((row) => row.id === item.id)?.messages).toEqual([
        'importFile.server.linesRead?count=4',
        'importFile.server.ignoredColumn?column=Autre+variable+%28kWh%29',
        'importFile.server.allNew',
      ]);
      await call('u3', 'PUT', `imports/${item.id}`, { status: 'confirmed', name: item.name });
    }
    api.runPendingJobs();
    const values = (await graphData(variable.id, from, from + 28 * HOUR)).filter(([, value]) => value !== null);
    expect(values.slice(0, 4)).toEqual(table.times.map((at, index) => [at, 100.25 + index]));
    const valueAt = new Map(values);
    expect(table.times.map((at) => valueAt.get(at + 12 * HOUR))).toEqual([100.25, 101.25, 102.25, 103.25]);
    expect(values.slice(-4)).toEqual(table.times.map((at, index) => [at + 24 * HOUR, 100.25 + index]));
  });

  it('fails unreadable files and files without a valid line, and failed imports write nothing', async () => {
    const variable = manualVariable();
    const empty = await createImport('degres_jours.csv');
    const unmatched = await createImport('releves_autres.csv');
    const noValidLine = await createImport('releves_faux.csv');
    const failing = await createImport('heures_marche_echec.csv');
    const old = await createImport('ancien_format.xls');
    const from = Math.floor((now() - 10 * HOUR) / HOUR) * HOUR;
    await upload(empty.uploadUrl ?? '', '');
    await upload(unmatched.uploadUrl ?? '', 'Date;Inconnue\n01/03/2026 00:00;1\n');
    await upload(noValidLine.uploadUrl ?? '', `Date;${variable.sourceTechnicalName}\n01/03/2026 00:00;n/a\n`);
    await upload(
      failing.uploadUrl ?? '',
      csvOf(variable.sourceTechnicalName, from, 3, () => 777.25),
    );
    await upload(old.uploadUrl ?? '', 'x'.repeat(4000));
    api.runPendingJobs();
    const messagesOf = (id: number) => api.db.imports.find((item) => item.id === id)?.messages;
    expect(await statusOf(empty.id)).toBe('invalid_file');
    expect(messagesOf(empty.id)).toEqual(['importFile.server.unreadable?reason=empty']);
    expect(await statusOf(unmatched.id)).toBe('invalid_file');
    expect(messagesOf(unmatched.id)).toEqual(['importFile.server.unreadable?reason=noValueColumn']);
    expect(await statusOf(noValidLine.id)).toBe('invalid_file');
    expect(messagesOf(noValidLine.id)?.[0]).toBe('importFile.server.noValidLine');
    expect(api.broadcasts).toContainEqual({
      type: 'manual_data_file_validation',
      importId: noValidLine.id,
      status: 'error',
      message: 'invalid_file',
    });
    const refused = await call('u3', 'PUT', `imports/${noValidLine.id}`, {
      status: 'confirmed',
      name: noValidLine.name,
    });
    expect([refused.status, refused.body]).toEqual([409, { messages: ['IMPORT_NOT_AWAITING_CONFIRMATION'] }]);
    expect([
      await statusOf(old.id),
      messagesOf(old.id),
      api.db.imports.find((item) => item.id === old.id)?.rowCount,
    ]).toEqual(['valid_file', ['importFile.server.notChecked'], 100]);
    expect(await statusOf(failing.id)).toBe('awaiting_confirmation');
    await call('u3', 'PUT', `imports/${failing.id}`, { status: 'confirmed', name: failing.name });
    api.runPendingJobs();
    expect(await statusOf(failing.id)).toBe('import_failed');
    expect(messagesOf(failing.id)?.at(-1)).toBe('importFile.server.importFailed');
    expect(api.broadcasts.at(-1)).toEqual({
      type: 'manual_data_file_validation',
      importId: failing.id,
      status: 'error',
      message: 'import_failed',
    });
    expect((await graphData(variable.id, from, from + 3 * HOUR)).map(([, value]) => value)).not.toContain(777.25);
  });
});
