import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteView } from '../../../test/renderAppRoute';

const api = await setupTestMockApi({ resetBeforeEach: true });

interface Sent {
  method: string;
  url: URL;
}
/** Every dashboard call the screen sent. */
let sent: Sent[] = [];
api.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/dashboard')) sent.push({ method: request.method, url });
});
beforeEach(() => {
  sent = [];
});
afterEach(() => unmountAppRoute());

let view: AppRouteView;
const open = async (url: string, account?: string) => {
  view = await renderAppRoute(api, url, account ? { account } : {});
};

const lastList = () =>
  sent.filter((call) => call.method === 'GET' && call.url.pathname === '/api/dashboard').at(-1)?.url.searchParams ??
  new URLSearchParams();

async function dataRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name: 'Dashboards' });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

const path = () => view.router.state.location.pathname;
const query = () => view.router.state.location.searchStr;

/**
 * Opens a menu by its button and picks one of its items. jsdom lays nothing out, so the menu's
 * positioning can keep its dropdown undisplayed: the item is found hidden or not and clicked.
 */
async function pickMenuItem(button: string, item: string): Promise<void> {
  await userEvent.click(await screen.findByRole('button', { name: button }, { timeout: 5_000 }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item, hidden: true }, { timeout: 5_000 }));
}

describe('DashboardListScreen', { timeout: 20_000 }, () => {
  it('lists the dashboards, each name opening it, without the hidden demo project', async () => {
    await open('/data-explorer');
    const rows = await dataRows();
    // 12 seeded, the demo project's one is hidden (spec 001 §6).
    expect(rows).toHaveLength(11);
    expect(screen.getByText('11 dashboards')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tableau de bord démo' })).not.toBeInTheDocument();
    const first = api.db.dashboards[0];
    expect(screen.getByRole('link', { name: first?.name })).toHaveAttribute('href', `/data-explorer/dash/${first?.id}`);
    // client › site › project
    expect(within(rows[0] as HTMLElement).getByText(/ › .* › /)).toBeInTheDocument();
  });

  it('sorts and filters on the server, with the sort, the name and the page in the URL', async () => {
    await open('/data-explorer?pageSize=25');
    await dataRows();
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Graphs' }));
    await waitFor(() => expect(query()).toContain('sort=graphs'));
    await waitFor(() => expect(lastList().get('ordering')).toBe('graphs'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Name' }), 'froid');
    await waitFor(() => expect(query()).toContain('name=froid'));
    await waitFor(() => expect(lastList().get('name')).toBe('froid'));
    expect(lastList().get('offset')).toBe('0');
    await waitFor(async () => expect(await dataRows()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Froid industriel Annecy' })).toBeInTheDocument();
  });

  it('pages on the server, the page in the URL', async () => {
    const base = api.db.dashboards[0];
    for (let index = 0; index < 20; index += 1)
      api.db.dashboards.push({ ...structuredClone(base!), id: 100 + index, name: `Suivi annexe ${index + 1}` });
    await open('/data-explorer');
    expect(await dataRows()).toHaveLength(24);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(query()).toContain('page=2'));
    await waitFor(() => expect(lastList().get('offset')).toBe('25'));
    await waitFor(async () => expect(await dataRows()).toHaveLength(7));
  });

  it('creates a dashboard and opens it', async () => {
    await open('/data-explorer');
    await dataRows();
    await userEvent.click(screen.getByRole('button', { name: 'New dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'New dashboard' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Suivi compresseurs');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.db.dashboards.some((row) => row.name === 'Suivi compresseurs')).toBe(true), {
      timeout: 5_000,
    });
    const created = api.db.dashboards.find((row) => row.name === 'Suivi compresseurs');
    await waitFor(() => expect(path()).toBe(`/data-explorer/dash/${created?.id}`), { timeout: 5_000 });
  });

  it('asks the copy’s name, prefilled, then opens the copy', async () => {
    await open('/data-explorer');
    await dataRows();
    await pickMenuItem('Actions for Froid industriel Annecy', 'Duplicate Froid industriel Annecy');
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate “Froid industriel Annecy”' });
    const name = within(dialog).getByRole('textbox', { name: 'Name of the copy' });
    expect(name).toHaveValue('Froid industriel Annecy (copy)');
    await userEvent.clear(name);
    await userEvent.type(name, 'Froid Annecy 2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(api.db.dashboards.some((row) => row.name === 'Froid Annecy 2027')).toBe(true), {
      timeout: 5_000,
    });
    const copy = api.db.dashboards.find((row) => row.name === 'Froid Annecy 2027');
    await waitFor(() => expect(path()).toBe(`/data-explorer/dash/${copy?.id}`), { timeout: 5_000 });
    expect(sent.some((call) => call.method === 'POST' && call.url.pathname === '/api/dashboard/4')).toBe(true);
  });

  it('deletes a dashboard after confirmation and stays on the list', async () => {
    await open('/data-explorer');
    await dataRows();
    await pickMenuItem('Actions for Froid industriel Annecy', 'Delete Froid industriel Annecy');
    const dialog = await screen.findByRole('dialog', { name: 'Delete this dashboard?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Froid industriel Annecy' })).not.toBeInTheDocument(),
    );
    expect(api.db.dashboards.some((row) => row.name === 'Froid industriel Annecy')).toBe(false);
    expect(path()).toBe('/data-explorer');
    expect(await dataRows()).toHaveLength(10);
  });

  it('shows a customer their client’s dashboards only, read-only', async () => {
    await open('/data-explorer', 'u5');
    const rows = await dataRows();
    const own = api.db.dashboards.filter((row) => {
      const project = api.db.projects.find((item) => item.id === row.projectId);
      const place = api.db.places.find((item) => item.id === project?.placeId);
      return place?.clientId === 1;
    });
    expect(own.length).toBeGreaterThan(0);
    expect(rows.length).toBe(own.length);
    expect(rows.length).toBeLessThan(11);
    expect(screen.queryByRole('button', { name: 'New dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  });
});
