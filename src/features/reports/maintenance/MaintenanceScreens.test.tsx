import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { faultyProjectId } from '../../../../mocks/db/maintenanceFaults';
import { TEST_API_BASE_URL } from '../../../../mocks/node';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute } from '../../../test/renderAppRoute';

const api = await setupTestMockApi({ resetBeforeEach: true });

let sent: { method: string; url: URL }[] = [];
api.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.includes('/bex-reports')) sent.push({ method: request.method, url });
});
beforeEach(() => {
  sent = [];
});
afterEach(() => {
  unmountAppRoute();
  api.server.resetHandlers();
});

const open = (url: string) => renderAppRoute(api, url, { account: 'u2' });

const maintenanceRows = () => api.db.bexReports.filter((row) => row.type === 'maintenance');

describe('maintenance reports', { timeout: 30_000 }, () => {
  it('lists the maintenance reports and lowers the count by one when one is deleted after confirmation', async () => {
    await open('/bexrapports');
    const total = maintenanceRows().length;
    expect(await screen.findByText(`${total} maintenance reports`, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(sent.at(-1)?.url.searchParams.get('type')).toBe('maintenance');
    const table = screen.getByRole('table', { name: 'Maintenance reports' });
    const [deleteFirst] = within(table).getAllByRole('button', { name: /^Delete / });
    await userEvent.click(deleteFirst!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete the maintenance report' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`${total - 1} maintenance reports`)).toBeInTheDocument();
    expect(sent.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('filters a report’s findings by check kind through the URL, and keeps the form when a save fails', async () => {
    const report = maintenanceRows().find((row) => row.projectId === faultyProjectId(api.db))!;
    const view = await open(`/bexrapports/edit/${report.id}`);
    const findings = await screen.findByRole('table', { name: 'Findings' }, { timeout: 15_000 });
    expect(within(findings).getByRole('columnheader', { name: /Duration/ })).toBeInTheDocument();
    await userEvent.click(screen.getByText(/^Counter reset \(\d+\)$/));
    await waitFor(() => expect(view.router.state.location.search).toMatchObject({ check: 'counter_reset' }));
    await waitFor(() => expect(within(findings).queryByText('Below sensor range')).not.toBeInTheDocument());
    expect(within(findings).getAllByText('Counter reset').length).toBeGreaterThan(0);

    api.server.use(
      http.put(`${TEST_API_BASE_URL}bex-reports/:id`, () =>
        HttpResponse.json({ messages: ['ERROR'] }, { status: 500 }),
      ),
    );
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Revue d’octobre');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The report was not saved', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Revue d’octobre');
  });

  it('refuses an empty new report inline and sends nothing', async () => {
    await open('/bexrapports/add');
    await userEvent.click(await screen.findByRole('button', { name: 'Create the report' }));
    expect(await screen.findByText('Choose a project.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Give the report a name.');
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
  });

  it('keeps what was typed in a new report across a reload, as a draft', async () => {
    const view = await open('/bexrapports/add');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Revue de novembre');
    const reloaded = await view.reload();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Revue de novembre');
    expect(reloaded.router.state.location.pathname).toBe('/bexrapports/add');
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
  });
});
