import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { cpeSummaryFromSavings } from '../../../../mocks/db/cpeSummary';
import { TEST_API_BASE_URL } from '../../../../mocks/node';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute } from '../../../test/renderAppRoute';

const api = await setupTestMockApi({ resetBeforeEach: true });

let sent: { method: string; url: URL }[] = [];
api.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (/\/api\/(bex-reports|cpe-programs)/.test(url.pathname)) sent.push({ method: request.method, url });
});
beforeEach(() => {
  sent = [];
});
afterEach(() => {
  unmountAppRoute();
  api.server.resetHandlers();
});

const open = (url: string, account = 'u2') => renderAppRoute(api, url, { account });

const cpeRows = () => api.db.bexReports.filter((row) => row.type === 'cpe');

describe('CPE reports', { timeout: 20_000 }, () => {
  it('lists the CPE reports with their figures, filtered by status through the URL', async () => {
    const view = await open('/cperapports');
    const table = await screen.findByRole('table', { name: 'CPE reports' });
    expect(await screen.findByText(`${cpeRows().length} CPE reports`)).toBeInTheDocument();
    expect(within(table).getAllByText(/MWh$/).length).toBeGreaterThan(0);
    expect(sent.at(-1)?.url.searchParams.get('type')).toBe('cpe');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sent', hidden: true }));
    await waitFor(() => expect(view.router.state.location.search).toMatchObject({ status: 'sent' }));
    await waitFor(() => expect(sent.at(-1)?.url.searchParams.get('status')).toBe('sent'));
    const sentCount = cpeRows().filter((row) => row.status === 'sent').length;
    expect(await screen.findByText(`${sentCount} CPE reports`)).toBeInTheDocument();
  });

  it('says a report’s period as whole days, its last day included, alike in the list, the report and its form', async () => {
    const report = cpeRows()[0]!;
    // The seed's quarters run from midnight to midnight on the site's clock, the end excluded.
    const day = (ms: number) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Paris',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(ms);
    const start = day(Date.parse(report.startDate));
    const last = day(Date.parse(report.endDate) - 1);
    expect(last.slice(0, 2)).not.toBe('01');
    await open('/cperapports');
    const table = await screen.findByRole('table', { name: 'CPE reports' });
    expect((await within(table).findAllByText(`${start} to ${last}`)).length).toBeGreaterThan(0);
    expect(within(table).queryByText(/\d{2}:\d{2}/)).toBeNull();
    unmountAppRoute();
    await open(`/cperapports/edit/${report.id}`);
    expect(await screen.findByRole('textbox', { name: /^First day/ })).toHaveValue(start);
    expect(screen.getByRole('textbox', { name: /^Last day \(included\)/ })).toHaveValue(last);
  });

  it('shows a report’s contract figures and keeps the form when a save fails', async () => {
    const report = cpeRows()[0]!;
    // The demo server answers the figures of the project's energy-savings data when it has some.
    const summary =
      cpeSummaryFromSavings(api.db, report.projectId, report.startDate, report.endDate) ?? report.summary!;
    await open(`/cperapports/edit/${report.id}`);
    const figures = await screen.findByRole('region', { name: 'Contract figures' });
    expect(within(figures).getByText('Commitment')).toBeInTheDocument();
    const commitment = new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(summary.commitmentMwh);
    expect(within(figures).getByText(`${commitment} MWh`)).toBeInTheDocument();
    api.server.use(
      http.put(`${TEST_API_BASE_URL}bex-reports/:id`, () =>
        HttpResponse.json({ messages: ['ERROR'] }, { status: 500 }),
      ),
    );
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Bilan du trimestre');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The report could not be saved/, {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Bilan du trimestre');
  });

  it('lists the schedules on their tab and hides writes from a reader', async () => {
    await open('/cperapports?tab=programs', 'u4');
    const table = await screen.findByRole('table', { name: 'CPE report schedules' });
    expect(await screen.findByText(`${api.db.cpePrograms.length} schedules`)).toBeInTheDocument();
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.queryByRole('button', { name: 'Schedule a report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });

  it('shows the next five sendings as the recurrence is typed, and refuses an incomplete schedule inline', async () => {
    await open('/cperapports/addprogram');
    const next = await screen.findByRole('region', { name: 'Next five sendings' });
    expect(within(next).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(screen.getByRole('checkbox', { name: '5' }));
    expect(await within(next).findByText(/Choose at least one day/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create the schedule' }));
    expect(await screen.findByText('Choose at least one day of the month.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one contact.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'last day' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    await waitFor(() => expect(within(next).getAllByRole('listitem')).toHaveLength(5));
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
  });
});
