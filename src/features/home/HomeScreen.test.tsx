import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseSearchParams } from '../../lib/searchParams';
import { setupTestMockApi } from '../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteView } from '../../test/renderAppRoute';
import { alertEventStatsQuery } from '../../entities/events/alertEventStats';

/*
 * The home screen against the mocked API (msw), signed in as the demo admin (u2), whose seeded
 * preference shows favourites, in the whole app at /home.
 */

const api = await setupTestMockApi({ resetBeforeEach: true });
let view: AppRouteView;
afterEach(() => unmountAppRoute());

// jsdom has no canvas for echarts to paint on: the chart is stood in for by its accessible image
// (its own behaviour is covered by src/ui/Chart/Chart.test.tsx).
vi.mock('../../ui/Chart/Chart', () => ({
  Chart: ({ label, summary }: { label: string; summary?: string }) => (
    <div role="img" aria-label={label}>
      {summary}
    </div>
  ),
}));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const HIDDEN_NAMES = ['Client Test', 'Client Démo', 'Projet Test', 'Projet Démo'];

async function openHome(url = '/home') {
  view = await renderAppRoute(api, url);
  const table = await screen.findByRole('table', { name: 'Data quality by project' });
  // The rows come with the stats call.
  await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
  return { table };
}

/** The project name of every body row, in order (2nd column: the client is not in the default set). */
function projectNames(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
}

const admin = () => {
  const user = api.db.users.find((candidate) => candidate.id === 2);
  if (!user) throw new Error('no demo admin');
  return user;
};

// The whole app per test against the mocked API: slow on a busy machine.
describe('HomeScreen', { timeout: 20_000 }, () => {
  it('shows the data quality counts of the stats call as links, without the hidden test structure', async () => {
    const { table } = await openHome();
    const stats = await alertEventStatsQuery.fetch({});
    const row = stats.data.find((candidate) => candidate.offline > 0 && !HIDDEN_NAMES.includes(candidate.project.name));
    if (!row) throw new Error('the seed has no offline event');
    const link = within(table).getByRole('link', { name: `Offline: ${row.offline} – ${row.project.name}` });
    expect(link).toHaveTextContent(String(row.offline));
    // Every visible seeded project has its row; the two hidden ones do not.
    expect(projectNames(table)).toHaveLength(stats.data.length - 2);
    // The summary cards and the pending events are loaded too.
    expect(await screen.findByRole('link', { name: `${stats.current} In progress` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${stats.statuses.seen} Seen` })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Events by status' })).toHaveTextContent(
      `New: ${stats.statuses.new} events`,
    );
    await screen.findByRole('link', { name: /^See all new events/ });
    for (const name of HIDDEN_NAMES) expect(document.body).not.toHaveTextContent(name);
  });

  it('links a count to the events it counts and days of delay to the project variables', async () => {
    const { table } = await openHome();
    const stats = await alertEventStatsQuery.fetch({});
    const row = stats.data.find((candidate) => candidate.offline > 0 && !HIDDEN_NAMES.includes(candidate.project.name));
    if (!row) throw new Error('the seed has no offline event');
    const offline = new URL(
      within(table)
        .getByRole('link', { name: `Offline: ${row.offline} – ${row.project.name}` })
        .getAttribute('href') ?? '',
      'http://localhost',
    );
    expect(offline.pathname).toBe('/events');
    expect(parseSearchParams(offline.search)).toEqual({
      projectId: row.project.id,
      view: 'current',
      cancelled: false,
      category: 'offline',
    });

    const fresh = within(table).getByRole('link', { name: `New: ${row.new} – ${row.project.name}` });
    const freshUrl = new URL(fresh.getAttribute('href') ?? '', 'http://localhost');
    // A repeated parameter, here once: `status=new`.
    expect(freshUrl.searchParams.getAll('status')).toEqual(['new']);
    expect(parseSearchParams(freshUrl.search)).toEqual({
      projectId: row.project.id,
      view: 'all',
      range: 'all',
      cancelled: false,
      status: 'new',
    });

    const delay = within(table).getByRole('link', {
      name: new RegExp(`^Days of delay: ${row.daysdelay} – ${escapeRegExp(row.project.name)}`),
    });
    const delayUrl = new URL(delay.getAttribute('href') ?? '', 'http://localhost');
    expect(delayUrl.pathname).toBe('/automatic-variables');
    expect(parseSearchParams(delayUrl.search)).toEqual({ projectId: row.project.id });
  });

  it('puts the favourite projects first, marked, when the user shows favourites', async () => {
    const favourites = new Set((admin().favoriteProjects ?? []).map((favourite) => favourite.id));
    expect(admin().preferences.showFavoritesProject).toBe(true);
    const { table } = await openHome();
    const stats = await alertEventStatsQuery.fetch({});
    const favouriteNames = stats.data.filter((row) => favourites.has(row.project.id)).map((row) => row.project.name);
    expect(favouriteNames.length).toBeGreaterThan(0);
    const names = projectNames(table);
    expect(names.slice(0, favouriteNames.length)).toEqual(favouriteNames);
    expect(within(table).getAllByRole('img', { name: 'Favourite project' })).toHaveLength(favouriteNames.length);
    // Meaningful only if favourites are not first in the answer already.
    expect(names).not.toEqual(
      stats.data.filter((row) => !HIDDEN_NAMES.includes(row.project.name)).map((row) => row.project.name),
    );
  });

  it('keeps the answer order and no marker when the user does not show favourites', async () => {
    admin().preferences.showFavoritesProject = false;
    const { table } = await openHome();
    const stats = await alertEventStatsQuery.fetch({});
    expect(projectNames(table)).toEqual(
      stats.data.filter((row) => !HIDDEN_NAMES.includes(row.project.name)).map((row) => row.project.name),
    );
    expect(within(table).queryByRole('img', { name: 'Favourite project' })).toBeNull();
  });

  it('sorts by a column header and keeps the sort in the URL', async () => {
    admin().preferences.showFavoritesProject = false;
    const { table } = await openHome();
    const before = projectNames(table);
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Sort by Project' }));
    await waitFor(() =>
      expect(within(table).getByRole('columnheader', { name: /Project/ })).toHaveAttribute('aria-sort', 'ascending'),
    );
    const after = projectNames(table);
    expect(after).toEqual([...before].sort(new Intl.Collator('fr', { numeric: true, sensitivity: 'base' }).compare));
    expect(after).not.toEqual(before);
    expect(view.router.state.location.search).toEqual({ sort: 'project' });
  });

  it('opens sorted by the URL sort, descending', async () => {
    admin().preferences.showFavoritesProject = false;
    const { table } = await openHome('/home?sort=-offline');
    expect(within(table).getByRole('columnheader', { name: /Offline/ })).toHaveAttribute('aria-sort', 'descending');
    const offline = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Number(within(row).getAllByRole('cell')[3]?.textContent));
    expect(offline).toEqual([...offline].sort((a, b) => b - a));
    expect(new Set(offline).size).toBeGreaterThan(1);
  });

  it('lists the pending events, each opening its detail', async () => {
    await openHome();
    const list = await screen.findByRole('list', { name: 'Pending events' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(10);
    const first = within(items[0] as HTMLElement).getByRole('link');
    expect(first.getAttribute('href')).toMatch(/^\/events\/details\/\d+$/);
    const seeAll = screen.getByRole('link', { name: /^See all new events/ });
    expect(parseSearchParams(new URL(seeAll.getAttribute('href') ?? '', 'http://localhost').search)).toEqual({
      view: 'all',
      range: 'all',
      cancelled: false,
      status: 'new',
    });
  });

  it('shows a failed read for a newly picked client as a failure, not "no event" with a zero count', async () => {
    await openHome();
    await screen.findByRole('list', { name: 'Pending events' });
    api.setFaults('GET events=status:500');
    await userEvent.click(screen.getByRole('combobox', { name: 'Client' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Aciéries du Nord', hidden: true }));
    expect(await screen.findByText('Could not load the pending events.')).toBeInTheDocument();
    expect(screen.queryByText('No event to handle.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all new events' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /See all new events \(/ })).not.toBeInTheDocument();

    api.setFaults([]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry loading the pending events' }));
    expect(await screen.findByRole('list', { name: 'Pending events' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^See all new events \(\d+\)$/ })).toBeInTheDocument();
  });

  it('shows a failed first load of the stats as failures, not "No project" and dashes', async () => {
    api.setFaults('GET stats/alert-events=status:500');
    view = await renderAppRoute(api, '/home');
    expect(await screen.findByText('Could not load the event summary.')).toBeInTheDocument();
    expect(await screen.findByText('Could not load the data quality.')).toBeInTheDocument();
    expect(screen.queryByText('No project')).not.toBeInTheDocument();
    expect(screen.queryByText('–')).not.toBeInTheDocument();
    api.setFaults([]);
  });
});
