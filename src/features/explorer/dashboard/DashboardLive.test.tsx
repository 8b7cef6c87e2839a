import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getInstanceByDom, type EChartsType } from 'echarts/core';
import { announceLiveData } from '../../../api/liveDataSignal';
import { giveElementsASize, stubCanvasContext } from '../../../entities/explorer/charts/graphPanelTestSupport';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteView } from '../../../test/renderAppRoute';

/* A live dashboard: its automatic refresh in the URL, its reads again, and each graph's zoom and legend kept. */

const api = await setupTestMockApi({ resetBeforeEach: true });
stubCanvasContext();
giveElementsASize();

let dataCalls = 0;
api.server.events.on('request:start', ({ request }) => {
  if (/\/api\/all-(graph|table)-data$/.test(new URL(request.url).pathname)) dataCalls += 1;
});

let view: AppRouteView;
beforeEach(() => {
  dataCalls = 0;
});
afterEach(() => {
  unmountAppRoute();
  vi.useRealTimers();
});

/** The seeded time-series graph with the fewest companions on its dashboard (fewer charts to draw). */
function timeSeriesGraph() {
  const graphs = api.db.graphs.filter((graph) => graph.frontConfig.type === 'time-series');
  const count = (dashId: number) => api.db.graphs.filter((graph) => graph.dashboardId === dashId).length;
  const graph = graphs.sort((a, b) => count(a.dashboardId) - count(b.dashboardId))[0];
  if (!graph) throw new Error('no seeded time-series graph');
  return graph;
}

async function drawnChart(name: string): Promise<EChartsType> {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let chart: EChartsType | undefined;
  await waitFor(
    () => {
      const image = screen.getAllByRole('img', { name: new RegExp(`^${escaped}`) })[0];
      const element = image?.querySelector('.echarts-for-react');
      chart = element instanceof HTMLElement ? getInstanceByDom(element) : undefined;
      // The option is set on the next frame (lazyUpdate).
      expect((chart?.getOption() as DrawnOption | null)?.series?.length).toBeGreaterThan(0);
    },
    { timeout: 15_000 },
  );
  return chart as EChartsType;
}

interface DrawnOption {
  dataZoom?: { start?: number; end?: number }[];
  legend?: { selected?: Record<string, boolean> }[];
  xAxis?: { min?: number }[];
  series?: { name?: string }[];
}

it('keeps its refresh interval in the URL and reads its graphs again at each one, saying when', async () => {
  const graph = timeSeriesGraph();
  view = await renderAppRoute(api, `/data-explorer/dash/${graph.dashboardId}`);
  await drawnChart(graph.name);
  expect(await screen.findByText(/^Updated at \d\d:\d\d/)).toBeInTheDocument();
  const control = screen.getByRole('radiogroup', { name: 'Automatic refresh' });
  expect(within(control).getByRole('radio', { name: 'Off' })).toBeChecked();

  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  await userEvent.click(within(control).getByText('1 min'));
  await waitFor(() => expect(view.router.state.location.search).toEqual({ refresh: '1m' }));
  const before = dataCalls;
  await act(() => vi.advanceTimersByTimeAsync(59_000));
  expect(dataCalls).toBe(before);
  await act(() => vi.advanceTimersByTimeAsync(1_000));
  await waitFor(() => expect(dataCalls).toBeGreaterThan(before));

  await userEvent.click(within(control).getByText('Off'));
  await waitFor(() => expect(view.router.state.location.search).toEqual({}));
  const after = dataCalls;
  await act(() => vi.advanceTimersByTimeAsync(15 * 60_000));
  expect(dataCalls).toBe(after);
});

it('reads again on new data from the live connection, its period rolled forward, the zoom and legend kept', async () => {
  const graph = timeSeriesGraph();
  // Two minutes ago, so that the session's token is still valid once the clock has moved on.
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now - 2 * 60_000);
  view = await renderAppRoute(api, `/data-explorer/dash/${graph.dashboardId}?range=J-1`);
  const chart = await drawnChart(graph.name);
  const drawn = () => chart.getOption() as DrawnOption;
  const firstSeries = drawn().series?.[0]?.name ?? '';
  const startBefore = Number(drawn().xAxis?.[0]?.min);
  act(() => {
    chart.dispatchAction({ type: 'dataZoom', start: 20, end: 60 });
    chart.dispatchAction({ type: 'legendToggleSelect', name: firstSeries });
  });

  vi.setSystemTime(now);
  const before = dataCalls;
  act(() => announceLiveData('message'));
  await waitFor(() => expect(dataCalls).toBeGreaterThan(before));
  // The new option is drawn over the rolled period, with the zoom and the legend as the user left them.
  await waitFor(() => expect(Number(drawn().xAxis?.[0]?.min)).toBeGreaterThan(startBefore), { timeout: 10_000 });
  expect(drawn().dataZoom?.[0]).toMatchObject({ start: 20, end: 60 });
  expect(drawn().legend?.[0]?.selected?.[firstSeries]).toBe(false);
});
