import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { cpeSummaryFromSavings } from '../../../../mocks/db/cpeSummary';
import { TEST_API_BASE_URL } from '../../../../mocks/node';
import { setupMockApiClient } from '../../../test/mockApiClient';
import { renderWithApp } from '../../../test/renderWithApp';
import { screenTestPage, screenTestRoutes } from '../../../test/screenTestRoutes';
import { cpeSearchSchema } from './cpeSearch';
import { CpeScreen } from './list/CpeScreen';
import { CpeProgramCreateScreen } from './programs/CpeProgramScreens';
import { CpeReportScreen } from './report/CpeReportScreen';

const api = await setupMockApiClient('u2', { resetBeforeEach: true });

let sent: { method: string; url: URL }[] = [];
api.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (/\/api\/(bex-reports|cpe-programs)/.test(url.pathname)) sent.push({ method: request.method, url });
});
beforeEach(() => {
  sent = [];
});
afterEach(() => {
  api.server.resetHandlers();
  api.signInAs('u2');
});

const noop = () => undefined;
const routes = () =>
  screenTestRoutes([
    screenTestPage({
      path: 'cperapports',
      validateSearch: (search) => cpeSearchSchema.parse(search),
      render: ({ search, onSearchChange }) => (
        <CpeScreen
          search={search}
          onSearchChange={onSearchChange}
          onOpenReport={noop}
          onNewReport={noop}
          onOpenProgram={noop}
          onNewProgram={noop}
        />
      ),
    }),
    screenTestPage({
      path: 'cperapports/edit/$rapportId',
      render: ({ params }) => <CpeReportScreen reportId={Number(params.rapportId)} onBack={noop} onDeleted={noop} />,
    }),
    screenTestPage({
      path: 'cperapports/addprogram',
      render: () => <CpeProgramCreateScreen onSaved={noop} onCancel={noop} />,
    }),
  ]);

const cpeRows = () => api.db.bexReports.filter((row) => row.type === 'cpe');

describe('CPE reports', { timeout: 20_000 }, () => {
  it('lists the CPE reports with their figures, filtered by status through the URL', async () => {
    await renderWithApp(routes(), { url: '/cperapports' });
    const table = await screen.findByRole('table', { name: 'CPE reports' });
    expect(await screen.findByText(`${cpeRows().length} CPE reports`)).toBeInTheDocument();
    expect(within(table).getAllByText(/MWh$/).length).toBeGreaterThan(0);
    expect(sent.at(-1)?.url.searchParams.get('type')).toBe('cpe');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sent', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('query')).toHaveTextContent('status=sent'));
    await waitFor(() => expect(sent.at(-1)?.url.searchParams.get('status')).toBe('sent'));
    const sentCount = cpeRows().filter((row) => row.status === 'sent').length;
    expect(await screen.findByText(`${sentCount} CPE reports`)).toBeInTheDocument();
  });

  it('shows a report’s contract figures and keeps the form when a save fails', async () => {
    const report = cpeRows()[0]!;
    // The demo server answers the figures of the project's energy-savings data when it has some.
    const summary =
      cpeSummaryFromSavings(api.db, report.projectId, report.startDate, report.endDate) ?? report.summary!;
    await renderWithApp(routes(), { url: `/cperapports/edit/${report.id}` });
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
    api.signInAs('u4');
    await renderWithApp(routes(), { url: '/cperapports?tab=programs' });
    const table = await screen.findByRole('table', { name: 'CPE report schedules' });
    expect(await screen.findByText(`${api.db.cpePrograms.length} schedules`)).toBeInTheDocument();
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.queryByRole('button', { name: 'Schedule a report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });

  it('shows the next five sendings as the recurrence is typed, and refuses an incomplete schedule inline', async () => {
    await renderWithApp(routes(), { url: '/cperapports/addprogram' });
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
