// @vitest-environment node
import { createCaller, setupTestMockApi } from '../../testing';

/** GET events `ordering` (src/api/listPage.ts) and repeated `type`: mocks/handlers/events/events.ts. */

const api = await setupTestMockApi({ resetBeforeEach: true });
const call = createCaller<unknown>(api.signToken);

interface EventAnswer {
  id: number;
  alert: { name: string; type: string; level: string };
  project: { name: string };
  dateStart: string;
  dateEnd: string | null;
  duration: number;
  status: string;
}

const events = async (query: string) =>
  (await call('u2', 'GET', `events?${query}`)).body as { data: EventAnswer[]; total_count: number };

describe('events: server sort (ordering)', () => {
  const all = async (ordering: string, extra = '') => (await events(`ordering=${ordering}&limit=500${extra}`)).data;
  const isSorted = <T>(values: readonly T[], compare: (a: T, b: T) => number) =>
    values.every((value, index) => index === 0 || compare(values[index - 1] as T, value) <= 0);

  it('sorts by start date both ways; the default stays newest first', async () => {
    const ascending = await all('dateStart');
    expect(
      isSorted(
        ascending.map((event) => Date.parse(event.dateStart)),
        (a, b) => a - b,
      ),
    ).toBe(true);
    const descending = await all('-dateStart');
    expect(
      isSorted(
        descending.map((event) => Date.parse(event.dateStart)),
        (a, b) => b - a,
      ),
    ).toBe(true);
    const byDefault = (await events('limit=500')).data;
    expect(byDefault.map((event) => event.id)).toEqual(descending.map((event) => event.id));
  });

  it('orders level by severity and status by workflow, not alphabetically', async () => {
    const levels = ['info', 'warning', 'error', 'critical'];
    const byLevel = await all('level');
    expect(
      isSorted(
        byLevel.map((event) => levels.indexOf(event.alert.level)),
        (a, b) => a - b,
      ),
    ).toBe(true);
    expect(byLevel[0]?.alert.level).toBe('info');
    const statuses = ['new', 'seen', 'fixed_no_action', 'fixed'];
    const byStatus = await all('-status');
    expect(
      isSorted(
        byStatus.map((event) => statuses.indexOf(event.status)),
        (a, b) => b - a,
      ),
    ).toBe(true);
    expect(byStatus[0]?.status).toBe('fixed');
  });

  it('sorts by duration and by end date, events in progress last either way', async () => {
    const byDuration = await all('-duration');
    expect(
      isSorted(
        byDuration.map((event) => event.duration),
        (a, b) => b - a,
      ),
    ).toBe(true);
    for (const ordering of ['dateEnd', '-dateEnd']) {
      const rows = await all(ordering);
      const firstRunning = rows.findIndex((event) => event.dateEnd === null);
      expect(firstRunning).toBeGreaterThan(0);
      expect(rows.slice(firstRunning).every((event) => event.dateEnd === null)).toBe(true);
      const ends = rows.slice(0, firstRunning).map((event) => Date.parse(event.dateEnd ?? ''));
      expect(isSorted(ends, ordering === 'dateEnd' ? (a, b) => a - b : (a, b) => b - a)).toBe(true);
    }
  });

  it('sorts by client, site, project and alert names', async () => {
    const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });
    const byProject = await all('project');
    expect(
      isSorted(
        byProject.map((event) => event.project.name),
        collator.compare,
      ),
    ).toBe(true);
    const byAlert = await all('-alert');
    expect(
      isSorted(
        byAlert.map((event) => event.alert.name),
        (a, b) => collator.compare(b, a),
      ),
    ).toBe(true);
    for (const field of ['client', 'site']) expect((await events(`ordering=${field}&limit=1`)).total_count).toBe(500);
  });

  it('ignores an unknown field and keeps the default order', async () => {
    const unknown = await all('-bogus');
    const byDefault = (await events('limit=500')).data;
    expect(unknown.map((event) => event.id)).toEqual(byDefault.map((event) => event.id));
  });

  it('pages after sorting, and sorts after filtering', async () => {
    const whole = await all('duration', '&current=true');
    expect(whole.every((event) => event.dateEnd === null)).toBe(true);
    const second = await events('ordering=duration&current=true&limit=10&offset=10');
    expect(second.total_count).toBe(whole.length);
    expect(second.data.map((event) => event.id)).toEqual(whole.slice(10, 20).map((event) => event.id));
  });

  it('accepts repeated types: any of them', async () => {
    const page = await events('type=offline&type=offline_single&limit=500');
    expect(page.total_count).toBe(
      api.db.alertEvents.filter((row) => row.type === 'offline' || row.type === 'offline_single').length,
    );
    expect(new Set(page.data.map((event) => event.alert.type))).toEqual(new Set(['offline', 'offline_single']));
  });
});
