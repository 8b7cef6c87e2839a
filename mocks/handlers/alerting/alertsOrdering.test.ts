// @vitest-environment node
import { createCaller, setupTestMockApi } from '../../testing';

const api = await setupTestMockApi();
const call = createCaller<unknown>(api.signToken);

interface AlertAnswer {
  id: number;
  name: string;
  project: { name: string; place: { name: string; client: { name: string } } };
  activationFunction: { name: string };
  alertLevel: { name: string };
}
interface Page {
  data: AlertAnswer[];
  total_count: number;
}

const list = async (path: string, query: string) => (await call('u2', 'GET', `${path}?${query}`)).body as Page;
const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });
const isSorted = (values: string[], descending = false) =>
  values.every(
    (value, index) => index === 0 || collator.compare(values[index - 1] ?? '', value) * (descending ? -1 : 1) <= 0,
  );

describe('GET alerts and project-alerts: ordering', () => {
  it.each(['alerts', 'project-alerts'])('%s sorts by name both ways, before paging', async (path) => {
    const up = await list(path, 'ordering=name&limit=200');
    const down = await list(path, 'ordering=-name&limit=200');
    expect(isSorted(up.data.map((alert) => alert.name))).toBe(true);
    expect(
      isSorted(
        down.data.map((alert) => alert.name),
        true,
      ),
    ).toBe(true);
    // Paging applies to the sorted rows.
    const second = await list(path, 'ordering=name&limit=5&offset=5');
    expect(second.data.map((alert) => alert.id)).toEqual(up.data.slice(5, 10).map((alert) => alert.id));
  });

  it('sorts by client, site and project names', async () => {
    expect(
      isSorted((await list('alerts', 'ordering=client&limit=200')).data.map((a) => a.project.place.client.name)),
    ).toBe(true);
    expect(isSorted((await list('alerts', 'ordering=site&limit=200')).data.map((a) => a.project.place.name))).toBe(
      true,
    );
    expect(
      isSorted(
        (await list('alerts', 'ordering=-project&limit=200')).data.map((a) => a.project.name),
        true,
      ),
    ).toBe(true);
  });

  it('sorts levels by severity, not alphabetically, and keeps the filters', async () => {
    const order = ['info', 'warning', 'error', 'critical'];
    const page = await list('alerts', 'ordering=alertLevel&limit=200&archived=false');
    const ranks = page.data.map((alert) => order.indexOf(alert.alertLevel.name));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(page.total_count).toBe((await list('alerts', 'archived=false&limit=1')).total_count);
  });

  it('keeps the order by id for an unknown field', async () => {
    const page = await list('alerts', 'ordering=colour&limit=200');
    const ids = page.data.map((alert) => alert.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});
