import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteView } from '../../../test/renderAppRoute';

const api = await setupTestMockApi({ resetBeforeEach: true });
afterEach(() => {
  unmountAppRoute();
  api.setFaults([]);
});

/** Every write the screen sent, as "METHOD path"; the downloads' reads, counted. */
let writes: string[] = [];
let fileReads = 0;
/** The saved configurations' reads, as their query. */
let configReads: URLSearchParams[] = [];
api.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (request.method !== 'GET') writes.push(`${request.method} ${url.pathname.replace('/api/', '')}`);
  else if (url.pathname === '/api/files') fileReads += 1;
  else if (url.pathname === '/api/download-configs') configReads.push(url.searchParams);
});
beforeEach(() => {
  writes = [];
  fileReads = 0;
  configReads = [];
});

let view: AppRouteView;
const open = async (url: string) => {
  view = await renderAppRoute(api, url);
  return view;
};
/** The URL's query as the router holds it. */
const query = () => view.router.state.location.searchStr;

/** A variable with data that the admin sees, and its name. */
function someVariable(offset = 0) {
  const variable = api.db.variables.filter((row) => row.firstDataDate && row.projectIds.length > 0)[offset];
  if (!variable) throw new Error('no variable in the seed');
  return variable;
}

describe('the export request', { timeout: 45_000 }, () => {
  it('refuses an incomplete request without sending it', async () => {
    const user = userEvent.setup();
    await open('/data-self-service');
    await user.click(await screen.findByRole('button', { name: 'Request the export' }));
    expect(await screen.findByText('Choose at least one variable.')).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: /^Export title/ });
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Give the export a title.'));
    expect(writes).toEqual([]);
  });

  it('sends a complete request with its format, the selection kept in the URL', async () => {
    const user = userEvent.setup();
    const variable = someVariable();
    await open(`/data-self-service?v=${variable.id}&format=xlsx`);
    expect(await screen.findByText('1 variable selected')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('table', { name: 'Selected variables' })).findByText(variable.name),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Export title/ }), 'Relevés de la semaine');
    const requests = api.db.downloads.length;
    await user.click(screen.getByRole('button', { name: 'Request the export' }));
    await waitFor(() => expect(api.db.downloads).toHaveLength(requests + 1));
    expect(writes).toEqual(['POST download-requests']);
    const created = api.db.downloads[0];
    expect(created?.title).toBe('Relevés de la semaine');
    expect(created?.fileName).toMatch(/^releves_de_la_semaine_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(created?.variables).toEqual([{ variableId: variable.id, aggregationId: variable.aggregationId }]);
    // The selection is in the URL: the link reopens it.
    expect(query()).toContain('title=Relev');
  });

  it('sends nothing while the custom period ends before it starts, and says so on the period', async () => {
    const user = userEvent.setup();
    const variable = someVariable();
    await open(`/data-self-service?v=${variable.id}`);
    expect(await screen.findByText('1 variable selected')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Export title/ }), 'Relevés à l’envers');
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const to = screen.getByLabelText('To');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '05/11/2026 00:00' } });
    fireEvent.change(to, { target: { value: '04/11/2026 00:00' } });
    fireEvent.blur(to);
    // The period goes to the URL and comes back into the form as typed, not as the default one.
    await waitFor(() => expect(query()).toContain('end=2026-11-04T00%3A00'));
    expect(to).toHaveValue('04/11/2026 00:00');
    await user.click(screen.getByRole('button', { name: 'Request the export' }));
    expect(await screen.findByText('Choose a period that ends after it starts.')).toBeInTheDocument();
    expect(to).toHaveAccessibleDescription('Start must be before end');
    expect(writes).toEqual([]);
  });
});

describe('the selection after a reload', { timeout: 30_000 }, () => {
  /** The page loaded again at the URL it had: what was rendered is gone, the tab's sessionStorage stays. */
  async function reload(shown: AppRouteView) {
    view = await shown.reload();
    return view;
  }

  it('says that the selection typed before the reload is back and that the export was not requested', async () => {
    const user = userEvent.setup();
    const variable = someVariable();
    const first = await open(`/data-self-service?v=${variable.id}`);
    await user.type(await screen.findByRole('textbox', { name: /^Export title/ }), 'Relevés du lundi');
    // What is typed reaches the URL (and its draft follows), which the reload opens.
    await waitFor(() => expect(query()).toContain('title=Relev'));
    await reload(first);
    expect(await screen.findByRole('textbox', { name: /^Export title/ })).toHaveValue('Relevés du lundi');
    expect(await screen.findByText('Your selection was restored. The export has not been requested.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(writes).toEqual([]);

    // Discard goes back to an empty selection, and nothing is told after the next reload.
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByRole('textbox', { name: /^Export title/ })).toHaveValue('');
    expect(screen.queryByText(/The export has not been requested/)).toBeNull();
  });

  it('tells nothing when the selection only came from a link, or once the export was requested', async () => {
    const user = userEvent.setup();
    const variable = someVariable();
    const first = await open(`/data-self-service?v=${variable.id}&title=Index`);
    await screen.findByRole('textbox', { name: /^Export title/ });
    const second = await reload(first);
    expect(await screen.findByRole('textbox', { name: /^Export title/ })).toHaveValue('Index');
    expect(screen.queryByText(/The export has not been requested/)).toBeNull();

    await user.type(screen.getByRole('textbox', { name: /^Export title/ }), ' hebdo');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save as a configuration' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Request the export' }));
    // The request shows at the top of the downloads once it was accepted.
    expect(await within(screen.getByRole('table', { name: 'Downloads' })).findByText(/^index_hebdo_/)).toBeVisible();
    expect(writes).toEqual(['POST download-requests']);
    await reload(second);
    expect(await screen.findByRole('textbox', { name: /^Export title/ })).toHaveValue('Index hebdo');
    expect(screen.queryByText(/The export has not been requested/)).toBeNull();
  });
});

describe('saved configurations', { timeout: 30_000 }, () => {
  it('counts them, those of the chosen project, and keeps their page in the URL', async () => {
    const user = userEvent.setup();
    await open('/data-self-service?tab=configs');
    const table = await screen.findByRole('table', { name: 'Saved configurations' });
    expect(await screen.findByText(`${api.db.downloadConfigs.length} configurations`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(view.router.state.location.search).toEqual({ tab: 'configs', configPage: 2 }));
    await waitFor(() => expect(configReads.at(-1)?.get('offset')).toBe('10'));
    expect(configReads.at(-1)?.get('limit')).toBe('10');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));

    const projectId = api.db.downloadConfigs[0]?.projectId ?? 1;
    const ofProject = api.db.downloadConfigs.filter((row) => row.projectId === projectId).length;
    await open(`/data-self-service?tab=configs&projectId=${projectId}`);
    const label = ofProject === 1 ? 'configuration' : 'configurations';
    expect(await screen.findByText(`${ofProject} ${label} of this project`)).toBeInTheDocument();
    expect(configReads.at(-1)?.get('projectId')).toBe(String(projectId));
  });

  it('loads a configuration into the selection, renames it, and deletes it after a confirmation', async () => {
    const user = userEvent.setup();
    const config = api.db.downloadConfigs[0];
    if (!config) throw new Error('no configuration in the seed');
    await open(`/data-self-service?tab=configs&projectId=${config.projectId}`);
    const table = await screen.findByRole('table', { name: 'Saved configurations' });
    await user.click(await within(table).findByRole('button', { name: `Load the configuration ${config.title}` }));
    expect(await screen.findByText(`${config.variables.length} variables selected`)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Export title/ })).toHaveValue(config.title);
    expect(query()).toContain(`v=${config.variables[0]?.variableId}`);

    await user.click(within(table).getByRole('button', { name: `Rename the configuration ${config.title}` }));
    const dialog = await screen.findByRole('dialog', { name: `Rename the configuration ${config.title}` });
    const field = within(dialog).getByRole('textbox', { name: /^Title/ });
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('Give the configuration a title.')).toBeInTheDocument();
    await user.type(field, 'Index du lundi');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(table).findByText('Index du lundi')).toBeInTheDocument();
    expect(api.db.downloadConfigs.find((row) => row.id === config.id)?.title).toBe('Index du lundi');
    expect(api.db.downloadConfigs.find((row) => row.id === config.id)?.variables).toEqual(config.variables);

    await user.click(within(table).getByRole('button', { name: 'Delete the configuration Index du lundi' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this configuration?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText('Index du lundi')).toBeNull());
    expect(api.db.downloadConfigs.some((row) => row.id === config.id)).toBe(false);
    expect(writes).toEqual([`PUT download-configs/${config.id}`, `DELETE download-configs/${config.id}`]);
  });

  it('saves the current selection as a new configuration of the chosen project', async () => {
    const user = userEvent.setup();
    const variable = someVariable(1);
    const projectId = variable.projectIds[0] ?? 1;
    await open(`/data-self-service?projectId=${projectId}&v=${variable.id}&sampling=1d`);
    // A variable from a link takes its own aggregation once read: saving waits for it.
    const save = await screen.findByRole('button', { name: 'Save as a configuration' });
    expect(save).toBeDisabled();
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Save the selection as a configuration' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Suivi quotidien');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.db.downloadConfigs.find((row) => row.title === 'Suivi quotidien')).toMatchObject({
      projectId,
      variables: [{ variableId: variable.id, aggregationId: variable.aggregationId }],
      sampling: 1,
      samplingUnit: 'days',
    });
  });
});

describe('downloads', { timeout: 30_000 }, () => {
  it('keeps the URL of a link as the page loads, and reads the downloads once', async () => {
    // No file being prepared: nothing is polled.
    for (let index = api.db.downloads.length - 1; index >= 0; index -= 1)
      if (api.db.downloads[index]?.status === 'pending') api.db.downloads.splice(index, 1);
    const variable = someVariable();
    await open(`/data-self-service?v=${variable.id}`);
    const table = await screen.findByRole('table', { name: 'Downloads' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    // The variable was read and took its own aggregation, which the form holds.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save as a configuration' })).toBeEnabled());
    expect(query()).toBe(`?v=${variable.id}`);
    expect(fileReads).toBe(1);
  });

  it('refuses a download link that is not http(s), saying why', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch');
    api.setFaults('GET files/download-url=code:javascript');
    const user = userEvent.setup();
    await open('/data-self-service');
    const table = await screen.findByRole('table', { name: 'Downloads' });
    const [download] = await within(table).findAllByRole('button', { name: /^Download / });
    if (!download) throw new Error('no ready file');
    const calls = fetched.mock.calls.length;
    await user.click(download);
    // INVALID_DOWNLOAD_URL, told in words.
    expect(await screen.findByText('The download link is invalid.')).toBeInTheDocument();
    // Only the call for the link was made: the javascript: URL was never followed.
    const followed = fetched.mock.calls
      .slice(calls)
      .map(([input]) => String(input instanceof Request ? input.url : input));
    expect(followed.some((url) => url.startsWith('javascript:'))).toBe(false);
    fetched.mockRestore();
  });
});
