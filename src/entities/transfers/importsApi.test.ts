// @vitest-environment node
import { TEST_API_BASE_URL } from '../../../mocks/node';
import type { ApiError } from '../../api/apiError';
import { readAllPages, setupMockApiClient } from '../../test/mockApiClient';
import {
  cancelImport,
  confirmImport,
  importCreatePayloadSchema,
  importSchema,
  importsResource,
  importUpdatePayloadSchema,
  uploadImportFile,
} from './importsApi';
import {
  downloadConfigPayloadSchema,
  downloadConfigSchema,
  downloadConfigsResource,
  downloadFile,
  downloadFileSchema,
  downloadRequestSchema,
  downloadRequestsResource,
  filesResource,
} from './downloadsApi';
import { downloadResponseError } from './downloadUrl';
import { IMPORT_STATUSES } from './importWorkflow';

const api = await setupMockApiClient('u3');

const statusOf = async (id: number) =>
  (await importsResource.list({ limit: 500 })).data.find((row) => row.id === id)?.status;

describe('every seeded import, download and configuration parses with its schema', () => {
  it('imports, in every status', async () => {
    const rows = await readAllPages(importsResource.list, {}, 20);
    expect(rows).toHaveLength(api.db.imports.length);
    for (const row of rows) importSchema.parse(row);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(IMPORT_STATUSES));
  });

  it('download requests, files and configurations', async () => {
    const requests = await readAllPages(downloadRequestsResource.list, {}, 20);
    for (const row of requests) downloadRequestSchema.parse(row);
    const files = await readAllPages(filesResource.list, {}, 20);
    for (const row of files) downloadFileSchema.parse(row);
    expect(files).toHaveLength(api.db.downloads.length);
    const configs = await readAllPages(downloadConfigsResource.list, {}, 20);
    for (const row of configs) downloadConfigSchema.parse(row);
    expect(configs).toHaveLength(api.db.downloadConfigs.length);
  });
});

describe('the import flow through the client (spec 001 §4)', () => {
  it('creates, uploads, validates, confirms and imports', async () => {
    const created = await importsResource.create({ name: 'releves_decembre.csv', placeId: 4 });
    expect(created.uploadUrl).toBeTruthy();
    // The server reads the file: its column names a manual variable of the site, its date is new.
    const manual = api.db.variables.find((row) => row.placeId === 4 && row.type === 'manual_variable');
    const file = new Blob([`Date;${manual?.sourceTechnicalName}\r\n01/12/2026 00:00;10\r\n`], { type: 'text/csv' });
    expect(await uploadImportFile(created.uploadUrl ?? '', file)).toBe(true);
    api.runPendingJobs();
    expect(await statusOf(created.id)).toBe('valid_file');
    expect((await confirmImport(created)).status).toBe('confirmed');
    api.runPendingJobs();
    expect(await statusOf(created.id)).toBe('imported');
    expect(
      api.broadcasts
        .filter((message) => message.type === 'manual_data_file_validation')
        .map((message) => message.status),
    ).toEqual(['success', 'success']);
  });

  it('refuses an invalid move with the workflow codes', async () => {
    const created = await importsResource.create({ name: 'index_gaz_2026.xls', placeId: 5 });
    const early = await confirmImport(created).catch((error: unknown) => error);
    expect([(early as ApiError).status, (early as ApiError).code]).toEqual([409, 'IMPORT_NOT_AWAITING_CONFIRMATION']);
    expect((await cancelImport(created)).status).toBe('canceled');
    const late = await importsResource
      .update(created.id, { status: 'valid_file', name: created.name })
      .catch((error: unknown) => error);
    expect((late as ApiError).code).toBe('IMPORT_WORKFLOW_ERROR');
  });

  it('only logs a failed upload, and keeps payloads to what the calls send', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await uploadImportFile('javascript:alert(1)', new Blob(['x']))).toBe(false);
    expect(await uploadImportFile(`${TEST_API_BASE_URL}uploads/1?token=forged`, new Blob(['x']))).toBe(false);
    expect(logged).toHaveBeenCalledTimes(2);
    expect(importCreatePayloadSchema.safeParse({ name: 'releves.pdf', placeId: 1 }).error?.issues[0]?.message).toBe(
      'INVALID_NAME',
    );
    const [row] = (await importsResource.list({ limit: 1 })).data;
    expect(Object.keys(importUpdatePayloadSchema.parse({ ...row, status: 'canceled' })).sort()).toEqual([
      'name',
      'status',
    ]);
    const config = downloadConfigPayloadSchema.parse({
      id: 3,
      variableCount: 2,
      projectId: 1,
      title: 'Modèle',
      variables: [],
    });
    expect(Object.keys(config).sort()).toEqual(['projectId', 'title', 'variables']);
  });
});

describe('a download through the client', () => {
  it('requests an export, hears it is ready, follows the signed URL', async () => {
    const request = await downloadRequestsResource.create({
      title: 'Export air comprimé',
      projectId: 2,
      variables: [{ variableId: 1, aggregationId: 1 }],
      start: '2026-11-01T00:00:00.000Z',
      end: '2026-11-02T00:00:00.000Z',
      sampling: 1,
      samplingUnit: 'hours',
    });
    expect(request.status).toBe('pending');
    const delivery = {
      save: vi.fn<(file: Blob, fileName: string) => void>(),
      navigate: vi.fn<(url: string) => void>(),
    };
    const notReady = await downloadFile(request.id, delivery).catch((error: unknown) => error);
    expect((notReady as ApiError).code).toBe('FILE_NOT_READY');
    api.runPendingJobs();
    // The file is written asynchronously: the ready message follows once it is.
    await vi.waitFor(() => expect(api.broadcasts.at(-1)).toMatchObject({ type: 'download_request', id: request.id }));
    const message = api.broadcasts.at(-1);
    const url = await downloadFile(message?.type === 'download_request' ? message.id : 0, delivery);
    expect(delivery.navigate).not.toHaveBeenCalled();
    const [file, fileName] = delivery.save.mock.calls[0] ?? [];
    expect(fileName).toMatch(/\.csv$/);
    // Byte-order mark first (spec 001 §9), then the header line.
    expect([...new Uint8Array((await file?.arrayBuffer()) ?? new ArrayBuffer(0)).slice(0, 3)]).toEqual([
      0xef, 0xbb, 0xbf,
    ]);
    expect(await file?.text()).toMatch(/^Date;/);
    const expired = await fetch(url.replace(/token=\w+/, 'token=old'));
    expect(downloadResponseError(expired.status, await expired.text())).toBe('FILE_NOT_ACCESSIBLE');
  });
});
