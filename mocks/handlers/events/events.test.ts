// @vitest-environment node
import type { EventStatus } from '../../../src/entities/events/statusWorkflow';
import { createCaller, setupTestMockApi } from '../../testing';

const api = await setupTestMockApi({ resetBeforeEach: true });
const call = createCaller<unknown>(api.signToken);

interface EventAnswer {
  id: number;
  alert: { id: number; name: string; type: string; level: string; function?: string | null };
  project: { id: number; place: { id: number; client: { id: number } } };
  client: { id: number };
  dateStart: string;
  dateEnd: string | null;
  duration: number;
  status: EventStatus;
  cancelled: boolean;
  tags: string[];
  comments: number;
}
interface Page<T> {
  data: T[];
  total_count: number;
}

const events = async (query: string, account = 'u2') =>
  (await call(account, 'GET', `events?${query}`)).body as Page<EventAnswer>;

describe('events: seed and list', () => {
  it('seeds 500 events in every status, in progress and finished, cancelled, tagged, with 0–5 comments', () => {
    const rows = api.db.alertEvents;
    expect(rows).toHaveLength(500);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['new', 'seen', 'fixed_no_action', 'fixed']));
    expect(rows.some((row) => row.dateEnd === null)).toBe(true);
    expect(rows.some((row) => row.cancelled)).toBe(true);
    expect(rows.some((row) => row.tags.length > 0)).toBe(true);
    expect(new Set(rows.map((row) => row.type)).size).toBe(9);
    const oldest = Math.min(...rows.map((row) => Date.parse(row.dateStart)));
    expect(api.db.seededAt - oldest).toBeLessThanOrEqual(90 * 86_400_000);
    const perEvent = new Map<number, number>();
    for (const comment of api.db.alertEventComments)
      perEvent.set(comment.alertEventId, (perEvent.get(comment.alertEventId) ?? 0) + 1);
    expect(Math.max(...perEvent.values())).toBeLessThanOrEqual(5);
    expect(perEvent.size).toBeLessThan(500);
  });

  it('answers 401 without a token', async () => {
    expect((await call(null, 'GET', 'events')).status).toBe(401);
  });

  it('pages, newest first', async () => {
    const first = await events('limit=20&offset=0');
    const second = await events('limit=20&offset=20');
    expect(first.total_count).toBe(500);
    expect(first.data).toHaveLength(20);
    expect(second.data.some((event) => first.data.some((other) => other.id === event.id))).toBe(false);
    expect(first.data[0]?.dateStart.localeCompare(second.data[0]?.dateStart ?? '')).toBeGreaterThan(0);
  });

  it.each([
    ['status=new&status=seen', (event: EventAnswer) => event.status === 'new' || event.status === 'seen'],
    ['current=true', (event: EventAnswer) => event.dateEnd === null],
    ['projectId=1', (event: EventAnswer) => event.project.id === 1],
    ['placeId=3', (event: EventAnswer) => event.project.place.id === 3],
    ['clientId=2', (event: EventAnswer) => event.client.id === 2],
    ['alertId=5', (event: EventAnswer) => event.alert.id === 5],
    ['level=critical', (event: EventAnswer) => event.alert.level === 'critical'],
    ['type=com', (event: EventAnswer) => event.alert.type === 'com' && event.alert.function === 'communication'],
    ['cancelled=true', (event: EventAnswer) => event.cancelled],
    ['search=hors%20ligne', (event: EventAnswer) => event.alert.name.toLowerCase().includes('hors ligne')],
  ])('filters by %s', async (query, matches) => {
    const page = await events(`${query}&limit=500`);
    expect(page.total_count).toBeGreaterThan(0);
    expect(page.total_count).toBeLessThan(500);
    expect(page.data.every(matches)).toBe(true);
  });

  it('counts current events and status sets the way the table does', async () => {
    expect((await events('current=true')).total_count).toBe(
      api.db.alertEvents.filter((row) => row.dateEnd === null).length,
    );
    expect((await events('status=fixed')).total_count).toBe(
      api.db.alertEvents.filter((row) => row.status === 'fixed').length,
    );
    expect(await call('u2', 'GET', 'events?status=bogus')).toEqual({
      status: 400,
      body: { messages: ['INVALID_ALERT_EVENT_STATUS'] },
    });
  });

  it('finds events by variable name and by period', async () => {
    const alert = api.db.alerts.find((row) => row.alertVariables.length > 0);
    const variableName = api.db.variables.find((row) => row.id === alert?.alertVariables[0]?.variableId)?.name ?? '';
    const byVariable = await events(`search=${encodeURIComponent(variableName)}&limit=500`);
    expect(byVariable.data.some((event) => event.alert.id === alert?.id)).toBe(true);
    const start = new Date(api.db.seededAt - 7 * 86_400_000).toISOString();
    const end = new Date(api.db.seededAt - 3 * 86_400_000).toISOString();
    const week = await events(`start=${start}&end=${end}&limit=500`);
    expect(week.total_count).toBeGreaterThan(0);
    for (const event of week.data) {
      expect(event.dateStart <= end).toBe(true);
      expect(event.dateEnd === null || event.dateEnd >= start).toBe(true);
    }
  });

  it('shows a customer only their client’s events', async () => {
    const mine = await events('limit=500', 'u5');
    expect(mine.total_count).toBeGreaterThan(0);
    expect(mine.data.every((event) => event.client.id === 1)).toBe(true);
    const other = api.db.alertEvents.find(
      (row) => api.db.projects.find((project) => project.id === row.projectId)?.placeId === 3,
    );
    expect(await call('u5', 'GET', `events/${other?.id}`)).toEqual({
      status: 404,
      body: { messages: ['ALERT_EVENT_NOT_FOUND'] },
    });
  });

  it('finds the events of any of the given variables, scoped to what a customer may see', async () => {
    const watched = (eventId: number) => {
      const row = api.db.alertEvents.find((event) => event.id === eventId);
      const alert = api.db.alerts.find((candidate) => candidate.id === row?.alertId);
      return [...(alert?.alertVariables.map((item) => item.variableId) ?? []), ...(alert?.variableIds ?? [])];
    };
    const clientOf = (row: (typeof api.db.alertEvents)[number]) => {
      const project = api.db.projects.find((candidate) => candidate.id === row.projectId);
      return api.db.places.find((place) => place.id === project?.placeId)?.clientId;
    };
    const [first, second] = api.db.alertEvents.map((row) => watched(row.id)[0]).filter((id) => id !== undefined);
    const both = await events(`variable=${first}&variable=${second}&limit=500&ordering=dateStart`);
    expect(both.total_count).toBeGreaterThan(0);
    expect(both.total_count).toBeLessThan(500);
    expect(both.data.every((event) => watched(event.id).some((id) => id === first || id === second))).toBe(true);
    const starts = both.data.map((event) => event.dateStart);
    expect(starts).toEqual([...starts].sort());
    expect((await events('variable=abc')).total_count).toBe(0);

    // A customer asking for another client's variable gets nothing, not that client's events.
    const elsewhere = api.db.alertEvents.find((row) => clientOf(row) !== 1 && watched(row.id).length > 0);
    const otherVariable = elsewhere ? watched(elsewhere.id)[0] : undefined;
    expect((await events(`variable=${otherVariable}&limit=500`)).total_count).toBeGreaterThan(0);
    expect(await events(`variable=${otherVariable}&limit=500`, 'u5')).toEqual({ data: [], total_count: 0 });
  });

  it('answers one event with its duration, 404 otherwise', async () => {
    const running = api.db.alertEvents.find((row) => row.dateEnd === null);
    const event = (await call('u2', 'GET', `events/${running?.id}`)).body as EventAnswer;
    expect(event.dateEnd).toBeNull();
    expect(event.duration).toBeGreaterThan(0);
    expect(await call('u2', 'GET', 'events/9999')).toEqual({
      status: 404,
      body: { messages: ['ALERT_EVENT_NOT_FOUND'] },
    });
  });
});

describe('events: update and status workflow', () => {
  const event = () => {
    const row = api.db.alertEvents[10];
    if (!row) throw new Error('no event');
    return row;
  };
  const update = (id: number, body: unknown, account = 'u3') => call(account, 'PUT', `events/${id}`, body);

  it.each([
    ['new', 'seen'],
    ['new', 'fixed_no_action'],
    ['new', 'fixed'],
    ['seen', 'fixed_no_action'],
    ['seen', 'fixed'],
    ['fixed_no_action', 'seen'],
    ['fixed', 'seen'],
    ['seen', 'seen'],
  ] as const)('allows %s → %s', async (from, to) => {
    event().status = from;
    const response = await update(event().id, { cancelled: false, tags: [], status: to });
    expect(response.status).toBe(200);
    expect((response.body as EventAnswer).status).toBe(to);
  });

  it.each([
    ['seen', 'new'],
    ['fixed', 'new'],
    ['fixed_no_action', 'new'],
    ['fixed', 'fixed_no_action'],
    ['fixed_no_action', 'fixed'],
  ] as const)('refuses %s → %s with ALERT_EVENT_STATUS_WORKFLOW_ERROR', async (from, to) => {
    event().status = from;
    expect(await update(event().id, { cancelled: false, tags: [], status: to })).toEqual({
      status: 409,
      body: { messages: ['ALERT_EVENT_STATUS_WORKFLOW_ERROR'] },
    });
    expect(event().status).toBe(from);
  });

  it('stores cancelled and tags', async () => {
    event().status = 'new';
    const response = await update(event().id, { cancelled: true, tags: ['capteur', ' maintenance '], status: 'seen' });
    expect(response.body).toMatchObject({ cancelled: true, tags: ['capteur', 'maintenance'], status: 'seen' });
    expect(((await call('u2', 'GET', `events/${event().id}`)).body as EventAnswer).cancelled).toBe(true);
  });

  it('answers the catalogue codes for bad input and refuses readers', async () => {
    const id = event().id;
    expect(await update(id, { cancelled: false, tags: [], status: 'closed' })).toEqual({
      status: 400,
      body: { messages: ['INVALID_ALERT_EVENT_STATUS'] },
    });
    expect((await update(id, { cancelled: false, tags: [3], status: event().status })).body).toEqual({
      messages: ['INVALID_TAG_TYPE'],
    });
    expect((await update(id, { cancelled: false, tags: [''], status: event().status })).body).toEqual({
      messages: ['INVALID_TAG_TYPE'],
    });
    expect((await update(id, { cancelled: false, tags: 'capteur', status: event().status })).body).toEqual({
      messages: ['INVALID_TAG_TYPE'],
    });
    expect((await update(9999, { cancelled: false, tags: [], status: 'seen' })).body).toEqual({
      messages: ['ALERT_EVENT_NOT_FOUND'],
    });
    expect(await update(id, { cancelled: false, tags: [], status: 'seen' }, 'u4')).toEqual({
      status: 403,
      body: { messages: ['PERMISSION_DENIED'] },
    });
  });
});

describe('event comments', () => {
  interface CommentAnswer {
    id: number;
    comment: string;
    alertEvent: { id: number };
    author: { id: number } | null;
  }
  const withComments = () => {
    const id = api.db.alertEventComments[0]?.alertEventId;
    if (id === undefined) throw new Error('no comments');
    return id;
  };

  it('lists an event’s comments', async () => {
    const eventId = withComments();
    const page = (await call('u4', 'GET', `events/${eventId}/comments`)).body as Page<CommentAnswer>;
    expect(page.total_count).toBe(api.db.alertEventComments.filter((row) => row.alertEventId === eventId).length);
    expect(page.data.every((comment) => comment.alertEvent.id === eventId)).toBe(true);
    expect((await call('u2', 'GET', 'events/9999/comments')).body).toEqual({ messages: ['ALERT_EVENT_NOT_FOUND'] });
  });

  it('adds, edits and deletes a comment; the event counts it', async () => {
    const eventId = withComments();
    const before = ((await call('u2', 'GET', `events/${eventId}`)).body as EventAnswer).comments;
    const created = await call('u3', 'POST', `events/${eventId}/comments`, {
      comment: 'Sonde remplacée par le technicien.',
    });
    expect(created.status).toBe(201);
    const comment = created.body as CommentAnswer;
    expect(comment).toMatchObject({
      comment: 'Sonde remplacée par le technicien.',
      alertEvent: { id: eventId },
      author: { id: 3 },
    });
    expect(((await call('u2', 'GET', `events/${eventId}`)).body as EventAnswer).comments).toBe(before + 1);

    const edited = await call('u3', 'PUT', `events/${eventId}/comments/${comment.id}`, {
      comment: 'Sonde remplacée, valeurs revenues à la normale.',
    });
    expect(edited.body).toMatchObject({ id: comment.id, comment: 'Sonde remplacée, valeurs revenues à la normale.' });

    expect((await call('u3', 'DELETE', `events/${eventId}/comments/${comment.id}`)).status).toBe(204);
    expect(((await call('u2', 'GET', `events/${eventId}`)).body as EventAnswer).comments).toBe(before);
    expect(await call('u3', 'PUT', `events/${eventId}/comments/${comment.id}`, { comment: 'x' })).toEqual({
      status: 404,
      body: { messages: ['ALERT_EVENT_COMMENT_NOT_FOUND'] },
    });
  });

  it('refuses empty and too long comments, comments of another event and readers', async () => {
    const eventId = withComments();
    expect(await call('u2', 'POST', `events/${eventId}/comments`, { comment: '   ' })).toEqual({
      status: 400,
      body: { messages: ['INVALID_COMMENT'] },
    });
    expect((await call('u2', 'POST', `events/${eventId}/comments`, { comment: 'x'.repeat(2001) })).body).toEqual({
      messages: ['INVALID_COMMENT'],
    });
    expect((await call('u2', 'POST', `events/${eventId}/comments`, { comment: 'x'.repeat(2000) })).status).toBe(201);
    const elsewhere = api.db.alertEventComments.find((row) => row.alertEventId !== eventId);
    expect((await call('u2', 'DELETE', `events/${eventId}/comments/${elsewhere?.id}`)).body).toEqual({
      messages: ['ALERT_EVENT_COMMENT_NOT_FOUND'],
    });
    expect((await call('u4', 'POST', `events/${eventId}/comments`, { comment: 'Lu.' })).status).toBe(403);
  });
});

describe('home summary: stats/alert-events', () => {
  interface StatsAnswer {
    data: {
      project: { id: number; place: { client: { id: number } } };
      global: number;
      total: number;
      tech: number;
      spec: number;
      offline: number;
      nodata: number;
      com: number;
      new: number;
      daysdelay: number;
    }[];
    total_count: number;
    statuses: Record<EventStatus, number>;
    current: number;
  }

  it('answers one row per project whose counts add up', async () => {
    expect((await call(null, 'GET', 'stats/alert-events')).status).toBe(401);
    const stats = (await call('u2', 'GET', 'stats/alert-events')).body as StatsAnswer;
    expect(stats.total_count).toBe(api.db.projects.length);
    const live = api.db.alertEvents.filter((row) => !row.cancelled);
    expect(stats.data.reduce((sum, row) => sum + row.global, 0)).toBe(live.length);
    expect(Object.values(stats.statuses).reduce((sum, count) => sum + count, 0)).toBe(live.length);
    expect(stats.data.reduce((sum, row) => sum + row.total, 0)).toBe(stats.current);
    for (const row of stats.data) {
      expect(row.tech).toBe(row.offline + row.nodata + row.com);
      expect(row.total).toBe(row.tech + row.spec);
    }
    expect(stats.data.some((row) => row.daysdelay > 0)).toBe(true);
  });

  it('filters by client, site and project, and scopes a customer to their client', async () => {
    const byClient = (await call('u2', 'GET', 'stats/alert-events?clientId=2')).body as StatsAnswer;
    expect(byClient.data.every((row) => row.project.place.client.id === 2)).toBe(true);
    expect(
      ((await call('u2', 'GET', 'stats/alert-events?projectId=4')).body as StatsAnswer).data.map(
        (row) => row.project.id,
      ),
    ).toEqual([4]);
    expect(((await call('u2', 'GET', 'stats/alert-events?placeId=3')).body as StatsAnswer).total_count).toBe(2);
    const customer = (await call('u5', 'GET', 'stats/alert-events')).body as StatsAnswer;
    expect(customer.data.every((row) => row.project.place.client.id === 1)).toBe(true);
  });
});
