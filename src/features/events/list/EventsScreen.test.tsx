import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TEST_API_BASE_URL } from '../../../../mocks/node';
import { columnTypes, openCsvAs } from '../../../test/spreadsheetCells';
import * as saveFileModule from '../../../lib/saveFile';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteView } from '../../../test/renderAppRoute';
import { eventsResource } from '../../../entities/events/api';

const api = await setupTestMockApi();

/**
 * Every GET events the list sent, as URLs; not the one-row reads that count the hidden test
 * projects' events (spec 000 §6).
 */
let eventRequests: URL[] = [];
api.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  const hiddenCount = url.searchParams.get('limit') === '1' && url.searchParams.has('projectId');
  if (request.method === 'GET' && url.pathname === '/api/events' && !hiddenCount) eventRequests.push(url);
});

/** The hidden test projects (16 and 17, mocks/db/structure.ts): their events are not listed. */
const isHiddenEvent = (event: { project: { id: number } }) => event.project.id >= 16;
beforeEach(() => {
  eventRequests = [];
});
afterEach(() => {
  unmountAppRoute();
  api.server.resetHandlers();
});

let view: AppRouteView;
const open = async (url: string) => {
  view = await renderAppRoute(api, url);
};
/** The search of the page as its route validated it. */
const urlSearch = (): Record<string, unknown> => ({ ...view.router.state.matches.at(-1)?.search });
const query = () => view.router.state.location.searchStr;
const lastRequest = () => eventRequests.at(-1)?.searchParams ?? new URLSearchParams();

/** The data rows of the events table (the header row left out). */
async function dataRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name: 'Events' });
  await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
  return within(table).getAllByRole('row').slice(1);
}

const settled = () =>
  waitFor(() => expect(screen.getByRole('table', { name: 'Events' })).not.toHaveAttribute('aria-busy'));

// The whole app per test against the mocked API: slow on a busy machine.
describe('EventsScreen', { timeout: 20_000 }, () => {
  it('shows the events the API answers, with their count and a link to each event', async () => {
    await open('/events?view=all&range=all');
    const expected = await eventsResource.list({ limit: 50, offset: 0 });
    const all = await eventsResource.list({});
    const shown = expected.data.filter((event) => !isHiddenEvent(event));
    const rows = await dataRows();
    expect(rows).toHaveLength(shown.length);
    const first = shown[0];
    const link = within(rows[0] as HTMLElement).getByRole('link', { name: first?.alert.name });
    expect(link).toHaveAttribute('href', `/events/details/${first?.id}`);
    // Neither shown nor counted.
    const count = all.total_count - all.data.filter(isHiddenEvent).length;
    expect(await screen.findByText(`${count} events`)).toBeInTheDocument();
    // "All time" sends no period.
    expect(lastRequest().has('start')).toBe(false);
    expect(lastRequest().get('current')).toBeNull();
  });

  it('lists the events in progress in the current view, whatever their start', async () => {
    await open('/events');
    const rows = await dataRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(lastRequest().get('current')).toBe('true');
    // The end is not in the default set (start and duration say enough): shown from the picker.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'End' }));
    for (const row of await dataRows()) expect(within(row).getByText('In progress')).toBeInTheDocument();
  });

  it('writes a filter change in the URL, back to page 1, and sends it', async () => {
    await open('/events?view=all&range=all&page=2');
    await dataRows();
    expect(lastRequest().get('offset')).toBe('50');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Seen', hidden: true }));
    await waitFor(() => expect(urlSearch().status).toEqual(['seen']));
    expect(urlSearch()).not.toHaveProperty('page');
    await userEvent.click(await screen.findByRole('option', { name: 'New', hidden: true }));
    // Several statuses are repeated parameters, not JSON.
    await waitFor(() => expect(query()).toContain('status=seen&status=new'));
    await userEvent.click(await screen.findByRole('option', { name: 'New', hidden: true }));
    await waitFor(() => expect(urlSearch().status).toEqual(['seen']));
    // The app keeps a page it read moments ago: the view of "seen" may come from the first read.
    await waitFor(() =>
      expect(
        eventRequests.some(
          (url) => url.searchParams.getAll('status').join() === 'seen' && url.searchParams.get('offset') === '0',
        ),
      ).toBe(true),
    );
    await settled();
    const rows = await dataRows();
    for (const row of rows) expect(within(row).getByText('Seen')).toBeInTheDocument();
  });

  it('still opens a link whose statuses were written as JSON', async () => {
    await open('/events?view=all&range=all&status=%5B%22seen%22%2C%22new%22%5D');
    await dataRows();
    expect(lastRequest().getAll('status')).toEqual(['seen', 'new']);
  });

  it('shows a category from a home link as a removable filter', async () => {
    await open('/events?category=tech');
    await screen.findByRole('table', { name: 'Events' });
    await waitFor(() => expect(lastRequest().getAll('type')).toEqual(['offline', 'offline_single', 'nodata', 'com']));
    expect(screen.getByText('Technical events')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the filter “Technical events”' }));
    await waitFor(() => expect(urlSearch()).not.toHaveProperty('category'));
    await waitFor(() => expect(lastRequest().getAll('type')).toEqual([]));
  });

  it('searches by name once typing pauses, and keeps the text in the URL', async () => {
    await open('/events?view=all&range=all');
    await dataRows();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Temp');
    await waitFor(() => expect(urlSearch().search).toBe('Temp'));
    await waitFor(() => expect(lastRequest().get('search')).toBe('Temp'));
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(urlSearch()).not.toHaveProperty('search'));
    expect(urlSearch().view).toBe('all');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('sorts on the server when a header is clicked', async () => {
    await open('/events?view=all&range=all');
    await dataRows();
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Site' }));
    await waitFor(() => expect(lastRequest().get('ordering')).toBe('site'));
    expect(urlSearch().sort).toBe('site');
  });

  it('exports every matching event as the spec CSV (BOM, header, CRLF), in the English spreadsheet’s convention', async () => {
    const save = vi.spyOn(saveFileModule, 'saveFile').mockImplementation(() => undefined);
    await open('/events?view=all&range=all&level=error');
    await dataRows();
    const all = await eventsResource.list({ level: 'error', limit: 1000, offset: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [blob, name] = save.mock.calls[0] ?? [];
    expect(name).toMatch(/^events_list_\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array((await blob?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Client,Site,Project,Alert,Variable,IdTechnique,Criticite,Debut,Fin,Status');
    // One line per event, each ending with CRLF (hence the empty string after the last).
    expect(lines).toHaveLength(all.total_count + 2);
    expect(lines.at(-1)).toBe('');
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    // Opened in an English spreadsheet: dates are dates, levels and statuses the list's words.
    const cells = openCsvAs(text, 'en');
    const types = columnTypes(cells);
    expect(types.Debut).toEqual({ date: all.total_count });
    expect(types.Fin?.text).toBeUndefined();
    expect(new Set(cells.slice(1).map((row) => row[6]?.text))).toEqual(new Set(['Error']));
    for (const row of cells.slice(1)) expect(['New', 'Seen', 'Fixed', 'Fixed, no action']).toContain(row[9]?.text);
    save.mockRestore();
  });

  it('shows a failed next page as a failure with Retry, not as the previous page nor as "no events"', async () => {
    await open('/events?view=all&range=all');
    const before = (await dataRows()).map((row) => row.textContent);
    api.server.use(
      http.get(`${TEST_API_BASE_URL}events`, () => HttpResponse.json({ messages: ['ERROR'] }, { status: 500 })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const table = screen.getByRole('table', { name: 'Events' });
    expect(await within(table).findByText('Could not load the events.')).toBeInTheDocument();
    expect(urlSearch().page).toBe(2);
    expect(within(table).queryByText('No events match these filters.')).not.toBeInTheDocument();
    expect(screen.queryByText(/^\d+ events?$/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveAccessibleDescription(
      'Export is unavailable until the list has loaded.',
    );

    api.server.resetHandlers();
    await userEvent.click(within(table).getByRole('button', { name: 'Retry loading the events' }));
    const after = (await dataRows()).map((row) => row.textContent);
    expect(after).not.toEqual(before);
    expect(lastRequest().get('offset')).toBe('50');
    expect(screen.getByRole('button', { name: 'Export CSV' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows a failed first load as a failure, never as "no events"', async () => {
    api.server.use(
      http.get(`${TEST_API_BASE_URL}events`, () => HttpResponse.json({ messages: ['ERROR'] }, { status: 500 })),
    );
    await open('/events?view=all&range=all');
    expect(await screen.findByText('Could not load the events.')).toBeInTheDocument();
    // In the table, besides the app's notification.
    const table = screen.getByRole('table', { name: 'Events' });
    expect(within(table).getByText('An error occurred. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('No events match these filters.')).not.toBeInTheDocument();
  });

  it('keeps the rows of the same view with "could not refresh" when reading them again fails', async () => {
    await open('/events?view=all&range=all');
    const { queryClient } = view;
    const before = (await dataRows()).map((row) => row.textContent);
    api.server.use(
      http.get(`${TEST_API_BASE_URL}events`, () => HttpResponse.json({ messages: ['ERROR'] }, { status: 500 })),
    );
    await queryClient.invalidateQueries({ queryKey: eventsResource.keys.lists });
    expect(await screen.findByText(/^Could not refresh: shown as of \d/)).toBeInTheDocument();
    expect((await dataRows()).map((row) => row.textContent)).toEqual(before);
    expect(screen.getByRole('button', { name: 'Export CSV' })).not.toHaveAttribute('aria-disabled');
  });
});
