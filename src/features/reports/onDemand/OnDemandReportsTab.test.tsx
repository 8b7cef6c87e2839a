import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TEST_API_BASE_URL } from '../../../../mocks/node';
import { setupTestMockApi } from '../../../../mocks/testing';
import { giveElementsASize, stubCanvasContext } from '../../../entities/explorer/charts/graphPanelTestSupport';
import { renderAppRoute, unmountAppRoute } from '../../../test/renderAppRoute';
import { pendingPollInterval } from './OnDemandReportsTab';

const api = await setupTestMockApi({ resetBeforeEach: true });
// The edit form's preview draws the report's graphs with echarts.
stubCanvasContext();
giveElementsASize();
afterEach(() => {
  unmountAppRoute();
  api.server.resetHandlers();
});

/** Every GET the screen sent, as paths. */
let reads: string[] = [];
api.server.events.on('request:start', ({ request }) => {
  if (request.method === 'GET') reads.push(new URL(request.url).pathname);
});
beforeEach(() => {
  reads = [];
});

const open = (url: string, account = 'u2') => renderAppRoute(api, url, { account });

async function reportsTable(): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'On-demand reports' });
  // Ready reports are seeded: their Download buttons say the rows are read.
  await within(table).findAllByRole('button', { name: /^Download the report / }, { timeout: 5_000 });
  return table;
}

describe('the on-demand reports tab', { timeout: 20_000 }, () => {
  it('lists the reports with their count; a manager gets create, edit, delete and download', async () => {
    await open('/report');
    const table = await reportsTable();
    expect(await screen.findByText(`${api.db.reports.length} reports`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New report' })).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Edit the report / }).length).toBeGreaterThan(0);
    expect(within(table).getAllByRole('button', { name: /^Download the report / }).length).toBeGreaterThan(0);
  });

  it('shows a period’s end as its last day included, as every report period reads', async () => {
    await open('/report');
    const table = await reportsTable();
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    const endColumn = header.indexOf('End');
    // The seed's months end at the next month's midnight (exclusive): the list says the month's last day.
    const ends = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[endColumn]?.textContent ?? '');
    expect(ends.length).toBeGreaterThan(0);
    expect(ends.filter((end) => end.startsWith('01/'))).toEqual([]);
    expect(ends.some((end) => /^(28|29|30|31)\//.test(end))).toBe(true);
  });

  it('deletes a report after a confirmation, and the count goes down by one (spec 001 §4)', async () => {
    const user = userEvent.setup();
    await open('/report');
    const table = await reportsTable();
    const total = api.db.reports.length;
    expect(await screen.findByText(`${total} reports`)).toBeInTheDocument();
    const [remove] = within(table).getAllByRole('button', { name: /^Delete the report / });
    if (!remove) throw new Error('no report to delete');
    const name = (remove.getAttribute('aria-label') ?? '').replace('Delete the report ', '');
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this report?' });
    expect(within(dialog).getByText(`The report ${name} and its document will be deleted.`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`${total - 1} reports`)).toBeInTheDocument();
    expect(api.db.reports).toHaveLength(total - 1);
  });

  it('shows a reader the list and the downloads, without any write', async () => {
    await open('/report', 'u4');
    const table = await reportsTable();
    expect(within(table).getAllByRole('button', { name: /^Download the report / }).length).toBeGreaterThan(0);
    expect(within(table).queryAllByRole('button', { name: /^(Edit|Delete|Try again)/ })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'New report' })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('reads no graph before a dashboard is chosen, and shows the three messages of an empty form', async () => {
    const user = userEvent.setup();
    await open('/report?manualReport=new');
    const form = await screen.findByRole('dialog', { name: 'New on-demand report' });
    await user.click(within(form).getByRole('button', { name: 'Generate the report' }));
    for (const message of [
      'Please choose a project',
      'Please choose a dashboard',
      'Please select at least one graph',
    ]) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    expect(within(form).getByText('Choose a dashboard to see its graphs.')).toBeInTheDocument();
    // spec 001 §5: no dashboard, no dashboard (graph) read.
    expect(reads.filter((path) => /\/dashboard\/\d+$|\/graph\b|all-graph-data/.test(path))).toEqual([]);
  });

  it('says a save answered with nothing failed, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const report = api.db.reports.find((row) => row.status === 'ready');
    if (!report) throw new Error('no ready report seeded');
    await open(`/report?manualReport=${report.id}`);
    const form = await screen.findByRole('dialog', { name: `Edit the report ${report.name}` });
    expect(within(form).getByRole('textbox', { name: /^Report name/ })).toHaveValue(report.name);
    // spec 001 §7: an empty answer is refused (the entity's test covers the POST; an edit sends a PUT).
    api.server.use(http.put(`${TEST_API_BASE_URL}reports/${report.id}`, () => new HttpResponse(null, { status: 200 })));
    await user.clear(within(form).getByRole('textbox', { name: /^Title/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Title/ }), 'Nouveau titre');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/The report could not be saved/)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Title/ })).toHaveValue('Nouveau titre');
  });

  it('sends nothing while the custom period ends before it starts, and says so on the period', async () => {
    const user = userEvent.setup();
    const report = api.db.reports.find((row) => row.status === 'ready');
    if (!report) throw new Error('no ready report seeded');
    let writes = 0;
    api.server.events.on('request:start', ({ request }) => {
      if (request.method !== 'GET') writes += 1;
    });
    await open(`/report?manualReport=${report.id}`);
    const form = await screen.findByRole('dialog', { name: `Edit the report ${report.name}` });
    const to = within(form).getByLabelText('To');
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '05/11/2026 00:00' } });
    fireEvent.change(to, { target: { value: '04/11/2026 00:00' } });
    fireEvent.blur(to);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Choose a valid period')).toBeInTheDocument();
    expect(to).toHaveAccessibleDescription('Start must be before end');
    expect(to).toHaveValue('04/11/2026 00:00');
    expect(writes).toBe(0);
  });
});

describe('pendingPollInterval', () => {
  const NOW = Date.parse('2026-11-25T08:00:00Z');
  const row = (status: 'pending' | 'ready', minutesAgo: number) => ({
    status,
    createdAt: new Date(NOW - minutesAgo * 60_000).toISOString(),
  });
  it('reads again every 2 s while a report was just asked for, rarely once it is old, never when none is pending', () => {
    expect(pendingPollInterval([row('ready', 1)], NOW)).toBe(false);
    expect(pendingPollInterval([row('pending', 1), row('ready', 1)], NOW)).toBe(2_000);
    expect(pendingPollInterval([row('pending', 30)], NOW)).toBe(30_000);
  });
});
