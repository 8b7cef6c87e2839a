// @vitest-environment node
import { faultyProjectId } from '../../db/maintenanceFaults';
import { sampleReportTargets } from '../../db/operationsRefs';
import { allPages, createCaller, setupTestMockApi, type ListBody } from '../../testing';

const api = await setupTestMockApi({ resetBeforeEach: true });
const call = createCaller(api.signToken);

type Row = Record<string, unknown> & { id: number; project: { id: number }; status: string };

function reportBody(overrides: Record<string, unknown> = {}) {
  const targets = sampleReportTargets(api.db);
  return {
    project: 3,
    dashboard: targets.dashboardId,
    graphs: targets.graphIds,
    name: 'Rapport de test',
    title: 'Performance énergétique – test',
    description: 'Créé par les tests',
    startDate: '2026-09-01T00:00:00.000Z',
    endDate: '2026-10-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('reports (on demand)', () => {
  it('answers 401 without a token', async () => {
    for (const path of ['reports', 'reports/1', 'bex-reports', 'scheduled-reports', 'scheduled-reports/history']) {
      const { status, body } = await call(null, 'GET', path);
      expect(status).toBe(401);
      expect(body).toEqual({ messages: ['UNAUTHORIZED'] });
    }
  });

  it('pages with limit and offset and filters by project', async () => {
    const first = await call<ListBody<Row>>('u1', 'GET', 'reports?limit=10&offset=0');
    expect(first.body.total_count).toBe(api.db.reports.length);
    expect(first.body.data).toHaveLength(10);
    const last = await call<ListBody<Row>>('u1', 'GET', 'reports?limit=10&offset=30');
    expect(last.body.data).toHaveLength(api.db.reports.length - 30);
    expect(last.body.data.some((row) => first.body.data.some((other) => other.id === row.id))).toBe(false);
    const ofProject = await call<ListBody<Row>>('u1', 'GET', 'reports?projectId=2');
    expect(ofProject.body.total_count).toBe(api.db.reports.filter((row) => row.projectId === 2).length);
    expect(ofProject.body.data.every((row) => row.project.id === 2)).toBe(true);
  });

  it('lets the customer reader read but not write; the reader neither writes', async () => {
    expect((await call('u5', 'GET', 'reports')).status).toBe(200);
    for (const account of ['u4', 'u5']) {
      const refused = await call(account, 'POST', 'reports', reportBody());
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ messages: ['PERMISSION_DENIED'] });
      expect((await call(account, 'DELETE', 'reports/1')).status).toBe(403);
    }
  });

  it('requires a dashboard, a project and at least one graph (spec 001 §5)', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ dashboard: undefined }, 404, 'DASHBOARD_NOT_FOUND'],
      [{ dashboard: 9_999 }, 404, 'DASHBOARD_NOT_FOUND'],
      [{ project: undefined }, 404, 'PROJECT_NOT_FOUND'],
      [{ project: 9_999 }, 404, 'PROJECT_NOT_FOUND'],
      [{ graphs: [] }, 404, 'GRAPH_NOT_FOUND'],
      [{ graphs: [99_999] }, 404, 'GRAPH_NOT_FOUND'],
      [
        { graphs: [api.db.graphs.find((graph) => graph.dashboardId !== sampleReportTargets(api.db).dashboardId)?.id] },
        404,
        'GRAPH_NOT_FOUND',
      ],
      [{ name: ' ' }, 400, 'INVALID_NAME'],
      [{ endDate: '2026-08-01T00:00:00.000Z' }, 400, 'INVALID_PERIOD'],
      [{ startDate: 'hier' }, 400, 'INVALID_PERIOD'],
    ];
    for (const [overrides, status, code] of cases) {
      const answer = await call('u3', 'POST', 'reports', reportBody(overrides));
      expect([answer.status, answer.body]).toEqual([status, { messages: [code] }]);
    }
    const malformed = await call('u3', 'POST', 'reports', '{not json');
    expect([malformed.status, malformed.body]).toEqual([400, { messages: ['INVALID_JSON'] }]);
  });

  it('generates a report asynchronously and announces its download (spec 001 §4)', async () => {
    const created = await call<Row & { downloadRequestId: number }>('u3', 'POST', 'reports', reportBody());
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('pending');
    const downloadId = created.body.downloadRequestId;
    expect((await call('u3', 'GET', `files/${downloadId}/download`)).body).toEqual({ messages: ['FILE_NOT_READY'] });
    api.runPendingJobs();
    expect(api.broadcasts).toContainEqual({
      type: 'download_request',
      id: downloadId,
      title: 'Performance énergétique – test',
    });
    expect((await call<Row>('u3', 'GET', `reports/${created.body.id}`)).body.status).toBe('ready');
    const link = await call<{ data: { url: string } }>('u3', 'GET', `files/${downloadId}/download`);
    const file = await fetch(link.body.data.url);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await file.text()).startsWith('%PDF-')).toBe(true);
  });

  it('has finished, once the reports are read, a generation the seed left pending long ago', async () => {
    const seeded = api.db.reports.filter((row) => row.status === 'pending');
    expect(seeded.length).toBeGreaterThan(0);
    await call('u3', 'GET', 'reports');
    for (const row of seeded) {
      expect((await call<Row>('u3', 'GET', `reports/${row.id}`)).body.status).toBe('ready');
      const link = await call<{ data: { url: string } }>('u3', 'GET', `files/${row.downloadRequestId}/download`);
      expect(link.status).toBe(200);
    }
    // Its live message went out while no one listened: none now, nothing downloads by itself.
    expect(api.broadcasts).toEqual([]);
  });

  it('names the explorer’s dashboard and graphs as they are now', async () => {
    const targets = sampleReportTargets(api.db);
    const { body: created } = await call<Row & { dashboard: unknown; graphs: unknown[] }>(
      'u2',
      'POST',
      'reports',
      reportBody(),
    );
    const dashboard = api.db.dashboards.find((row) => row.id === targets.dashboardId);
    const graphs = targets.graphIds.map((id) => api.db.graphs.find((row) => row.id === id));
    expect(created.dashboard).toEqual({ id: dashboard?.id, name: dashboard?.name });
    expect(created.graphs).toEqual(graphs.map((graph) => ({ id: graph?.id, name: graph?.name })));
    if (dashboard) dashboard.name = 'Tableau renommé';
    const read = await call<Row & { dashboard: unknown }>('u2', 'GET', `reports/${created.id}`);
    expect(read.body.dashboard).toEqual({ id: targets.dashboardId, name: 'Tableau renommé' });
  });

  it('edits, regenerating only when the content changes, and deletes', async () => {
    const { body: created } = await call<Row & { downloadRequestId: number }>('u2', 'POST', 'reports', reportBody());
    api.runPendingJobs();
    const renamed = await call<Row & { downloadRequestId: number; name: string }>(
      'u2',
      'PUT',
      `reports/${created.id}`,
      reportBody({ name: 'Renommé' }),
    );
    expect([renamed.body.name, renamed.body.status, renamed.body.downloadRequestId]).toEqual([
      'Renommé',
      'ready',
      created.downloadRequestId,
    ]);
    const moved = await call<Row & { downloadRequestId: number }>(
      'u2',
      'PUT',
      `reports/${created.id}`,
      reportBody({ startDate: '2026-08-01T00:00:00.000Z' }),
    );
    expect(moved.body.status).toBe('pending');
    expect(moved.body.downloadRequestId).not.toBe(created.downloadRequestId);
    expect((await call('u2', 'DELETE', `reports/${created.id}`)).status).toBe(204);
    const gone = await call('u2', 'GET', `reports/${created.id}`);
    expect([gone.status, gone.body]).toEqual([404, { messages: ['BEX_SUPPORT_REPORT_NOT_FOUND'] }]);
    expect((await call('u2', 'PUT', 'reports/abc', reportBody())).status).toBe(404);
  });
});

describe('maintenance and CPE reports (bex-reports)', () => {
  it('filters by type and project, pages, and checks each family’s permission', async () => {
    const maintenance = await allPages<Row & { type: string; checks: { kind: string }[] }>(
      call,
      'u4',
      'bex-reports?type=maintenance',
      10,
    );
    expect(maintenance).toHaveLength(api.db.bexReports.filter((row) => row.type === 'maintenance').length);
    expect(maintenance.every((row) => row.type === 'maintenance')).toBe(true);
    const kinds = new Set(maintenance.flatMap((row) => row.checks.map((check) => check.kind)));
    expect(kinds.size).toBeGreaterThanOrEqual(5);
    const both = await call<ListBody<Row>>('u4', 'GET', 'bex-reports?limit=5');
    expect([both.body.data.length, both.body.total_count]).toEqual([5, api.db.bexReports.length]);
    const ofProject = await call<ListBody<Row>>('u4', 'GET', 'bex-reports?projectId=4');
    expect(ofProject.body.data.every((row) => row.project.id === 4)).toBe(true);
    expect((await call('u4', 'GET', 'bex-reports?type=monthly')).body).toEqual({ messages: ['INVALID_JSON'] });
    expect((await call('u5', 'GET', 'bex-reports')).status).toBe(403);
    expect((await call('u5', 'GET', 'bex-reports/1')).status).toBe(403);
    expect((await call('u4', 'POST', 'bex-reports', { type: 'cpe' })).status).toBe(403);
  });

  it('creates a maintenance report with the server’s checks and a CPE report with its summary', async () => {
    const base = {
      project: 5,
      name: 'Rapport de maintenance – test',
      startDate: '2026-09-01T00:00:00Z',
      endDate: '2026-10-01T00:00:00Z',
    };
    // The checks run over the data: the seed's faulty sensors are on one project (maintenanceFaults.ts).
    const maintenance = await call<Row & { checks: unknown[]; summary: unknown }>('u3', 'POST', 'bex-reports', {
      ...base,
      project: faultyProjectId(api.db),
      type: 'maintenance',
    });
    expect(maintenance.status).toBe(201);
    expect(maintenance.body.checks.length).toBeGreaterThan(0);
    expect(maintenance.body.summary).toBeNull();
    const cpe = await call<Row & { summary: { commitmentMwh: number } }>('u3', 'POST', 'bex-reports', {
      ...base,
      type: 'cpe',
      status: 'validated',
    });
    expect([cpe.body.status, cpe.body.summary.commitmentMwh > 0]).toEqual(['validated', true]);
    const annotated = await call<Row & { checks: { kind: string; comment: string }[] }>(
      'u3',
      'PUT',
      `bex-reports/${maintenance.body.id}`,
      {
        ...base,
        type: 'maintenance',
        checks: [
          {
            kind: 'counter_reset',
            variableId: 1,
            occurrences: 1,
            firstSeenAt: '2026-09-03T00:00:00Z',
            comment: 'Index recalé',
          },
        ],
      },
    );
    expect(annotated.body.checks).toEqual([
      expect.objectContaining({ kind: 'counter_reset', comment: 'Index recalé' }),
    ]);
    expect((await call('u3', 'DELETE', `bex-reports/${cpe.body.id}`)).status).toBe(204);
  });

  it('answers the validation and not-found codes', async () => {
    const base = {
      type: 'maintenance',
      project: 5,
      name: 'R',
      startDate: '2026-09-01T00:00:00Z',
      endDate: '2026-10-01T00:00:00Z',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'other' }, 'INVALID_JSON'],
      [{ project: 999 }, 'PROJECT_NOT_FOUND'],
      [{ name: '' }, 'INVALID_NAME'],
      [{ endDate: '2026-08-01T00:00:00Z' }, 'INVALID_PERIOD'],
      [{ status: 'archived' }, 'INVALID_JSON'],
      [{ checks: [{ kind: 'too_hot', occurrences: 1, firstSeenAt: '2026-09-03T00:00:00Z' }] }, 'INVALID_JSON'],
      [
        {
          checks: [{ kind: 'counter_reset', variableId: 999_999, occurrences: 1, firstSeenAt: '2026-09-03T00:00:00Z' }],
        },
        'VARIABLE_NOT_FOUND',
      ],
    ];
    for (const [overrides, code] of cases)
      expect((await call('u2', 'POST', 'bex-reports', { ...base, ...overrides })).body).toEqual({ messages: [code] });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const answer = await call('u2', method, 'bex-reports/9999', method === 'PUT' ? base : undefined);
      expect([answer.status, answer.body]).toEqual([404, { messages: ['BEX_SUPPORT_REPORT_NOT_FOUND'] }]);
    }
  });
});

describe('scheduled reports and their sent history', () => {
  const scheduled = (overrides: Record<string, unknown> = {}) => ({
    project: 6,
    interval: 2,
    daysOfMonth: [15, 1],
    reportName: 'Envoi bimestriel',
    reportTitle: 'Suivi bimestriel',
    contact: sampleReportTargets(api.db).contactId,
    ...overrides,
  });

  it('pages, filters by project and answers the frequency of the interval', async () => {
    const rows = await allPages<Row & { frequency: string; interval: number }>(call, 'u4', 'scheduled-reports', 7);
    expect(rows).toHaveLength(api.db.scheduledReports.length);
    // The customer of Aciéries du Nord: its projects' (1–4) only.
    const own = await allPages<Row>(call, 'u5', 'scheduled-reports', 7);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.project.id <= 4)).toBe(true);
    expect(rows.every((row) => row.frequency === ['monthly', 'bimonthly', 'quarterly'][row.interval - 1])).toBe(true);
    const ofProject = await call<ListBody<Row>>('u5', 'GET', 'scheduled-reports?projectId=1');
    expect(ofProject.body.data.every((row) => row.project.id === 1)).toBe(true);
  });

  it('creates, edits and deletes; INVALID_FREQUENCY for a bad recurrence', async () => {
    const created = await call<Row & { frequency: string; daysOfMonth: number[] }>(
      'u3',
      'POST',
      'scheduled-reports',
      scheduled(),
    );
    expect([created.status, created.body.frequency, created.body.daysOfMonth]).toEqual([201, 'bimonthly', [1, 15]]);
    const edited = await call<Row & { frequency: string }>(
      'u3',
      'PUT',
      `scheduled-reports/${created.body.id}`,
      scheduled({ interval: 3, frequency: 'quarterly' }),
    );
    expect(edited.body.frequency).toBe('quarterly');
    expect((await call('u3', 'GET', `scheduled-reports/${created.body.id}`)).status).toBe(200);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ interval: 4 }, 400, 'INVALID_FREQUENCY'],
      [{ daysOfMonth: [0] }, 400, 'INVALID_FREQUENCY'],
      [{ daysOfMonth: [32] }, 400, 'INVALID_FREQUENCY'],
      [{ daysOfMonth: [] }, 400, 'INVALID_FREQUENCY'],
      [{ frequency: 'monthly' }, 400, 'INVALID_FREQUENCY'],
      [{ contact: 9_999 }, 404, 'CONTACT_NOT_FOUND'],
      // Project 6 is Papeteries de Bretagne's: contact 1 is of Aciéries du Nord.
      [{ contact: 1 }, 400, 'NOT_IN_PROJECT'],
      [{ project: 9_999 }, 404, 'PROJECT_NOT_FOUND'],
      [{ dashboard: 9_999 }, 404, 'DASHBOARD_NOT_FOUND'],
      [{ reportName: '' }, 400, 'INVALID_NAME'],
    ];
    for (const [overrides, status, code] of cases) {
      const answer = await call('u3', 'POST', 'scheduled-reports', scheduled(overrides));
      expect([answer.status, answer.body]).toEqual([status, { messages: [code] }]);
    }
    expect((await call('u4', 'POST', 'scheduled-reports', scheduled())).status).toBe(403);
    expect((await call('u3', 'DELETE', `scheduled-reports/${created.body.id}`)).status).toBe(204);
    expect((await call('u3', 'GET', `scheduled-reports/${created.body.id}`)).body).toEqual({
      messages: ['BEX_SUPPORT_REPORT_NOT_FOUND'],
    });
  });

  it('names the contact as it is now, and as when the report was saved once it is deleted', async () => {
    const contactId = sampleReportTargets(api.db).contactId;
    const row = api.db.contacts.find((contact) => contact.id === contactId);
    const saved = { id: contactId, name: row?.name, email: row?.email };
    type Scheduled = Row & { contact: unknown };
    const created = await call<Scheduled>('u3', 'POST', 'scheduled-reports', scheduled());
    expect(created.body.contact).toEqual(saved);
    const renamed = { id: contactId, name: 'Astreinte énergie', email: 'astreinte.energie@enersol.fr' };
    expect((await call('u2', 'PUT', `contacts/${contactId}`, renamed)).status).toBe(200);
    expect((await call<Scheduled>('u3', 'GET', `scheduled-reports/${created.body.id}`)).body.contact).toEqual(renamed);
    expect((await call('u2', 'DELETE', `contacts/${contactId}`)).status).toBe(204);
    expect((await call<Scheduled>('u3', 'GET', `scheduled-reports/${created.body.id}`)).body.contact).toEqual(saved);
  });

  it('lists the sent history by scheduled report and project, newest first', async () => {
    const all = await call<ListBody<{ sentAt: string }>>('u4', 'GET', 'scheduled-reports/history?limit=20');
    expect([all.body.data.length, all.body.total_count]).toEqual([20, api.db.scheduledReportSends.length]);
    const dates = all.body.data.map((row) => row.sentAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const one = await call<ListBody<{ scheduledReport: { id: number } }>>(
      'u4',
      'GET',
      'scheduled-reports/history?scheduledReportId=2',
    );
    expect(one.body.total_count).toBe(api.db.scheduledReportSends.filter((row) => row.scheduledReportId === 2).length);
    expect(one.body.data.every((row) => row.scheduledReport.id === 2)).toBe(true);
    const ofProject = await call<ListBody<Row>>('u4', 'GET', 'scheduled-reports/history?projectId=3');
    expect(ofProject.body.data.every((row) => row.project.id === 3)).toBe(true);
  });
});
