import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute } from '../../../../test/renderAppRoute';

// The screen renders several selects: on a loaded machine the default wait is too short.
configure({ asyncUtilTimeout: 15_000 });

const api = await setupTestMockApi({ resetBeforeEach: true });
afterEach(() => unmountAppRoute());

let sent: URL[] = [];
api.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/cpe-programs/history')) sent.push(url);
});
beforeEach(() => {
  sent = [];
});

describe('CpeHistoryScreen', { timeout: 60_000 }, () => {
  it('lists the sendings with their count, the page and a status filter in the URL, back to page 1', async () => {
    const view = await renderAppRoute(api, '/cperapports/reporhistory?page=1&pageSize=25', { account: 'u2' });
    const query = () => view.router.state.location.searchStr;
    expect(await screen.findByText(/^(\d+ sendings?|No sendings)$/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Sending history' })).toBeInTheDocument();
    expect(sent.at(-1)?.searchParams.get('limit')).toBe('25');
    expect(query()).toContain('pageSize=25');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed', hidden: true }));
    await waitFor(() => expect(sent.at(-1)?.searchParams.get('status')).toBe('failed'));
    expect(sent.at(-1)?.searchParams.get('offset')).toBe('0');
    // The default page is left out of the URL once the view changes.
    await waitFor(() => expect(query()).toContain('status=failed'));
    expect(query()).toContain('pageSize=25');
    expect(query()).not.toMatch(/[?&]page=/);
  });
});
