import type { PageParams } from '../../api/listPage';
import { z } from 'zod';
import { ApiError } from '../../api/apiError';
import { defineQuery } from '../../api/endpoint';
import { idSchema, isoDateTimeSchema } from '../../api/schemas';
import { samplingUnitSchema } from '../variables/refs';
import { defineResource, listParams } from '../../api/resource';
import { fileNameFrom } from '../../lib/saveFile';
import { checkedDownloadUrl, downloadResponseError } from './downloadUrl';

/*
 * Self-service export (spec 001 §3 "Download request", "Download config", download file; §7
 * "Imports and downloads"). A download request's file has the request's id, so the live message
 * `download_request { id }` (spec 000 §7) is enough to download it: GET files/{id}/download, then
 * the browser goes to data.url. Reads need self_service_view, writes self_service_manage.
 */

export const DOWNLOAD_STATUSES = ['pending', 'ready', 'failed'] as const;

/** The file formats a self-service export is written in (issue 19: CSV or xlsx; CSV by default). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** A request's file as read back: an export's format, or a generated report's PDF. */
export const DOWNLOAD_FILE_FORMATS = [...EXPORT_FORMATS, 'pdf'] as const;

export const downloadVariableSchema = z.object({ variableId: idSchema, aggregationId: idSchema });
export type DownloadVariable = z.infer<typeof downloadVariableSchema>;

export const downloadRequestSchema = z.object({
  id: idSchema,
  title: z.string(),
  projectId: idSchema.nullish(),
  start: isoDateTimeSchema,
  end: isoDateTimeSchema,
  status: z.enum(DOWNLOAD_STATUSES),
  createdAt: isoDateTimeSchema.nullish(),
  readyAt: isoDateTimeSchema.nullish(),
  variables: z.array(downloadVariableSchema).nullish(),
  sampling: z.number().int().positive().nullish(),
  samplingUnit: samplingUnitSchema.nullish(),
  /** Absent from servers that only write CSV. */
  format: z.enum(DOWNLOAD_FILE_FORMATS).nullish(),
});
export type DownloadRequest = z.infer<typeof downloadRequestSchema>;

/**
 * POST download-requests. The server answers an empty variable list with INVALID_JSON, an unknown
 * variable with VARIABLE_NOT_FOUND, an unknown aggregation with INVALID_AGGREGATION, a sampling
 * without unit (or the reverse) with INVALID_SAMPLING and dates in the wrong order with
 * INVALID_PERIOD. `format` is optional (backward compatible): without it the file is a CSV.
 */
export const downloadRequestPayloadSchema = z
  .object({
    title: z.string().trim().min(1, { error: 'INVALID_NAME' }),
    projectId: idSchema.nullish(),
    variables: z.array(downloadVariableSchema).min(1),
    start: isoDateTimeSchema,
    end: isoDateTimeSchema,
    sampling: z.number().int().positive().nullish(),
    samplingUnit: samplingUnitSchema.nullish(),
    format: z.enum(EXPORT_FORMATS).optional(),
  })
  .refine((request) => Date.parse(request.start) < Date.parse(request.end), {
    message: 'INVALID_PERIOD',
    path: ['end'],
  });
export type DownloadRequestPayload = z.input<typeof downloadRequestPayloadSchema>;

export type DownloadRequestListParams = PageParams & { projectId?: number };

/** POST and GET download-requests (spec 001 §7). */
export const downloadRequestsResource = defineResource({
  name: 'downloadRequests',
  path: 'download-requests',
  item: downloadRequestSchema,
  params: listParams<DownloadRequestListParams>(),
  create: downloadRequestPayloadSchema,
});

export const downloadConfigSchema = z.object({
  id: idSchema,
  projectId: idSchema,
  title: z.string(),
  /** spec 001 §3: the number of variables, shown in the list. */
  variableCount: z.number().int().nonnegative(),
  variables: z.array(downloadVariableSchema),
  sampling: z.number().int().positive().nullish(),
  samplingUnit: samplingUnitSchema.nullish(),
  createdAt: isoDateTimeSchema.nullish(),
  updatedAt: isoDateTimeSchema.nullish(),
});
export type DownloadConfig = z.infer<typeof downloadConfigSchema>;

/** POST and PUT download-configs/{id} (without id; the count is the server's). */
export const downloadConfigPayloadSchema = z.object({
  projectId: idSchema,
  title: z.string().trim().min(1, { error: 'INVALID_NAME' }),
  variables: z.array(downloadVariableSchema),
  sampling: z.number().int().positive().nullish(),
  samplingUnit: samplingUnitSchema.nullish(),
});
export type DownloadConfigPayload = z.input<typeof downloadConfigPayloadSchema>;

export type DownloadConfigListParams = PageParams & { projectId?: number; title?: string };

/** GET/POST download-configs, PUT/DELETE download-configs/{id}. */
export const downloadConfigsResource = defineResource({
  name: 'downloadConfigs',
  path: 'download-configs',
  item: downloadConfigSchema,
  params: listParams<DownloadConfigListParams>(),
  create: downloadConfigPayloadSchema,
  update: downloadConfigPayloadSchema,
});

export const downloadFileSchema = z.object({
  id: idSchema,
  /** The download request the file answers (the same id). */
  downloadRequestId: idSchema.nullish(),
  name: z.string(),
  status: z.enum(DOWNLOAD_STATUSES),
  /** Bytes, once the file exists. */
  size: z.number().int().nonnegative().nullish(),
  createdAt: isoDateTimeSchema,
  lastDownloadAt: isoDateTimeSchema.nullish(),
  projectId: idSchema.nullish(),
});
export type DownloadFile = z.infer<typeof downloadFileSchema>;

export type DownloadFileListParams = PageParams & { projectId?: number };

/** GET files, DELETE files/{id}. */
export const filesResource = defineResource({
  name: 'files',
  path: 'files',
  item: downloadFileSchema,
  params: listParams<DownloadFileListParams>(),
});

/**
 * GET files/{id}/download: `{ data: { url } }`. A file not ready answers 409 FILE_NOT_READY, an
 * unknown one DOWNLOAD_REQUEST_NOT_FOUND. Never cached: each call is a fresh signed link.
 */
export const fileDownloadUrlQuery = defineQuery({
  name: 'download',
  of: filesResource,
  path: (fileId: number) => `files/${fileId}/download`,
  schema: z.object({ data: z.object({ url: z.string() }) }),
  staleTime: 0,
});

export interface DownloadDelivery {
  /** Hands the file to the browser's download. */
  save(file: Blob, fileName: string): void;
  /** A file this page may not read (a storage without CORS): the browser goes to it instead. */
  navigate(url: string): void;
}

/**
 * Starts a file's download (what the live `download_request` message and the files list do):
 * fetches the signed URL (INVALID_DOWNLOAD_URL unless http(s)), then the file itself, so that a
 * missing URL, an expired file (XML error) or a failed transfer is told (spec 000 §8, 001 §7).
 */
export async function downloadFile(fileId: number, delivery: DownloadDelivery): Promise<string> {
  const answer = await fileDownloadUrlQuery.fetch(fileId);
  const url = checkedDownloadUrl(answer.data.url);
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    delivery.navigate(url);
    return url;
  }
  const file = await response.blob();
  // Storage refusals are small XML documents: the start of the body tells them apart.
  const error = downloadResponseError(response.status, await file.slice(0, 512).text());
  if (error) throw new ApiError(response.status, [error]);
  delivery.save(file, fileNameFrom(response.headers.get('Content-Disposition'), url));
  return url;
}
