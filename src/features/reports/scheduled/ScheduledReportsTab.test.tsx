import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TEST_API_BASE_URL } from '../../../../mocks/node';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute } from '../../../test/renderAppRoute';

const api = await setupTestMockApi({ resetBeforeEach: true });
afterEach(() => {
  unmountAppRoute();
  api.server.resetHandlers();
});

const open = (url: string, account = 'u2') => renderAppRoute(api, url, { account });

/** The dates the form lists as the next sendings. */
function nextDates(form: HTMLElement): string[] {
  const list = within(form).getByRole('list', { name: 'Next 5 send dates' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('the scheduled reports tab', { timeout: 20_000 }, () => {
  it('lists the scheduled reports with their count, frequency and send days', async () => {
    await open('/report?tab=automatic');
    const table = await screen.findByRole('table', { name: 'Scheduled reports' });
    expect(await screen.findByText(`${api.db.scheduledReports.length} scheduled reports`)).toBeInTheDocument();
    const quarterly = api.db.scheduledReports.find((row) => row.interval === 3);
    if (!quarterly) throw new Error('no quarterly report seeded');
    const row = (await within(table).findAllByRole('row')).find((one) =>
      one.textContent?.includes(quarterly.reportName),
    );
    expect(row?.textContent).toContain('Quarterly');
  });

  it('reads the next send dates again as the frequency and the days change', async () => {
    const user = userEvent.setup();
    await open('/report?tab=automatic&sEdit=new');
    const form = await screen.findByRole('dialog', { name: 'New scheduled report' });
    const monthly = nextDates(form);
    expect(monthly).toHaveLength(5);
    expect(monthly.every((text) => / 1, /.test(text))).toBe(true);
    await user.click(within(form).getByText('Quarterly'));
    // Every third month from this one: consecutive sendings three months apart.
    const months = nextDates(form).map((text) => {
      const date = new Date(text);
      return date.getFullYear() * 12 + date.getMonth();
    });
    expect(months.slice(1).map((month, index) => month - (months[index] ?? 0))).toEqual([3, 3, 3, 3]);
    const days = within(form).getByRole('group', { name: /^Days of the month to send/ });
    await user.click(within(days).getByText('1', { exact: true }));
    expect(within(form).getByText('Choose a day of the month to see the send dates.')).toBeInTheDocument();
    await user.click(within(days).getByText('Last day'));
    expect(nextDates(form).every((text) => /(28|29|30|31),/.test(text))).toBe(true);
  });

  it('keeps what was typed when the save fails, and says why next to the field concerned', async () => {
    const user = userEvent.setup();
    const report = api.db.scheduledReports[0];
    if (!report) throw new Error('no scheduled report seeded');
    await open(`/report?tab=automatic&sEdit=${report.id}`);
    const form = await screen.findByRole('dialog', { name: `Edit “${report.reportName}”` });
    api.server.use(
      http.put(`${TEST_API_BASE_URL}scheduled-reports/${report.id}`, () =>
        HttpResponse.json({ messages: ['INVALID_FREQUENCY'] }, { status: 400 }),
      ),
    );
    const title = within(form).getByRole('textbox', { name: /^Report title/ });
    await user.clear(title);
    await user.type(title, 'Nouveau titre');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    // The code concerns the days of the month: it is said there (the form kit's table of codes).
    expect(await within(form).findByText('Invalid frequency.')).toBeInTheDocument();
    expect(title).toHaveValue('Nouveau titre');
    expect(screen.getByRole('dialog', { name: `Edit “${report.reportName}”` })).toBeInTheDocument();
  });

  it('says a save the server failed beside the buttons, keeping what was typed', async () => {
    const user = userEvent.setup();
    const report = api.db.scheduledReports[0];
    if (!report) throw new Error('no scheduled report seeded');
    await open(`/report?tab=automatic&sEdit=${report.id}`);
    const form = await screen.findByRole('dialog', { name: `Edit “${report.reportName}”` });
    api.server.use(
      http.put(`${TEST_API_BASE_URL}scheduled-reports/${report.id}`, () =>
        HttpResponse.json({ messages: ['ERROR'] }, { status: 500 }),
      ),
    );
    const title = within(form).getByRole('textbox', { name: /^Report title/ });
    await user.clear(title);
    await user.type(title, 'Autre titre');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/The scheduled report could not be saved/)).toBeInTheDocument();
    expect(title).toHaveValue('Autre titre');
  });

  it('gives a reader the list and the history, not the writes', async () => {
    await open('/report?tab=automatic', 'u4');
    const table = await screen.findByRole('table', { name: 'Scheduled reports' });
    await within(table).findAllByRole('button', { name: /^Sent history of / });
    expect(screen.queryByRole('button', { name: 'New scheduled report' })).not.toBeInTheDocument();
    expect(within(table).queryAllByRole('button', { name: /^(Edit|Delete) / })).toEqual([]);
  });
});
