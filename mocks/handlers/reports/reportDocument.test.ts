// @vitest-environment node
import { readPdfText } from '../../../src/lib/pdfFont/readPdfText';
import { sampleReportTargets } from '../../db/operationsRefs';
import { createCaller, setupTestMockApi } from '../../testing';
import { REPORT_GENERATION_FAULT_PATH } from './reports';

const api = await setupTestMockApi({ resetBeforeEach: true });
const call = createCaller(api.signToken);
afterEach(() => api.setFaults([]));

type ReportAnswer = { id: number; status: string; downloadRequestId: number | null };

async function createReport(graphCount: number, project = 3) {
  const targets = sampleReportTargets(api.db);
  const graphs = targets.graphIds.slice(0, graphCount);
  expect(graphs).toHaveLength(graphCount);
  const { status, body } = await call<ReportAnswer>('u2', 'POST', 'reports', {
    project,
    dashboard: targets.dashboardId,
    graphs,
    name: 'Rapport client',
    title: 'Performance du mois – l’œuvre',
    description: 'Consommations et puissances : 1\u202f234\u00a0€ économisés',
    startDate: '2026-09-01T00:00:00.000Z',
    endDate: '2026-10-01T00:00:00.000Z',
  });
  expect(status).toBe(201);
  return body;
}

/** The file a user downloads: the signed link from files/{id}/download, then the link itself. */
async function download(fileId: number) {
  const link = await call<{ data: { url: string } }>('u2', 'GET', `files/${fileId}/download`);
  expect(link.status).toBe(200);
  const response = await fetch(link.body.data.url);
  const bytes = await response.arrayBuffer();
  return { response, text: new TextDecoder('latin1').decode(bytes), pages: await readPdfText(bytes) };
}

const projectName = (id: number) => api.db.projects.find((project) => project.id === id)?.name ?? '';

describe('a ready report downloads as its PDF', () => {
  it('writes the cover and one numbered page per chosen graph', async () => {
    const created = await createReport(2);
    expect(created.status).toBe('pending');
    api.runPendingJobs();
    const { response, text, pages } = await download(created.downloadRequestId ?? 0);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('Performance du mois – l’œuvre');
    expect(pages[0]).toContain(projectName(3));
    expect(pages[2]).toContain('Page 3 sur 3');
  });

  it('prints the project’s and the report’s words as written: dashes, apostrophes, €, œ', async () => {
    expect(projectName(1)).toBe('CPE Dunkerque – Utilités');
    const created = await createReport(1, 1);
    api.runPendingJobs();
    const { pages } = await download(created.downloadRequestId ?? 0);
    const [cover = '', graphPage = ''] = pages;
    expect(cover).toContain('Projet : CPE Dunkerque – Utilités');
    expect(cover).toContain('Performance du mois – l’œuvre');
    // Readers extract the narrow and plain no-break spaces as spaces.
    expect(cover).toContain('Consommations et puissances : 1 234 € économisés');
    expect(graphPage).toContain('CPE Dunkerque – Utilités – Période');
  });

  it('fails the generation while QA asks for it, and a PUT generates it again', async () => {
    api.setFaults(`POST ${REPORT_GENERATION_FAULT_PATH}=status:500`);
    const created = await createReport(1);
    api.runPendingJobs();
    const failed = await call<ReportAnswer & Record<string, unknown>>('u2', 'GET', `reports/${created.id}`);
    expect(failed.body.status).toBe('failed');
    expect(api.broadcasts.some((message) => 'id' in message && message.id === created.downloadRequestId)).toBe(false);

    api.setFaults([]);
    const { project, dashboard, graphs, ...rest } = failed.body as unknown as {
      project: { id: number };
      dashboard: { id: number };
      graphs: { id: number }[];
      name: string;
      startDate: string;
      endDate: string;
    };
    const again = await call<ReportAnswer>('u2', 'PUT', `reports/${created.id}`, {
      name: rest.name,
      startDate: rest.startDate,
      endDate: rest.endDate,
      project: project.id,
      dashboard: dashboard.id,
      graphs: graphs.map((graph) => graph.id),
    });
    expect(again.body.status).toBe('pending');
    api.runPendingJobs();
    expect((await call<ReportAnswer>('u2', 'GET', `reports/${created.id}`)).body.status).toBe('ready');
  });
});
