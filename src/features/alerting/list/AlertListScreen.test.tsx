import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteView } from '../../../test/renderAppRoute';
import { alertsResource, projectAlertsResource } from '../../../entities/alerting/api';

const api = await setupTestMockApi({ resetBeforeEach: true });
let view: AppRouteView;
const open = async (url: string, account = 'u2') => {
  view = await renderAppRoute(api, url, { account });
};
const query = () => view.router.state.location.searchStr;

interface Sent {
  method: string;
  url: URL;
  body: unknown;
}
/** Every call to alerts and project-alerts the screen sent. */
let sent: Sent[] = [];
api.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (!/^\/api\/(project-)?alerts\b/.test(url.pathname)) return;
  const entry: Sent = { method: request.method, url, body: null };
  sent.push(entry);
  if (request.method === 'PUT')
    void request
      .clone()
      .json()
      .then((body: unknown) => (entry.body = body));
});
beforeEach(() => {
  sent = [];
});
afterEach(() => {
  unmountAppRoute();
  api.server.resetHandlers();
});

/** The last page read (the count of the hidden clients' matches reads one row). */
const lastList = (path = '/api/alerts') =>
  sent
    .filter((call) => call.method === 'GET' && call.url.pathname === path && call.url.searchParams.get('limit') !== '1')
    .at(-1)?.url.searchParams ?? new URLSearchParams();

async function dataRows(name = 'Standard alerts'): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

// A busy machine renders the table slowly: the default 5 s is short for a click-through.
describe('AlertListScreen', { timeout: 20_000 }, () => {
  it('lists the active standard alerts with their count, each name opening its editor', async () => {
    await open('/alerting-config?pageSize=100');
    const expected = await alertsResource.list({ archived: false, limit: 100, offset: 0 });
    // The hidden test clients' alerts are neither shown nor counted (spec 001 §6).
    const hidden = expected.data.filter((alert) => alert.project.place.client.id >= 5);
    expect(hidden.length).toBeGreaterThan(0);
    const rows = await dataRows();
    expect(rows).toHaveLength(expected.data.length - hidden.length);
    expect(await screen.findByText(`${expected.total_count - hidden.length} alerts`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: hidden[0]?.name })).not.toBeInTheDocument();
    const first = expected.data[0];
    expect(screen.getByRole('link', { name: first?.name })).toHaveAttribute(
      'href',
      `/alerting-config/alerts/${first?.id}`,
    );
    expect(lastList().get('archived')).toBe('false');
    expect(screen.getByRole('tab', { name: 'Standard alerts', selected: true })).toBeInTheDocument();
  });

  it('sends a filter change and writes it in the URL, back to page 1', async () => {
    await open('/alerting-config?pageSize=25&page=2');
    await dataRows();
    expect(lastList().get('offset')).toBe('25');
    await userEvent.click(screen.getByRole('combobox', { name: 'Level' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Warning', hidden: true }));
    await waitFor(() => expect(query()).toContain('pageSize=25&level=warning'));
    await waitFor(() => expect(lastList().get('alertLevel')).toBe('warning'));
    expect(lastList().get('offset')).toBe('0');
    for (const row of await dataRows()) expect(within(row).getByText('Warning')).toBeInTheDocument();
  });

  it('lists the project alerts on the specific tab, offering their three types only', async () => {
    await open('/alerting-config');
    await dataRows();
    await userEvent.click(screen.getByRole('tab', { name: 'Specific alerts' }));
    const expected = await projectAlertsResource.list({ archived: false, limit: 50, offset: 0 });
    const visible = expected.data.filter((alert) => alert.project.place.client.id < 5);
    expect(await dataRows('Specific alerts')).toHaveLength(visible.length);
    expect(query()).toContain('tab=specific');
    expect(screen.queryByRole('searchbox', { name: 'Variable' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Alert type' }));
    for (const type of ['Offline', 'No data', 'Communication'])
      expect(await screen.findByRole('option', { name: type, hidden: true })).toBeInTheDocument();
    for (const type of ['High threshold', 'Stagnation', 'Offline (single variable)'])
      expect(screen.queryByRole('option', { name: type, hidden: true })).not.toBeInTheDocument();
    // No DELETE for project alerts (spec 000 §7).
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: `Actions for ${visible[0]?.name}` }));
    expect(await screen.findByRole('menuitem', { name: `Mute ${visible[0]?.name}` })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /^Delete / })).not.toBeInTheDocument();
  });

  it('shows the scenarios on their tab, the site chosen there kept in the URL', async () => {
    await open('/alerting-config?placeId=1&level=error');
    await dataRows();
    await userEvent.click(screen.getByRole('tab', { name: 'Scenarios' }));
    await waitFor(() => expect(query()).toContain('tab=scenarios'));
    const table = await screen.findByRole('table', { name: 'Scenarios' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveValue(
      api.db.places.find((place) => place.id === 1)?.name,
    );
    expect(screen.queryByRole('table', { name: 'Standard alerts' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
    const other = api.db.places.find((place) => place.id === 2)?.name ?? '';
    await userEvent.click(await screen.findByRole('option', { name: other, hidden: true }));
    await waitFor(() => expect(query()).toContain('placeId=2'));
    // The alert lists' other filters stay for when the user comes back to them.
    expect(query()).toContain('level=error');
  });

  it('mutes an alert with a PUT of the whole alert, enabled false, and shows it muted in place', async () => {
    await open('/alerting-config');
    const rows = await dataRows();
    const row = rows.find((candidate) => within(candidate).queryByText('Enabled')) as HTMLElement;
    const name = within(row).getByRole('link').textContent ?? '';
    await userEvent.click(within(row).getByRole('button', { name: `Actions for ${name}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: `Mute ${name}` }));
    await waitFor(() => expect(sent.find((call) => call.method === 'PUT')?.body).toBeTruthy());
    const put = sent.find((call) => call.method === 'PUT');
    const body = put?.body as Record<string, unknown>;
    expect(body).toMatchObject({ name, enabled: false, archived: false });
    // Through alertWriteSchema: references by id, no id of its own.
    expect(body).not.toHaveProperty('id');
    expect(body.project).toEqual({ id: expect.any(Number) as number });
    const id = Number(put?.url.pathname.split('/').at(-1));
    // The row changes in place.
    await waitFor(() => expect(within(row).getByText('Muted')).toBeInTheDocument());
    expect(api.db.alerts.find((alert) => alert.id === id)?.enabled).toBe(false);
    expect(within(row).queryByText('Enabled')).not.toBeInTheDocument();
  });

  it.each([
    ['cancelled', 'Cancel', false],
    ['confirmed', 'Delete', true],
  ] as const)('asks before deleting an alert and sends DELETE only when %s', async (_, button, deleted) => {
    await open('/alerting-config');
    const row = (await dataRows())[0] as HTMLElement;
    const name = within(row).getByRole('link').textContent ?? '';
    const id = api.db.alerts.find((alert) => alert.name === name)?.id;
    await userEvent.click(within(row).getByRole('button', { name: `Actions for ${name}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: `Delete ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this alert?' });
    expect(dialog).toHaveTextContent(name);
    expect(sent.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: button }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5_000 });
    if (!deleted) {
      expect(sent.some((call) => call.method === 'DELETE')).toBe(false);
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
      return;
    }
    expect(sent.find((call) => call.method === 'DELETE')?.url.pathname).toBe(`/api/alerts/${id}`);
    await waitFor(() => expect(screen.queryByRole('link', { name })).not.toBeInTheDocument());
    expect(api.db.alerts.some((alert) => alert.id === id)).toBe(false);
  });

  it('shows a reader the list without actions nor "New alert"', async () => {
    await open('/alerting-config', 'u4');
    await dataRows();
    expect(screen.queryByRole('button', { name: /^Actions for / })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New alert' })).not.toBeInTheDocument();
  });

  it('passes the filtered project to the new alert', async () => {
    await open('/alerting-config?projectId=3');
    expect(await screen.findByRole('link', { name: 'New alert' })).toHaveAttribute(
      'href',
      '/alerting-config/alerts/new?projectId=3',
    );
  });
});
