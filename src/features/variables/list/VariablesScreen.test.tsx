import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TEST_API_BASE_URL } from '../../../../mocks/node';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteView } from '../../../test/renderAppRoute';
import { variablesResource } from '../../../entities/variables/api';

const api = await setupTestMockApi();

/** Every GET variables the screen sent, as URLs. */
let requests: URL[] = [];
api.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (request.method === 'GET' && url.pathname === '/api/variables') requests.push(url);
});
beforeEach(() => {
  requests = [];
});
afterEach(() => {
  unmountAppRoute();
  api.server.resetHandlers();
});

let view: AppRouteView;
const open = async (url: string, account = 'u2') => {
  view = await renderAppRoute(api, url, { account });
};

/** What a name cell adds when the variable has no editor. */
const HINT = ' (attach to a project first)';

const urlSearch = (): Record<string, unknown> => view.router.state.location.search;
/** The last list read (the device filter reads 1000 rows, the count of hidden matches one). */
const lastListRequest = () =>
  requests.filter((url) => !['1', '1000'].includes(url.searchParams.get('limit') ?? '')).at(-1)?.searchParams ??
  new URLSearchParams();

async function dataRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name: 'Variables' });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

describe('VariablesScreen', { timeout: 30_000 }, () => {
  it('lists the variables with their count, each name opening its editor by kind', async () => {
    await open('/automatic-variables');
    const expected = await variablesResource.list({ limit: 50, offset: 0 });
    const rows = await dataRows();
    expect(rows).toHaveLength(50);
    // The hidden test clients' variables are not counted (spec 001 §6).
    const hiddenSites = new Set(api.db.places.filter((place) => place.clientId >= 5).map((place) => place.id));
    const hidden = api.db.variables.filter((row) => hiddenSites.has(row.placeId)).length;
    expect(hidden).toBeGreaterThan(0);
    expect(
      await screen.findByText(`${(expected.total_count - hidden).toLocaleString('en')} variables`),
    ).toBeInTheDocument();
    const attached = expected.data.find((row) => row.type === 'variable' && row.projects.length > 0);
    const link = screen.getByRole('link', { name: attached?.name });
    expect(link).toHaveAttribute(
      'href',
      `/automatic-variables/variable/${attached?.projects[0]?.id}/${attached?.place.id}/${attached?.id}`,
    );
    // A variable in no project: its name, and how to make it editable.
    const loose = expected.data.find((row) => row.projects.length === 0);
    const looseRow = rows[expected.data.indexOf(loose ?? expected.data[0]!)] as HTMLElement;
    expect(within(looseRow).queryByRole('link')).not.toBeInTheDocument();
    expect(within(looseRow).getByText('(attach to a project first)')).toBeInTheDocument();
  });

  it('leaves out the hidden test clients’ variables, even on a page that holds only theirs', async () => {
    // In the server's order (by id) the hidden sites' variables come last.
    await open('/automatic-variables?page=41');
    expect(
      await screen.findByText('This page only holds variables of test clients, which are not shown.'),
    ).toBeVisible();
    expect(await screen.findByText('2,000 variables')).toBeInTheDocument();
    expect(screen.queryByText('Site Test')).not.toBeInTheDocument();
  });

  it('opens a formula in the formula editor, in the filtered project', async () => {
    await open('/automatic-variables?type=formula&projectId=1');
    await dataRows();
    const expected = await variablesResource.list({ type: 'formula', projectId: 1, limit: 50, offset: 0 });
    const formula = expected.data[0];
    expect(screen.getByRole('link', { name: formula?.name })).toHaveAttribute(
      'href',
      `/automatic-variables/formula/1/${formula?.id}`,
    );
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getByText('Formula')),
    ).toHaveLength(expected.data.length);
  });

  it('writes filter changes in the URL, back to page 1, and sends them', async () => {
    await open('/automatic-variables?page=2');
    await dataRows();
    expect(lastListRequest().get('offset')).toBe('50');
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Calculated variable', hidden: true }));
    await waitFor(() => expect(urlSearch().type).toBe('persisted_formula'));
    expect(urlSearch()).not.toHaveProperty('page');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Unit' }), 'kWh');
    await waitFor(() => expect(view.router.state.location.searchStr).toContain('type=persisted_formula&unitName=kWh'));
    await waitFor(() => expect(lastListRequest().get('unitName')).toBe('kWh'));
    expect(lastListRequest().get('type')).toBe('persisted_formula');
    expect(lastListRequest().get('offset')).toBe('0');
    for (const row of await dataRows()) expect(within(row).getByText('kWh')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(urlSearch()).toEqual({}));
    expect(screen.getByRole('searchbox', { name: 'Unit' })).toHaveValue('');
  });

  it('offers the devices of the chosen site and drops the device with the site', async () => {
    await open('/automatic-variables');
    await dataRows();
    expect(screen.getByRole('combobox', { name: 'Acquisition device' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Site' })).toBeEnabled());
    await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
    const siteName = api.db.places.find((place) => place.id === 2)?.name ?? '';
    await userEvent.click(await screen.findByRole('option', { name: siteName, hidden: true }));
    await waitFor(() => expect(urlSearch().placeId).toBe(2));
    const device = api.db.acquisitionDevices.find((row) => row.placeId === 2);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Acquisition device' })).toBeEnabled());
    await userEvent.click(screen.getByRole('combobox', { name: 'Acquisition device' }));
    await userEvent.click(await screen.findByRole('option', { name: device?.name, hidden: true }));
    await waitFor(() => expect(urlSearch().deviceId).toBe(device?.id));
    await waitFor(() => expect(lastListRequest().get('acquisitionDeviceId')).toBe(String(device?.id)));
    for (const row of await dataRows()) expect(within(row).getByText(siteName)).toBeInTheDocument();
    // The site's devices were read the spec's way: type variable, limit 1000.
    expect(requests.some((url) => url.search.includes('placeId=2') && url.search.includes('type=variable'))).toBe(true);

    await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
    // Another site of the same client (the client was filled in with the site).
    const other = api.db.places.find((place) => place.id === 1)?.name ?? '';
    await userEvent.click(await screen.findByRole('option', { name: other, hidden: true }));
    await waitFor(() => expect(urlSearch().placeId).toBe(1));
    expect(urlSearch()).not.toHaveProperty('deviceId');
  });

  it('sorts on the server when a header is clicked', async () => {
    await open('/automatic-variables');
    await dataRows();
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => expect(lastListRequest().get('ordering')).toBe('name'));
    expect(urlSearch().sort).toBe('name');
    const sorted = await variablesResource.list({ ordering: 'name', limit: 50, offset: 0 });
    await waitFor(async () =>
      expect(
        (await dataRows()).map((row) => within(row).getAllByRole('cell')[2]?.textContent?.replace(HINT, '')),
      ).toEqual(sorted.data.map((row) => row.name)),
    );
  });

  it('keeps the project actions off, saying why, until a project is chosen', async () => {
    await open('/automatic-variables');
    await dataRows();
    for (const name of ['Add variables to the project', 'Create a formula', 'Create a manual variable', 'History']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription('Choose a project first.');
    }
  });

  it('links the project actions to the chosen project', async () => {
    await open('/automatic-variables?projectId=3');
    await dataRows();
    expect(screen.getByRole('link', { name: 'Add variables to the project' })).toHaveAttribute(
      'href',
      '/automatic-variables/AddVarsToProject/3',
    );
    expect(screen.getByRole('link', { name: 'Create a formula' })).toHaveAttribute(
      'href',
      '/automatic-variables/formula/3',
    );
    expect(screen.getByRole('link', { name: 'Create a manual variable' })).toHaveAttribute(
      'href',
      '/automatic-variables/manual/3',
    );
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/automatic-variables/historychangevar/3',
    );
  });

  it('shows a reader the list without editor links nor write actions', async () => {
    await open('/automatic-variables?projectId=3', 'u4');
    const table = await screen.findByRole('table', { name: 'Variables' });
    await dataRows();
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create a formula' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add variables to the project' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History' })).toBeInTheDocument();
  });

  it('keeps the rows with "could not refresh" when reading them again fails', async () => {
    await open('/automatic-variables');
    const before = (await dataRows()).map((row) => row.textContent);
    api.server.use(
      http.get(`${TEST_API_BASE_URL}variables`, () => HttpResponse.json({ messages: ['ERROR'] }, { status: 500 })),
    );
    await view.queryClient.invalidateQueries({ queryKey: variablesResource.keys.lists });
    expect(await screen.findByText(/^Could not refresh: shown as of \d/)).toBeInTheDocument();
    expect((await dataRows()).map((row) => row.textContent)).toEqual(before);
    expect(screen.getByRole('button', { name: 'Export CSV' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows a failed first load as a failure, never as "no variables", and the export off', async () => {
    api.server.use(
      http.get(`${TEST_API_BASE_URL}variables`, () => HttpResponse.json({ messages: ['ERROR'] }, { status: 500 })),
    );
    await open('/automatic-variables');
    expect(await screen.findByText('Could not load the variables.')).toBeInTheDocument();
    expect(screen.queryByText('No variables match these filters.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveAccessibleDescription(
      'Export is unavailable until the list has loaded.',
    );
  });
});
