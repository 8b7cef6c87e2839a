import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockNow } from '../../../../mocks/db/clock';
import { setupMockApiClient } from '../../../test/mockApiClient';
import type { DrawnGraph } from './drawnGraph';
import {
  giveElementsASize,
  recordRequests,
  renderGraphPanel,
  seededGraph,
  stubCanvasContext,
} from './graphPanelTestSupport';

const api = await setupMockApiClient('u1', { quiet: true, resetBeforeEach: true });
const requests = recordRequests(api.server);
stubCanvasContext();
giveElementsASize();

// The first chart of the file loads echarts: on a busy machine that takes more than findBy's default second.
configure({ asyncUtilTimeout: 5000 });

const DAY = 86_400_000;
const periodEnding = (days: number) => {
  const end = new Date(mockNow(api.db));
  return { start: new Date(end.getTime() - days * DAY), end };
};
const calls = (path: string) => requests.filter((request) => request.url.pathname.endsWith(`/${path}`));

beforeEach(() => {
  requests.length = 0;
  api.setFaults([]);
});
afterEach(() => api.server.resetHandlers());

describe('GraphPanel', () => {
  it('draws a spline graph from all-graph-data with 1000 points on a dashboard', async () => {
    const row = seededGraph(api.db, 'spline');
    const drawn: (DrawnGraph | null)[] = [];
    const period = periodEnding(7);
    renderGraphPanel(row.id, { period, overlay: undefined, density: 'dashboard', onDrawn: (d) => drawn.push(d) });
    const image = await screen.findByRole('img', { name: new RegExp(`^${row.name}, smooth line, from`) });
    expect(image).toHaveAccessibleDescription(/from .* to .*, mean/);
    const [call] = calls('all-graph-data');
    expect(call?.url.searchParams.get('numberOfPoints')).toBe('1000');
    expect(call?.url.searchParams.get('graphId')).toBe(String(row.id));
    expect(call?.url.searchParams.get('start')).toBe(period.start.toISOString());
    await waitFor(() => expect(drawn.at(-1)?.chart).toBeTruthy());
    const last = drawn.at(-1);
    expect(last?.kind).toBe('spline');
    expect(last?.series).toHaveLength(row.graphVariables.length);
    expect(last?.legend.map((entry) => entry.name)).toEqual(last?.series.map((one) => one.name));
  });

  it('asks up to 10,000 points per series on the graph page', async () => {
    const row = seededGraph(api.db, 'time-series');
    renderGraphPanel(row.id, { period: periodEnding(3), overlay: undefined, density: 'full' });
    await screen.findByRole('img', { name: new RegExp(`^${row.name}`) });
    expect(calls('all-graph-data')[0]?.url.searchParams.get('numberOfPoints')).toBe('10000');
  });

  it('names the graph that failed, and draws it on Retry', async () => {
    const row = seededGraph(api.db, 'area');
    api.setFaults('GET all-graph-data=status:500');
    const drawn: (DrawnGraph | null)[] = [];
    renderGraphPanel(row.id, {
      period: periodEnding(7),
      overlay: undefined,
      density: 'dashboard',
      onDrawn: (d) => drawn.push(d),
    });
    expect(await screen.findByText(`Could not load ${row.name}.`)).toBeInTheDocument();
    expect(drawn.filter(Boolean)).toHaveLength(0);
    api.setFaults([]);
    await userEvent.click(screen.getByRole('button', { name: `Retry loading ${row.name}` }));
    expect(await screen.findByRole('img', { name: new RegExp(`^${row.name}`) })).toBeInTheDocument();
  });

  it('fetches nothing while not enabled', async () => {
    const row = seededGraph(api.db, 'column');
    renderGraphPanel(row.id, {
      period: periodEnding(7),
      overlay: undefined,
      density: 'dashboard',
      enabled: false,
    });
    await waitFor(() => expect(calls(`graph/${row.id}`)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls('all-graph-data')).toHaveLength(0);
    expect(calls('all-table-data')).toHaveLength(0);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('reads the previous period with the same parameters for the overlay', async () => {
    const row = seededGraph(api.db, 'time-series');
    const period = periodEnding(7);
    renderGraphPanel(row.id, { period, overlay: 'previous', density: 'dashboard' });
    await waitFor(() => expect(calls('all-graph-data')).toHaveLength(2));
    // Both reads start together: which one the mock answers first is not fixed.
    const [compared, current] = calls('all-graph-data')
      .map((call) => call.url.searchParams)
      .sort((a, b) => (a.get('start') ?? '').localeCompare(b.get('start') ?? ''));
    expect(compared?.get('start')).toBe(new Date(period.start.getTime() - 7 * DAY).toISOString());
    expect(compared?.get('end')).toBe(period.start.toISOString());
    expect(compared?.get('numberOfPoints')).toBe(current?.get('numberOfPoints'));
    expect(compared?.get('sampling')).toBe(current?.get('sampling'));
  });

  it('shows a table graph as an HTML table, one row per variable', async () => {
    const row = seededGraph(api.db, 'table');
    renderGraphPanel(row.id, { period: periodEnding(7), overlay: undefined, density: 'dashboard' });
    const table = await screen.findByRole('table', { name: `${row.name}: values over the period` });
    expect(within(table).getAllByRole('row')).toHaveLength(row.graphVariables.length + 1);
    expect(screen.getByRole('table', { name: `${row.name}: values by date` })).toBeInTheDocument();
    expect(calls('all-table-data')).toHaveLength(1);
    expect(calls('all-graph-data')).toHaveLength(0);
  });

  it("tells that the graph's sampling changed to fit the period, and sends the one that fits", async () => {
    const row = seededGraph(api.db, 'spline');
    Object.assign(row.frontConfig, { graphSampling: true, sampling: 1, samplingUnit: 'minutes' });
    renderGraphPanel(row.id, { period: periodEnding(14), overlay: undefined, density: 'dashboard' });
    expect(
      await screen.findByText('Sampling changed to 5 minutes for this period. Shorten the period to keep 1 minute.'),
    ).toBeInTheDocument();
    await screen.findByRole('img', { name: new RegExp(`^${row.name}`) });
    const [call] = calls('all-graph-data');
    expect([call?.url.searchParams.get('sampling'), call?.url.searchParams.get('samplingUnit')]).toEqual([
      '5',
      'minutes',
    ]);
  });

  it('keeps the current data drawn when the compared period fails, with its own Retry', async () => {
    const row = seededGraph(api.db, 'time-series');
    const period = periodEnding(7);
    const comparedStart = new Date(period.start.getTime() - 7 * DAY).toISOString();
    // Only the compared period's read fails (fault rules match paths, not parameters).
    api.server.use(
      http.get('*/all-graph-data', ({ request }) =>
        new URL(request.url).searchParams.get('start') === comparedStart
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : undefined,
      ),
    );
    renderGraphPanel(row.id, { period, overlay: 'previous', density: 'dashboard' });
    expect(await screen.findByRole('img', { name: new RegExp(`^${row.name}`) })).toBeInTheDocument();
    expect(await screen.findByText('Could not load the previous period to compare with.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Retry loading the comparison of ${row.name}` })).toBeInTheDocument();
  });

  it('draws the same period a year before with the difference in % per series', async () => {
    const row = seededGraph(api.db, 'spline');
    const drawn: (DrawnGraph | null)[] = [];
    renderGraphPanel(row.id, {
      period: periodEnding(7),
      overlay: 'year',
      density: 'dashboard',
      onDrawn: (d) => drawn.push(d),
    });
    const image = await screen.findByRole('img', { name: new RegExp(`^${row.name}`) });
    await waitFor(() => expect(image).toHaveAccessibleDescription(/vs previous year/));
    await waitFor(() =>
      expect(drawn.at(-1)?.legend.some((entry) => entry.name.endsWith('(previous year)'))).toBe(true),
    );
    const legend = drawn.at(-1)?.legend ?? [];
    expect(legend.filter((entry) => entry.note?.endsWith('vs previous year'))).toHaveLength(row.graphVariables.length);
    // The overlay is not part of the series the CSV exports.
    expect(drawn.at(-1)?.series).toHaveLength(row.graphVariables.length);
  });

  it('draws a bar plot from all-table-data, one value per variable as its text alternative', async () => {
    const row = seededGraph(api.db, 'bar-plot');
    const drawn: (DrawnGraph | null)[] = [];
    renderGraphPanel(row.id, {
      period: periodEnding(7),
      overlay: 'year',
      density: 'dashboard',
      onDrawn: (d) => drawn.push(d),
    });
    const image = await screen.findByRole('img', { name: new RegExp(`^${row.name}, bar plot, from`) });
    expect(image).toHaveAccessibleDescription(/: .*\./);
    expect(calls('all-table-data')).toHaveLength(1);
    // The overlay applies to time axes only: no second read.
    expect(calls('all-graph-data')).toHaveLength(0);
    await waitFor(() => expect(drawn.at(-1)?.rows).toHaveLength(row.graphVariables.length));
  });

  it('draws a histogram from all-graph-data', async () => {
    const row = seededGraph(api.db, 'histogram');
    renderGraphPanel(row.id, { period: periodEnding(7), overlay: undefined, density: 'full' });
    expect(await screen.findByRole('img', { name: new RegExp(`^${row.name}, histogram, from`) })).toBeInTheDocument();
    expect(calls('all-graph-data')).toHaveLength(1);
  });
});
