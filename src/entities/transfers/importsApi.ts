import type { PageParams } from '../../api/listPage';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { clientRefSchema, placeRefSchema } from '../structure/refs';
import { idSchema, isoDateTimeSchema } from '../../api/schemas';
import { isHttpUrl } from '../../api/liveMessages';
import { rootKey } from '../../api/querySource';
import { defineResource, listParams } from '../../api/resource';
import { IMPORT_STATUSES, isAcceptedImportFile } from './importWorkflow';

/*
 * Manual data imports (spec 001 §3 "Import", §4, §7 "Imports and downloads"). The flow: POST an
 * import for a file name (the answer carries an upload URL), PUT the raw file to that URL, then
 * follow the statuses the live connection announces (manual_data_upload, manual_data_file_validation)
 * and confirm or cancel with PUT imports/{id}. Reads need variable_import_view, writes
 * variable_import_manage. Downloads, files and export configurations are in downloadsApi.ts.
 */

export const importSchema = z.object({
  id: idSchema,
  client: clientRefSchema,
  place: placeRefSchema,
  /** The file name. */
  name: z.string(),
  status: z.enum(IMPORT_STATUSES),
  createdAt: isoDateTimeSchema,
  lastStatusUpdate: isoDateTimeSchema.nullish(),
  /** Where to PUT the file, while the import waits for it. */
  uploadUrl: z.string().nullish(),
  createdBy: z.object({ id: idSchema, name: z.string() }).nullish(),
  /** What validation or the import said (invalid lines, values read). */
  messages: z.array(z.string()).nullish(),
  rowCount: z.number().int().nonnegative().nullish(),
});
export type Import = z.infer<typeof importSchema>;

/**
 * POST body: the file's name and its site. spec 001 §5 accepts csv, xls and xlsx only; the server
 * answers another extension with INVALID_NAME (the closest catalogue code), the same file still in
 * progress on the site with DUPLICATE_IMPORT.
 */
export const importCreatePayloadSchema = z.object({
  name: z.string().trim().refine(isAcceptedImportFile, { error: 'INVALID_NAME' }),
  placeId: idSchema,
});

/**
 * PUT body (spec 001 §7: status and name). A move importWorkflow.ts does not allow answers
 * IMPORT_WORKFLOW_ERROR, a confirmation at the wrong time IMPORT_NOT_AWAITING_CONFIRMATION.
 */
export const importUpdatePayloadSchema = z.object({
  status: z.enum(IMPORT_STATUSES),
  name: z.string().trim().refine(isAcceptedImportFile, { error: 'INVALID_NAME' }),
});

export type ImportListParams = PageParams & {
  clientId?: number;
  placeId?: number;
  status?: (typeof IMPORT_STATUSES)[number];
};

/** GET/POST imports, PUT/DELETE imports/{id}. */
export const importsResource = defineResource({
  name: 'imports',
  path: 'imports',
  item: importSchema,
  params: listParams<ImportListParams>(),
  create: importCreatePayloadSchema,
  update: importUpdatePayloadSchema,
});

/** Confirming and cancelling are PUTs of the status with the name kept (spec 001 §7). */
export const confirmImport = (item: Pick<Import, 'id' | 'name'>) =>
  importsResource.update(item.id, { status: 'confirmed', name: item.name });
export const cancelImport = (item: Pick<Import, 'id' | 'name'>) =>
  importsResource.update(item.id, { status: 'canceled', name: item.name });

/**
 * spec 001 §4 file flow: the file is PUT to the provided URL with an octet-stream content type; the
 * caller clears its kept file on success; a failed upload is only logged. The URL is pre-signed:
 * no bearer token goes with it. Resolves true when the file was accepted.
 */
export async function uploadImportFile(
  uploadUrl: string,
  file: Blob | ArrayBuffer,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  if (!isHttpUrl(uploadUrl)) {
    console.error('Import upload: the upload URL is not http(s).', uploadUrl);
    return false;
  }
  try {
    const response = await fetchImpl(uploadUrl, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: file,
    });
    if (!response.ok) console.error(`Import upload failed with status ${response.status}.`);
    return response.ok;
  } catch (error) {
    console.error('Import upload failed.', error);
    return false;
  }
}

/**
 * Refusals of a status change or a removal saying the import moved on meanwhile (another tab, the
 * server's work): the refresh table reads the lists again after them.
 */
export const IMPORT_STATUS_CHANGED_CODES = [
  'IMPORT_WORKFLOW_ERROR',
  'IMPORT_NOT_AWAITING_CONFIRMATION',
  'IMPORT_NOT_FOUND',
];

/** Sending an import's file, as a write of the imports: the refresh table reads their lists again after it. */
export const importFileUpload = { key: rootKey('upload-file', importsResource) };

/** uploadImportFile as a mutation: resolves whether the file was accepted (a refusal is not thrown). */
export function useImportFileUpload() {
  return useMutation({
    mutationKey: importFileUpload.key,
    mutationFn: ({ uploadUrl, file }: { uploadUrl: string; file: Blob | ArrayBuffer }) =>
      uploadImportFile(uploadUrl, file),
  });
}
