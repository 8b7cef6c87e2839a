import type { HttpHandler } from 'msw';
import type { CustomReportRow } from '../../db/customReports';
import type { MockDatabase } from '../../db/database';
import { projectRef } from '../../db/structureRefs';
import type { MockApiContext } from '../context';
import { byId, crudHandlers } from '../crudHandlers';
import { idValue, newestFirst, requiredName, requireProject, type Body } from '../operationsInput';
import { fail } from '../respond';
import type { MockUser } from '../../db/users';
import { seesProject } from '../scope';

/*
 * Custom report templates (src/entities/reports/customReportsApi.ts): graphs of any dashboard of
 * the report's project, in order, each with its comment. Reports: personalized_report_view to read,
 * personalized_report_manage to write.
 */

type CustomFields = Omit<CustomReportRow, 'id' | 'createdAt' | 'updatedAt'>;

const REPORT_NOT_FOUND = 'BEX_SUPPORT_REPORT_NOT_FOUND';

function toCustomReport(db: MockDatabase, row: CustomReportRow) {
  return {
    id: row.id,
    project: projectRef(db, row.projectId),
    name: row.name,
    introduction: row.introduction,
    graphs: row.graphs.flatMap(({ graphId, comment }) => {
      const graph = db.graphs.find((candidate) => candidate.id === graphId);
      const dashboard = graph ? db.dashboards.find((candidate) => candidate.id === graph.dashboardId) : undefined;
      // A graph deleted since drops out of the template.
      if (!graph || !dashboard) return [];
      return [
        { graph: { id: graph.id, name: graph.name }, dashboard: { id: dashboard.id, name: dashboard.name }, comment },
      ];
    }),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function readCustomReport(db: MockDatabase, caller: MockUser, body: Body): CustomFields {
  const projectId = requireProject(db, caller, idValue(body.project));
  const name = requiredName(body, 'name');
  const entries: unknown[] = Array.isArray(body.graphs) ? body.graphs : [];
  if (entries.length === 0) fail(404, 'GRAPH_NOT_FOUND');
  const graphs = entries.map((entry) => {
    const fields: Record<string, unknown> = typeof entry === 'object' && entry !== null ? { ...entry } : {};
    const graphId = idValue(fields.graph);
    const graph = db.graphs.find((row) => row.id === graphId);
    const dashboard = graph ? db.dashboards.find((row) => row.id === graph.dashboardId) : undefined;
    // A graph of one of the project's dashboards.
    if (!graph || dashboard?.projectId !== projectId) fail(404, 'GRAPH_NOT_FOUND');
    const comment = typeof fields.comment === 'string' && fields.comment.trim() !== '' ? fields.comment.trim() : null;
    return { graphId: graph.id, comment };
  });
  const introduction =
    typeof body.introduction === 'string' && body.introduction.trim() !== '' ? body.introduction.trim() : null;
  return { projectId, name, introduction, graphs };
}

export function customReportsHandlers(context: MockApiContext): HttpHandler[] {
  return crudHandlers<CustomReportRow, CustomFields>(context, {
    path: 'custom-reports',
    table: (db) => db.customReports,
    notFound: REPORT_NOT_FOUND,
    permissions: { view: 'personalized_report_view', manage: 'personalized_report_manage' },
    view: (row, db) => toCustomReport(db, row),
    filters: { projectId: byId((row) => row.projectId) },
    order: (rows) => newestFirst(rows, (row) => row.updatedAt),
    scope: (row, { db, caller }) => seesProject(db, caller, row.projectId),
    read: (body, { db, caller }) => readCustomReport(db, caller, body),
    newRow: (fields, { id }) => {
      const now = new Date().toISOString();
      return { id, ...fields, createdAt: now, updatedAt: now };
    },
    merge: (row, fields) => Object.assign(row, fields, { updatedAt: new Date().toISOString() }),
  });
}
