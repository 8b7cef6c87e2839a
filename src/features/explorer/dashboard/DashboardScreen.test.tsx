import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { giveElementsASize, stubCanvasContext } from '../../../entities/explorer/charts/graphPanelTestSupport';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteView } from '../../../test/renderAppRoute';

const api = await setupTestMockApi({ resetBeforeEach: true });
stubCanvasContext();
giveElementsASize();

interface Sent {
  method: string;
  url: URL;
  body: unknown;
}
let sent: Sent[] = [];
api.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  const entry: Sent = { method: request.method, url, body: null };
  sent.push(entry);
  if (request.method === 'PUT' || request.method === 'POST')
    void request
      .clone()
      .json()
      .then((body: unknown) => (entry.body = body));
});

/** IntersectionObserver as the test drives it: nothing is on screen until `showAll` or `show`. */
const observed = new Map<Element, IntersectionObserverCallback>();
class TestIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.set(element, this.callback);
  }
  unobserve(element: Element) {
    observed.delete(element);
  }
  disconnect() {
    for (const [element, callback] of observed) if (callback === this.callback) observed.delete(element);
  }
  takeRecords() {
    return [];
  }
}
function show(element: Element) {
  const callback = observed.get(element);
  act(() =>
    callback?.([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver),
  );
}

beforeEach(() => {
  sent = [];
  observed.clear();
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
});
afterEach(() => {
  unmountAppRoute();
  api.setFaults([]);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dataCalls = () => sent.filter((call) => /\/api\/all-(graph|table)-data$/.test(call.url.pathname));
let view: AppRouteView;
const open = async (url: string, account?: string) => {
  view = await renderAppRoute(api, url, account ? { account } : {});
};
const path = () => view.router.state.location.pathname;
/** The page's title, which names the dashboard on screen. */
const title = () => screen.getByRole('heading', { level: 1 });
const graphsOf = (dashId: number) =>
  api.db.graphs.filter((graph) => graph.dashboardId === dashId).sort((a, b) => a.row - b.row || a.id - b.id);

/** jsdom lays nothing out: the cards get one column of rectangles for the keyboard moves. */
function mockLayout() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = this.tagName === 'LI' && this.parentElement ? [...this.parentElement.children].indexOf(this) : -1;
    const top = index < 0 ? 0 : index * 400;
    const height = index < 0 ? 0 : 380;
    return { x: 0, y: top, top, left: 0, width: 600, height, right: 600, bottom: top + height, toJSON: () => ({}) };
  });
}

/** Space on the handle lifts the graph, the down arrow moves it one place, Space drops it. */
async function moveDown(handleName: string) {
  const handle = screen.getByRole('button', { name: handleName });
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
}

async function cards(): Promise<HTMLElement[]> {
  const list = await screen.findByRole('list', { name: 'Graphs' });
  return within(list).getAllByRole('listitem');
}

/** What a card has drawn: its chart, or its table for the table kind. */
const drawing = (card: HTMLElement) => [...within(card).queryAllByRole('img'), ...within(card).queryAllByRole('table')];

/** Brings every graph into view, then waits for each card to show its chart or its table. */
async function drawnCards(): Promise<HTMLElement[]> {
  const shown = await cards();
  for (const element of [...observed.keys()]) show(element);
  for (const card of shown)
    await waitFor(() => expect(drawing(card).length, card.textContent ?? '').toBeGreaterThan(0), { timeout: 5_000 });
  return shown;
}

/**
 * Opens a menu by its button and picks one of its items. jsdom lays nothing out, so the menu's
 * positioning can keep its dropdown undisplayed: the item is found hidden or not and clicked.
 */
async function pickMenuItem(button: string, item: string): Promise<void> {
  await userEvent.click(await screen.findByRole('button', { name: button }, { timeout: 5_000 }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item, hidden: true }, { timeout: 5_000 }));
}

describe('DashboardScreen', { timeout: 20_000 }, () => {
  it('shows a card per graph, in row order, each linking to its graph with the period and overlay', async () => {
    await open('/data-explorer/dash/1?range=J-7&overlay=year');
    const expected = graphsOf(1);
    await waitFor(() => expect(title()).toHaveTextContent(api.db.dashboards[0]?.name ?? ''));
    const shown = await cards();
    expect(shown).toHaveLength(expected.length);
    expected.forEach((graph, index) => {
      const link = within(shown[index] as HTMLElement).getByRole('link', { name: graph.name });
      expect(link).toHaveAttribute('href', `/data-explorer/graph/1/${graph.id}?range=J-7&overlay=year`);
    });
  });

  it('reads a graph’s data only once it is scrolled into view', async () => {
    await open('/data-explorer/dash/1');
    await cards();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(dataCalls()).toHaveLength(0);
    const [first] = [...observed.keys()];
    show(first as Element);
    await waitFor(() => expect(dataCalls().length).toBeGreaterThan(0));
    const firstGraph = graphsOf(1)[0];
    expect(dataCalls().every((call) => call.url.searchParams.get('graphId') === String(firstGraph?.id))).toBe(true);
  });

  it('moves a graph by keyboard and sends the new rows', async () => {
    mockLayout();
    await open('/data-explorer/dash/1');
    await cards();
    const [first, second] = graphsOf(1);
    await moveDown(`Move ${first?.name}`);
    await waitFor(() => expect(sent.some((call) => call.method === 'PUT')).toBe(true));
    const put = sent.find((call) => call.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/dashboard/1');
    await waitFor(() => expect(put?.body).not.toBeNull());
    const rows = (put?.body as { graphs: { id: number; row: number }[] }).graphs;
    expect(rows.slice(0, 2)).toEqual([
      expect.objectContaining({ id: second?.id, row: 0 }),
      expect.objectContaining({ id: first?.id, row: 1 }),
    ]);
    await waitFor(() => expect(graphsOf(1)[0]?.id).toBe(second?.id));
    const shown = await cards();
    expect(within(shown[0] as HTMLElement).getByRole('link', { name: second?.name })).toBeInTheDocument();
  });

  it('puts the graphs back and says so when the new order cannot be saved', async () => {
    mockLayout();
    api.server.use(http.put('*/api/dashboard/:id', () => HttpResponse.json({ messages: ['ERROR'] }, { status: 500 })));
    await open('/data-explorer/dash/1');
    await cards();
    const [first] = graphsOf(1);
    await moveDown(`Move ${first?.name}`);
    expect(
      await screen.findByText('Could not save the new order of the graphs: they are back in their places.'),
    ).toBeInTheDocument();
    const shown = await cards();
    expect(within(shown[0] as HTMLElement).getByRole('link', { name: first?.name })).toBeInTheDocument();
    api.server.resetHandlers();
  });

  it('is read-only without the manage right: no handle, no add, no actions', async () => {
    await open('/data-explorer/dash/1', 'u4');
    expect(await cards()).toHaveLength(graphsOf(1).length);
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a graph' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for / })).not.toBeInTheDocument();
  });

  it('offers Add a graph on an empty dashboard, which opens the new graph', async () => {
    const empty = {
      id: 99,
      name: 'Tableau vide',
      projectId: 1,
      dashboardFrontConfig: {},
      updatedAt: '2026-11-20T10:00:00Z',
    };
    api.db.dashboards.push(empty);
    await open('/data-explorer/dash/99');
    expect(await screen.findByText('No graphs yet')).toBeInTheDocument();
    const adds = screen.getAllByRole('button', { name: 'Add a graph' });
    await userEvent.click(adds.at(-1) as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add a graph' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Répartition');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Chart kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Histogram', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add and edit' }));
    await waitFor(() => expect(graphsOf(99)).toHaveLength(1));
    const graph = graphsOf(99)[0];
    expect(graph?.frontConfig.type).toBe('histogram');
    expect(graph?.row).toBe(0);
    await waitFor(() => expect(path()).toBe(`/data-explorer/graph/99/${graph?.id}`), { timeout: 5_000 });
  });

  it('keeps every chart, saying it could not be refreshed, when opened again a minute later and its data cannot be read', async () => {
    // Only Date is faked (from the start, so that every date on screen is of the same class), running on.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    await open('/data-explorer/dash/1?range=M-1');
    const [first] = graphsOf(1);
    const before = await drawnCards();
    await userEvent.click(within(before[0] as HTMLElement).getByRole('link', { name: first?.name }));
    await waitFor(() => expect(path()).toBe(`/data-explorer/graph/1/${first?.id}`));
    const [endBefore] = dataCalls().map((call) => call.url.searchParams.get('end') ?? '');
    // The graph page drawn: its own read is over before the dashboard's calls are counted.
    await screen.findByRole('button', { name: 'Save' }, { timeout: 10_000 });
    await waitFor(() => expect(screen.getAllByRole('img').length).toBeGreaterThan(0), { timeout: 10_000 });
    sent = [];

    // A minute later, M-1 stands for another period, whose data cannot be read.
    vi.setSystemTime(Date.now() + 61_000);
    api.setFaults('GET all-graph-data=status:500;GET all-table-data=status:500');
    await userEvent.click(screen.getByRole('link', { name: `Back to ${api.db.dashboards[0]?.name}` }));

    const after = await drawnCards();
    expect(after).toHaveLength(before.length);
    for (const card of after) {
      expect(await within(card).findByText(/^Could not refresh: shown as of \d{1,2}:\d\d/)).toBeInTheDocument();
      expect(drawing(card).length).toBeGreaterThan(0);
      expect(within(card).queryByText(/^Could not load/)).not.toBeInTheDocument();
    }
    const calls = dataCalls();
    // Each graph read again once, and retried once as the app retries a failed read.
    expect(new Set(calls.map((call) => call.url.searchParams.get('graphId'))).size).toBe(before.length);
    expect(calls).toHaveLength(before.length * 2);
    expect(calls.every((call) => (call.url.searchParams.get('end') ?? '') > (endBefore ?? ''))).toBe(true);
    expect(calls.some((call) => call.url.searchParams.has('shortcut'))).toBe(false);
  });

  it('deletes the dashboard and returns to the list', async () => {
    await open('/data-explorer/dash/4');
    const name = api.db.dashboards.find((row) => row.id === 4)?.name ?? '';
    await pickMenuItem(`Actions for ${name}`, `Delete ${name}`);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this dashboard?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(path()).toBe('/data-explorer'), { timeout: 5_000 });
    expect(api.db.dashboards.some((row) => row.id === 4)).toBe(false);
  });

  it('duplicates the dashboard and opens the copy with the same period', async () => {
    await open('/data-explorer/dash/4?range=J-7');
    const name = api.db.dashboards.find((row) => row.id === 4)?.name ?? '';
    await pickMenuItem(`Actions for ${name}`, `Duplicate ${name}`);
    const dialog = await screen.findByRole('dialog', { name: `Duplicate “${name}”` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(api.db.dashboards.some((row) => row.name === `${name} (copy)`)).toBe(true));
    const copy = api.db.dashboards.find((row) => row.name === `${name} (copy)`);
    await waitFor(() => expect(path()).toBe(`/data-explorer/dash/${copy?.id}`), { timeout: 5_000 });
    expect(view.router.state.location.searchStr).toContain('range=J-7');
    await waitFor(() => expect(title()).toHaveTextContent(`${name} (copy)`));
  });
});
