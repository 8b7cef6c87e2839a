import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockNow } from '../../../../mocks/db/clock';
import { setupMockApiClient } from '../../../test/mockApiClient';
import {
  giveElementsASize,
  recordRequests,
  renderGraphPanel,
  seededGraph,
  stubCanvasContext,
} from './graphPanelTestSupport';

/* The alert events drawn over a graph (issue 36): one read per graph, the toggle, a failure of its own. */

const api = await setupMockApiClient('u1', { quiet: true, resetBeforeEach: true });
const requests = recordRequests(api.server);
stubCanvasContext();
giveElementsASize();
configure({ asyncUtilTimeout: 5000 });

const DAY = 86_400_000;
const period = () => {
  const end = new Date(mockNow(api.db));
  return { start: new Date(end.getTime() - 14 * DAY), end };
};
const eventReads = () => requests.filter((request) => request.url.pathname.endsWith('/events'));

beforeEach(() => {
  requests.length = 0;
});
afterEach(() => api.server.resetHandlers());

describe('GraphPanel events', () => {
  it('reads the events of all the graph’s variables over its period at once, and toggles them', async () => {
    // Seeded: the area graph's variables have alert events over the last two weeks.
    const row = seededGraph(api.db, 'area');
    const shownChanges: boolean[] = [];
    const shown = period();
    renderGraphPanel(row.id, {
      period: shown,
      overlay: undefined,
      density: 'dashboard',
      events: { shown: true, onShownChange: (next) => shownChanges.push(next), onOpen: () => undefined },
    });
    expect(await screen.findByText(/^[1-9]\d* events? over the period$/)).toBeInTheDocument();
    expect(eventReads()).toHaveLength(1);
    const params = eventReads()[0]?.url.searchParams;
    expect(params?.getAll('variable')).toEqual(
      [...new Set(row.graphVariables.map((variable) => variable.objectId))].sort((a, b) => a - b).map(String),
    );
    expect(params?.get('start')).toBe(shown.start.toISOString());
    expect(params?.get('end')).toBe(shown.end.toISOString());
    expect(params?.get('limit')).toBe('500');
    expect(params?.get('ordering')).toBe('dateStart');
    // A cancelled event (a false alarm) is not drawn.
    expect(params?.get('cancelled')).toBe('false');

    const toggle = screen.getByRole('switch', { name: `Show events on ${row.name}` });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(shownChanges).toEqual([false]);
  });

  it('keeps the curves when the events cannot be read, and says so with Retry', async () => {
    const row = seededGraph(api.db, 'area');
    api.server.use(http.get('*/events', () => HttpResponse.json({ messages: ['ERROR'] }, { status: 500 })));
    renderGraphPanel(row.id, {
      period: period(),
      overlay: undefined,
      density: 'dashboard',
      events: { shown: true, onShownChange: () => undefined, onOpen: () => undefined },
    });
    expect(await screen.findByText(`Could not load the events of ${row.name}.`, {}, { timeout: 8000 })).toBeVisible();
    expect(screen.getByRole('img', { name: new RegExp(`^${row.name}`) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Retry loading the events of ${row.name}` })).toBeEnabled();
    expect(screen.queryByText(/over the period$/)).toBeNull();
    api.server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: `Retry loading the events of ${row.name}` }));
    await waitFor(() => expect(screen.queryByText(`Could not load the events of ${row.name}.`)).toBeNull());
    expect(await screen.findByText(/events? over the period$/)).toBeInTheDocument();
  });
});
