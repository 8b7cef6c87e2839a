// @vitest-environment node
import { COMPLETED_INTERVENTION_STATUS_ID } from '../../../src/entities/interventions/interventionStatus';
import { allPages, createCaller, setupTestMockApi, type ListBody } from '../../testing';

const api = await setupTestMockApi({ resetBeforeEach: true });
const call = createCaller(api.signToken);

type Ticket = {
  id: number;
  title: string;
  status: { id: number; name: string };
  project: { id: number };
  user: { id: number; name: string };
  hardware: { type: string; quantity: number }[];
  startDate: string;
};

const ticket = (overrides: Record<string, unknown> = {}) => ({
  type: 'corrective',
  title: 'Remplacement sonde PT100',
  description: 'Sonde de retour eau glacée hors service.',
  startDate: '2026-11-20T08:00:00.000Z',
  endDate: '2026-11-20T11:30:00.000Z',
  duration: 210,
  status: 2,
  project: 8,
  hardware: [{ type: 'sensor', quantity: 2 }],
  ...overrides,
});

describe('interventions', () => {
  it('seeds about 120 tickets over the 15 visible projects, current and archived', () => {
    expect(api.db.interventions).toHaveLength(120);
    expect(new Set(api.db.interventions.map((row) => row.projectId)).size).toBe(15);
    expect(new Set(api.db.interventions.map((row) => row.statusId))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('answers 401 without a token and 403 to a role without intervention rights', async () => {
    expect((await call(null, 'GET', 'interventions')).status).toBe(401);
    expect((await call('u5', 'GET', 'interventions')).body).toEqual({ messages: ['PERMISSION_DENIED'] });
    expect((await call('u5', 'GET', 'interventions/1')).status).toBe(403);
    expect((await call('u4', 'GET', 'interventions')).status).toBe(200);
    expect((await call('u4', 'POST', 'interventions', ticket())).status).toBe(403);
    expect((await call('u4', 'PUT', 'interventions/1', ticket())).status).toBe(403);
    expect((await call('u4', 'DELETE', 'interventions/1')).status).toBe(403);
  });

  it('lists the current tickets by default and the completed ones with interventionStatus (spec 001 §7)', async () => {
    const current = await allPages<Ticket>(call, 'u4', 'interventions', 25);
    const completed = await allPages<Ticket>(
      call,
      'u4',
      `interventions?interventionStatus=${COMPLETED_INTERVENTION_STATUS_ID}`,
      25,
    );
    expect(current.length + completed.length).toBe(120);
    expect(current.every((row) => row.status.name !== 'completed')).toBe(true);
    expect(completed.every((row) => row.status.name === 'completed')).toBe(true);
    const dates = current.map((row) => row.startDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('pages and filters by project and status name', async () => {
    const page = await call<ListBody<Ticket>>('u4', 'GET', 'interventions?limit=7&offset=7');
    expect(page.body.data).toHaveLength(7);
    expect(page.body.total_count).toBe(api.db.interventions.filter((row) => row.statusId !== 4).length);
    const ofProject = await call<ListBody<Ticket>>('u4', 'GET', 'interventions?projectId=3&interventionStatus=4');
    expect(ofProject.body.total_count).toBe(
      api.db.interventions.filter((row) => row.projectId === 3 && row.statusId === 4).length,
    );
    expect(ofProject.body.data.every((row) => row.project.id === 3)).toBe(true);
    const open = await call<ListBody<Ticket>>('u4', 'GET', 'interventions?status=open');
    expect(open.body.data.every((row) => row.status.name === 'open')).toBe(true);
    expect((await call('u4', 'GET', 'interventions?status=closed')).body).toEqual({ messages: ['INVALID_JSON'] });
    expect((await call('u4', 'GET', 'interventions?interventionStatus=9')).body).toEqual({
      messages: ['INVALID_JSON'],
    });
  });

  it('filters by structure, type, text and period, and sorts on the list columns', async () => {
    const [row] = api.db.interventions;
    if (!row) throw new Error('no ticket seeded');
    const project = api.db.projects.find((candidate) => candidate.id === row.projectId);
    const place = api.db.places.find((candidate) => candidate.id === project?.placeId);
    const ofPlace = await allPages<Ticket>(call, 'u4', `interventions?placeId=${place?.id}&interventionStatus=4`, 50);
    expect(ofPlace.length).toBeGreaterThan(0);
    expect(
      ofPlace.every((ticket) => api.db.projects.find((p) => p.id === ticket.project.id)?.placeId === place?.id),
    ).toBe(true);
    const ofClient = await call<ListBody<Ticket>>('u4', 'GET', `interventions?clientId=${place?.clientId}&limit=500`);
    expect(ofClient.body.data.length).toBeGreaterThan(0);
    const audits = await call<ListBody<Ticket & { type: string }>>('u4', 'GET', 'interventions?type=audit&limit=500');
    expect(audits.body.data.length).toBeGreaterThan(0);
    expect(audits.body.data.every((ticket) => ticket.type === 'audit')).toBe(true);
    const text = await call<ListBody<Ticket>>('u4', 'GET', 'interventions?search=PASSERELLE&limit=500');
    expect(text.body.data.length).toBeGreaterThan(0);
    expect(text.body.data.every((ticket) => /passerelle/i.test(ticket.title))).toBe(true);
    const start = '2026-01-01T00:00:00.000Z';
    const end = '2026-06-30T00:00:00.000Z';
    const inPeriod = await call<ListBody<Ticket>>(
      'u4',
      'GET',
      `interventions?interventionStatus=4&start=${start}&end=${end}&limit=500`,
    );
    expect(inPeriod.body.data.every((ticket) => ticket.startDate >= start && ticket.startDate <= end)).toBe(true);
    expect((await call('u4', 'GET', `interventions?start=${end}&end=${start}`)).body).toEqual({
      messages: ['INVALID_PERIOD'],
    });
    const byTitle = await call<ListBody<Ticket>>('u4', 'GET', 'interventions?ordering=title&limit=500');
    const titles = byTitle.body.data.map((ticket) => ticket.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));
    const oldest = await call<ListBody<Ticket>>('u4', 'GET', 'interventions?ordering=startDate&limit=500');
    const dates = oldest.body.data.map((ticket) => ticket.startDate);
    expect(dates).toEqual([...dates].sort());
  });

  it('creates, reads, edits and deletes a ticket', async () => {
    const created = await call<Ticket>('u3', 'POST', 'interventions', ticket());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Remplacement sonde PT100',
      status: { id: 2, name: 'in_progress' },
      user: { id: 3 },
    });
    const read = await call<Ticket>('u3', 'GET', `interventions/${created.body.id}`);
    expect(read.body.hardware).toEqual([{ type: 'sensor', quantity: 2 }]);
    const closed = await call<Ticket>(
      'u2',
      'PUT',
      `interventions/${created.body.id}`,
      ticket({ status: 4, hardware: [] }),
    );
    expect([closed.body.status.name, closed.body.user.id, closed.body.hardware]).toEqual(['completed', 3, []]);
    expect((await call('u2', 'DELETE', `interventions/${created.body.id}`)).status).toBe(204);
    const gone = await call('u2', 'GET', `interventions/${created.body.id}`);
    expect([gone.status, gone.body]).toEqual([404, { messages: ['INTERVENTION_NOT_FOUND'] }]);
  });

  it('answers the validation codes', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ hardware: [{ quantity: 1 }] }, 400, 'INVALID_JSON'],
      [{ hardware: [{ type: ' ', quantity: 1 }] }, 400, 'INVALID_JSON'],
      [{ hardware: [{ type: 'sensor', quantity: 0 }] }, 400, 'INVALID_JSON'],
      [{ type: 'repair' }, 400, 'INVALID_JSON'],
      [{ status: 12 }, 400, 'INVALID_JSON'],
      [{ duration: -5 }, 400, 'INVALID_JSON'],
      [{ title: '' }, 400, 'INVALID_NAME'],
      [{ startDate: undefined }, 400, 'INVALID_PERIOD'],
      [{ endDate: '2026-11-19T08:00:00.000Z' }, 400, 'INVALID_PERIOD'],
      [{ project: 999 }, 404, 'PROJECT_NOT_FOUND'],
      [{ user: 999 }, 404, 'USER_NOT_FOUND'],
    ];
    for (const [overrides, status, code] of cases) {
      const answer = await call('u3', 'POST', 'interventions', ticket(overrides));
      expect([answer.status, answer.body]).toEqual([status, { messages: [code] }]);
    }
    expect((await call('u3', 'PUT', 'interventions/9999', ticket())).status).toBe(404);
    expect((await call('u3', 'DELETE', 'interventions/9999')).body).toEqual({ messages: ['INTERVENTION_NOT_FOUND'] });
  });
});
