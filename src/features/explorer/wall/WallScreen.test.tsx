import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { giveElementsASize, stubCanvasContext } from '../../../entities/explorer/charts/graphPanelTestSupport';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteView } from '../../../test/renderAppRoute';
import { smallestDashboards } from './wallTestSupport';

/* The wall display: full window, its dashboards in turn, an unknown one shown failed then skipped. */

const api = await setupTestMockApi({ resetBeforeEach: true });
stubCanvasContext();
giveElementsASize();

let view: AppRouteView;
afterEach(() => {
  unmountAppRoute();
  vi.useRealTimers();
});

const heading = () => screen.getByRole('heading', { level: 1 });
/** Everything read, so that moving the clock on times out no request. */
const settled = () => waitFor(() => expect(view.queryClient.isFetching()).toBe(0), { timeout: 10_000 });
async function nextTurn() {
  await settled();
  await act(() => vi.advanceTimersByTimeAsync(15_000));
}

it('shows its dashboards in turn without the navigation, skipping an unknown one after showing why', async () => {
  const [first, second] = smallestDashboards(api.db, 2);
  if (!first || !second) throw new Error('two seeded dashboards are needed');
  // Time runs as usual; each turn's 15 s are skipped over.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  view = await renderAppRoute(api, `/data-explorer/wall?dashboards=${first.id},999999,${second.id}&every=15`);
  expect(await screen.findByRole('heading', { level: 1, name: first.name }, { timeout: 10_000 })).toBeVisible();
  expect(screen.getByText('Dashboard 1 of 3')).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).toBeNull();
  expect(screen.queryByRole('banner')).toBeNull();

  await nextTurn();
  await waitFor(() => expect(heading()).toHaveTextContent('Dashboard 999999'));
  expect(await screen.findByText('Could not load the dashboard.', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent('Skipped (unknown or not allowed): 999999');

  await nextTurn();
  await waitFor(() => expect(heading()).toHaveTextContent(second.name));
  await nextTurn();
  await waitFor(() => expect(heading()).toHaveTextContent(first.name));
  await nextTurn();
  await waitFor(() => expect(heading()).toHaveTextContent(second.name));

  // A pointer on the wall holds it.
  fireEvent.mouseEnter(screen.getByRole('region', { name: 'Wall display' }));
  expect(screen.getByText('Paused')).toBeInTheDocument();
  await nextTurn();
  expect(heading()).toHaveTextContent(second.name);
});

it('shows a link’s colours whatever the account chose, and the account’s again once left', async () => {
  const [first] = smallestDashboards(api.db, 1);
  if (!first) throw new Error('a seeded dashboard is needed');
  const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');
  view = await renderAppRoute(api, `/data-explorer/wall?dashboards=${first.id}&theme=dark`);
  expect(await screen.findByRole('heading', { level: 1, name: first.name }, { timeout: 10_000 })).toBeVisible();
  await waitFor(() => expect(scheme()).toBe('dark'));
  await act(() => view.router.navigate({ to: '/home' }));
  await waitFor(() => expect(scheme()).toBe('light'));
});
