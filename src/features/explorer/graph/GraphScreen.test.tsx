import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockDatabase } from '../../../../mocks/db/database';
import type { GraphRow } from '../../../../mocks/db/explorer';
import { setupTestMockApi } from '../../../../mocks/testing';
import type { GraphPanelProps } from '../../../entities/explorer/charts/GraphPanel';
import { renderAppRoute, unmountAppRoute, type AppRouteView } from '../../../test/renderAppRoute';

// The chart and its exports have their own tests; here they say which graph they were given.
vi.mock('../../../entities/explorer/charts/GraphPanel', () => ({
  GraphPanel: ({ graph, period }: GraphPanelProps) => (
    <>
      <p>
        Chart of {graph.name} as {graph.frontConfig.type}
      </p>
      <p>Drawn over {period.shortcut ?? 'a custom period'}</p>
    </>
  ),
}));
vi.mock('../../../entities/explorer/export/GraphExportMenu', () => ({
  GraphExportMenu: () => <button type="button">Export</button>,
}));

const api = await setupTestMockApi({ resetBeforeEach: true });
// The editor and the mocked API in jsdom on a shared machine: generous waits.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const requests: { method: string; url: string; body: Promise<unknown> }[] = [];
api.server.events.on('request:start', ({ request }) => {
  const body =
    request.method === 'GET'
      ? Promise.resolve(null)
      : request
          .clone()
          .json()
          .catch(() => null);
  requests.push({ method: request.method, url: request.url, body });
});
const puts = () => requests.filter((request) => request.method === 'PUT');

beforeEach(() => {
  requests.length = 0;
  api.setFaults([]);
  sessionStorage.clear();
});

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
const nameField = () => screen.getByRole('textbox', { name: 'Name' });

async function choose(combobox: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: combobox }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** A seeded graph of the kind, on a dashboard with a project, and its page's path. */
function seededGraph(db: MockDatabase, kind: GraphRow['frontConfig']['type'] = 'time-series') {
  const graph = db.graphs.find((row) => {
    const dashboard = db.dashboards.find((candidate) => candidate.id === row.dashboardId);
    return row.frontConfig.type === kind && dashboard?.projectId !== null && row.graphVariables.length >= 1;
  });
  if (!graph) throw new Error(`no seeded ${kind} graph`);
  return { graph, path: `/data-explorer/graph/${graph.dashboardId}/${graph.id}` };
}

let view: AppRouteView;
const renderGraphPage = async (url: string, account?: string) => {
  view = await renderAppRoute(api, url, account ? { account } : {});
};

async function openGraph(kind: Parameters<typeof seededGraph>[1] = 'time-series', account?: string) {
  const seeded = seededGraph(api.db, kind);
  await renderGraphPage(`${seeded.path}?range=J-7`, account);
  await waitFor(() => expect(nameField()).toHaveValue(seeded.graph.name));
  return seeded;
}

afterEach(() => unmountAppRoute());

describe('the graph page', () => {
  it('draws over its dashboard’s default period when the URL gives none, and over the URL’s otherwise', async () => {
    const { graph, path } = seededGraph(api.db);
    const dashboard = api.db.dashboards.find((row) => row.id === graph.dashboardId)!;
    const saved = dashboard.dashboardFrontConfig.dateRange === 'M-3' ? 'M-6' : 'M-3';
    dashboard.dashboardFrontConfig = { ...dashboard.dashboardFrontConfig, dateRange: saved };
    await renderGraphPage(path);
    expect(await screen.findByText(`Drawn over ${saved}`)).toBeInTheDocument();
    expect(screen.queryByText('Drawn over default')).toBeNull();
    unmountAppRoute();
    await renderGraphPage(`${path}?range=J-7`);
    expect(await screen.findByText('Drawn over J-7')).toBeInTheDocument();
  });

  it('saves a new kind with its settings, and the chart redraws with the saved graph', async () => {
    const { graph } = await openGraph();
    const first = api.db.variables.find((variable) => variable.id === graph.graphVariables[0]?.objectId);
    expect(screen.getByText(`Chart of ${graph.name} as time-series`)).toBeInTheDocument();
    await choose('Chart type', 'Histogram');
    await choose('Variable shown', first?.name ?? '');
    const classes = screen.getByRole('textbox', { name: 'Number of classes' });
    await userEvent.clear(classes);
    await userEvent.type(classes, '12');
    await save();
    await waitFor(() => expect(puts()).toHaveLength(1));
    const body = (await puts()[0]?.body) as { frontConfig: Record<string, unknown> };
    expect(body.frontConfig).toMatchObject({
      type: 'histogram',
      numberValuesSlices: 12,
      valueVariableName: first?.name,
    });
    expect(await screen.findByText(`Chart of ${graph.name} as histogram`)).toBeInTheDocument();
    expect(await screen.findByText('Graph saved.')).toBeInTheDocument();
  });

  it('sends a picked variable with a null id, then with the id the server gave it', async () => {
    const { graph } = await openGraph();
    const before = graph.graphVariables.length;
    await userEvent.click(screen.getByRole('combobox', { name: 'Add a variable' }));
    const options = await within(await screen.findByRole('listbox')).findAllByRole('option');
    const fresh = options.find((option) => !option.textContent?.includes('already in the graph'));
    if (!fresh) throw new Error('no variable to add');
    await userEvent.click(fresh);
    await waitFor(() => expect(within(variableList()).getAllByRole('listitem')).toHaveLength(before + 1));
    await save();
    await waitFor(() => expect(puts()).toHaveLength(1));
    const first = (await puts()[0]?.body) as { graphVariables: { id: number | null }[] };
    expect(first.graphVariables.at(-1)?.id).toBeNull();
    await screen.findByText('Graph saved.');

    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Courbe de charge bis');
    await save();
    await waitFor(() => expect(puts()).toHaveLength(2));
    const second = (await puts()[1]?.body) as { graphVariables: { id: number | null }[] };
    const stored = api.db.graphs.find((row) => row.id === graph.id);
    expect(second.graphVariables.at(-1)?.id).toBe(stored?.graphVariables.at(-1)?.id);
    expect(stored?.graphVariables).toHaveLength(before + 1);
  });

  it('shows a refused name on the name field and keeps every field', async () => {
    await openGraph();
    api.setFaults('PUT graph/*=code:INVALID_NAME:400');
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Nom refusé');
    await choose('Chart type', 'Columns');
    await save();
    await waitFor(() =>
      expect(nameField()).toHaveAccessibleDescription('Invalid name. Enter a name that is not empty.'),
    );
    expect(nameField()).toHaveValue('Nom refusé');
    expect(screen.getByRole('combobox', { name: 'Chart type' })).toHaveValue('Columns');
  });

  it('shows a variable refused twice on the variables field', async () => {
    await openGraph();
    api.setFaults('PUT graph/*=code:DUPLICATE_GRAPH_DATA_OBJECT:409');
    await userEvent.type(nameField(), ' bis');
    await save();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Add a variable' })).toHaveAccessibleDescription(
        expect.stringContaining('This variable is already in the graph.'),
      ),
    );
    expect((nameField() as HTMLInputElement).value).toMatch(/ bis$/);
  });

  it('keeps every field when the server fails, and says so beside Save', async () => {
    await openGraph();
    api.setFaults('PUT graph/*=status:500');
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Nouveau nom');
    await save();
    // Its notification is an alert too: the one beside Save is found by what it says.
    const saying = await screen.findByText('The graph could not be saved. Your changes are kept.');
    expect(saying.closest('[role="alert"]')).not.toBeNull();
    expect(nameField()).toHaveValue('Nouveau nom');
    expect(screen.getByText('Unsaved changes', { exact: true })).toBeInTheDocument();
  });

  it('says beside a sampling when the period shown would change it, with the chart’s words', async () => {
    const seeded = seededGraph(api.db, 'area');
    const row = seeded.graph.graphVariables[0];
    if (!row) throw new Error('no variable');
    Object.assign(row, { sampling: 10, samplingUnit: 'minutes', autoSampling: false });
    Object.assign(seeded.graph.frontConfig, { graphSampling: false });
    await renderGraphPage(`${seeded.path}?range=M-1`);
    const first = (await screen.findAllByRole('listitem'))[0];
    if (!first) throw new Error('no variable row');
    expect(within(first).queryByRole('note')).toBeNull();
    const sampling = within(first).getByRole('textbox', { name: /^Sampling of / });
    await userEvent.clear(sampling);
    await userEvent.type(sampling, '1');
    // A month at one minute: over 43,000 points, above the 10,000 of spec 000 §9.
    expect(await within(first).findByRole('note')).toHaveTextContent(
      /^1 minute gives more than 10,000 points over the period shown: the chart will read a coarser step\. Shorten the period to keep 1 minute\.$/,
    );
  });

  it('is read-only without data_explorer_manage', async () => {
    await openGraph('time-series', 'u4');
    expect(screen.getByText(/changing it needs the data explorer management right/)).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete graph' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Add a variable' })).toBeNull();
  });

  it('opens a formula variable in the formula editor, which comes back to this graph', async () => {
    const { graph } = seededGraph(api.db);
    const dashboard = api.db.dashboards.find((row) => row.id === graph.dashboardId);
    const formula = api.db.variables.find((variable) => variable.type === 'formula');
    const row = graph.graphVariables[0];
    if (!formula || !row || !dashboard) throw new Error('no formula to show');
    row.objectId = formula.id;
    row.unitId = formula.unitId;
    await openGraph();
    const link = screen.getByRole('link', { name: `Edit the formula ${formula.name}` });
    const href = new URL(link.getAttribute('href') ?? '', 'http://app.test');
    expect(href.pathname).toBe(`/automatic-variables/formula/${dashboard.projectId}/${formula.id}`);
    expect(href.searchParams.get('graphId')).toBe(String(graph.id));
    expect(href.searchParams.get('dashboardId')).toBe(String(graph.dashboardId));
    expect(href.searchParams.get('goBack')).toBe(`/data-explorer/graph/${graph.dashboardId}/${graph.id}?range=J-7`);
  });

  it('deletes the graph after confirmation and goes back to its dashboard', async () => {
    const { graph } = await openGraph();
    await userEvent.click(screen.getByRole('button', { name: 'Delete graph' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this graph?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/data-explorer/dash/${graph.dashboardId}`));
    expect(view.router.state.location.searchStr).toBe('?range=J-7');
    expect(api.db.graphs.some((row) => row.id === graph.id)).toBe(false);
  });
});

function variableList() {
  return screen.getByRole('list', { name: 'Variables of the graph' });
}
