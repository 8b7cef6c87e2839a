// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { sampleReportTargets } from '../../../mocks/db/operationsRefs';
import { TEST_API_BASE_URL } from '../../../mocks/node';
import { ApiError } from '../../api/apiError';
import { readAllPages, setupMockApiClient } from '../../test/mockApiClient';
import { reportPayloadSchema, reportSchema, reportsResource } from './api';
import { bexReportPayloadSchema, bexReportSchema, bexReportsResource, checkPayloadOf } from './bexReportsApi';
import {
  scheduledReportHistoryQuery,
  scheduledReportPayloadSchema,
  scheduledReportSchema,
  scheduledReportSendSchema,
  scheduledReportsResource,
} from './scheduledReportsApi';

const api = await setupMockApiClient('u1');
afterEach(() => api.server.resetHandlers());

describe('every seeded report parses with its schema', () => {
  it('on-demand reports', async () => {
    const rows = await readAllPages(reportsResource.list, {}, 25);
    expect(rows).toHaveLength(api.db.reports.length);
    for (const row of rows) reportSchema.parse(row);
    // The seed's pending generations are over once the reports are read (a new report is pending).
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['ready', 'failed']));
    expect((await reportsResource.get(rows[0]?.id ?? 0)).id).toBe(rows[0]?.id);
  });

  it('maintenance and CPE reports', async () => {
    const rows = await readAllPages(bexReportsResource.list, {}, 25);
    expect(rows).toHaveLength(api.db.bexReports.length);
    for (const row of rows) bexReportSchema.parse(row);
    const checks = rows.flatMap((row) => row.checks ?? []);
    expect(new Set(checks.map((check) => check.kind)).size).toBe(6);
    expect(rows.filter((row) => row.type === 'cpe').every((row) => row.summary)).toBe(true);
  });

  it('scheduled reports and their sent history', async () => {
    const rows = await readAllPages(scheduledReportsResource.list, {}, 25);
    expect(rows).toHaveLength(api.db.scheduledReports.length);
    for (const row of rows) scheduledReportSchema.parse(row);
    expect(new Set(rows.map((row) => row.frequency))).toEqual(new Set(['monthly', 'bimonthly', 'quarterly']));
    const sends = await readAllPages(scheduledReportHistoryQuery.fetch, {}, 25);
    expect(sends).toHaveLength(api.db.scheduledReportSends.length);
    for (const send of sends) scheduledReportSendSchema.parse(send);
    expect(new Set(sends.map((send) => send.status))).toEqual(new Set(['sent', 'failed']));
  });
});

describe('report writes', () => {
  const payload = () => {
    const targets = sampleReportTargets(api.db);
    return {
      project: 2,
      dashboard: targets.dashboardId,
      graphs: targets.graphIds,
      name: 'Rapport client',
      startDate: '2026-10-01T00:00:00.000Z',
      endDate: '2026-11-01T00:00:00.000Z',
    };
  };

  it('strips what must not be sent and applies the form rules of spec 001 §5', () => {
    const sent = reportPayloadSchema.parse({ ...payload(), id: 4, status: 'ready', downloadRequestId: 9 });
    expect(Object.keys(sent).sort()).toEqual(['dashboard', 'endDate', 'graphs', 'name', 'project', 'startDate']);
    const refused = reportPayloadSchema.safeParse({ ...payload(), dashboard: undefined, project: null, graphs: [] });
    expect(refused.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'report.form.dashboardRequired',
      'report.form.graphRequired',
      'report.form.projectRequired',
    ]);
    expect(
      reportPayloadSchema.safeParse({ ...payload(), endDate: '2026-09-01T00:00:00.000Z' }).error?.issues[0]?.message,
    ).toBe('INVALID_PERIOD');
  });

  it('creates a pending report that becomes ready', async () => {
    const created = await reportsResource.create(payload());
    expect(created.status).toBe('pending');
    api.runPendingJobs();
    expect(api.broadcasts.at(-1)).toEqual({
      type: 'download_request',
      id: created.downloadRequestId,
      title: 'Rapport client',
    });
    expect((await reportsResource.get(created.id)).status).toBe('ready');
    await reportsResource.remove(created.id);
  });

  it('rejects an empty POST answer (spec 001 §7: "response undefind")', async () => {
    api.server.use(http.post(`${TEST_API_BASE_URL}reports`, () => new HttpResponse(null, { status: 201 })));
    const error = await reportsResource.create(payload()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('RESPONSE_SCHEMA_MISMATCH');
  });

  it('sends bex reports and scheduled reports without id or read-only fields', async () => {
    const [report] = (await bexReportsResource.list({ type: 'maintenance', limit: 1 })).data;
    if (!report) throw new Error('no maintenance report seeded');
    const sent = bexReportPayloadSchema.parse({
      ...report,
      project: report.project.id,
      checks: (report.checks ?? []).map(checkPayloadOf),
    });
    expect(Object.keys(sent)).not.toEqual(expect.arrayContaining(['id']));
    expect(sent).not.toHaveProperty('summary');
    expect(sent).not.toHaveProperty('author');
    const updated = await bexReportsResource.update(report.id, { ...sent, comments: 'Revue faite' });
    expect([updated.comments, updated.checks?.length]).toEqual(['Revue faite', report.checks?.length]);

    const [scheduled] = (await scheduledReportsResource.list({ limit: 1 })).data;
    if (!scheduled) throw new Error('no scheduled report seeded');
    const body = scheduledReportPayloadSchema.parse({
      ...scheduled,
      project: scheduled.project.id,
      contact: scheduled.contact.id,
      dashboard: scheduled.dashboard?.id,
      graphs: scheduled.graphs?.map((graph) => graph.id),
      interval: 3,
    });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('nextSendAt');
    expect(body.frequency).toBe('quarterly');
    expect((await scheduledReportsResource.update(scheduled.id, { ...body, interval: 1 })).frequency).toBe('monthly');
  });
});
