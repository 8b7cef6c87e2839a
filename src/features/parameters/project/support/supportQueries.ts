import { supportChoicesQuery, supportFilesQuery, supportRecordQuery } from '../../../../entities/structure/supportApi';

/**
 * The reads of the support-record sections (spec 001 §7 "Support record": GET bexsupport/{projectId},
 * GET bexsupport/files, GET bexsupport/choices), shared by the routes' loaders and the sections.
 */
export function supportRecordQueries(projectId: number) {
  return { record: supportRecordQuery.query(projectId), choices: supportChoicesQuery.query(undefined) };
}

/** A project has a handful of technical files: one page holds them all, sorted in the table. */
export const TECHNICAL_FILES_LIMIT = 200;

export function technicalFilesQueries(projectId: number) {
  return { files: supportFilesQuery.query({ projectId, limit: TECHNICAL_FILES_LIMIT }) };
}
