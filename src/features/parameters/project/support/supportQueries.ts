import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../../../../api/apiError';
import { keyUnder } from '../../../../api/querySource';
import {
  supportChoicesQuery,
  supportFilesQuery,
  supportRecordQuery,
  type SupportRecord,
} from '../../../../entities/structure/supportApi';

/**
 * The record, or null for a project that has none yet (a project just created): 404
 * BEX_SUPPORT_REPORT_NOT_FOUND is then an empty record, not a failure to notify.
 */
async function supportRecordOrNone(projectId: number, signal: AbortSignal): Promise<SupportRecord | null> {
  try {
    return await supportRecordQuery.fetch(projectId, signal);
  } catch (error) {
    if (isApiError(error) && error.status === 404 && error.has('BEX_SUPPORT_REPORT_NOT_FOUND')) return null;
    throw error;
  }
}

/**
 * The reads of the support-record sections (spec 001 §7 "Support record": GET bexsupport/{projectId},
 * GET bexsupport/files, GET bexsupport/choices), shared by the routes' loaders and the sections.
 */
export function supportRecordQueries(projectId: number) {
  const record = queryOptions({
    // Under the record's own key (what refreshes it refreshes this), apart from its typed entry.
    queryKey: keyUnder(supportRecordQuery, projectId, 'or-none'),
    queryFn: ({ signal }) => supportRecordOrNone(projectId, signal),
  });
  return { record, choices: supportChoicesQuery.query(undefined) };
}

/** A project has a handful of technical files: one page holds them all, sorted in the table. */
export const TECHNICAL_FILES_LIMIT = 200;

export function technicalFilesQueries(projectId: number) {
  return { files: supportFilesQuery.query({ projectId, limit: TECHNICAL_FILES_LIMIT }) };
}
