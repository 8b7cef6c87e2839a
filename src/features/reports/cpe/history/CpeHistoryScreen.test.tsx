import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMockApiClient } from '../../../../test/mockApiClient';
import { renderWithApp } from '../../../../test/renderWithApp';
import { screenTestPage, screenTestRoutes } from '../../../../test/screenTestRoutes';
import { CpeHistoryScreen } from './CpeHistoryScreen';
import { cpeHistorySearchSchema } from './historySearch';

// The screen renders several selects: on a loaded machine the default wait is too short.
configure({ asyncUtilTimeout: 15_000 });

const api = await setupMockApiClient('u2', { resetBeforeEach: true });

let sent: URL[] = [];
api.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/cpe-programs/history')) sent.push(url);
});
beforeEach(() => {
  sent = [];
});

const routes = () =>
  screenTestRoutes([
    screenTestPage({
      path: 'cperapports/reporhistory',
      validateSearch: (search) => cpeHistorySearchSchema.parse(search),
      render: ({ search, onSearchChange }) => <CpeHistoryScreen search={search} onSearchChange={onSearchChange} />,
    }),
  ]);

describe('CpeHistoryScreen', { timeout: 60_000 }, () => {
  it('lists the sendings with their count, the page and a status filter in the URL, back to page 1', async () => {
    await renderWithApp(routes(), { url: '/cperapports/reporhistory?page=1&pageSize=25' });
    expect(await screen.findByText(/^(\d+ sendings?|No sendings)$/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Sending history' })).toBeInTheDocument();
    expect(sent.at(-1)?.searchParams.get('limit')).toBe('25');
    expect(screen.getByTestId('query')).toHaveTextContent('pageSize=25');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed', hidden: true }));
    await waitFor(() => expect(sent.at(-1)?.searchParams.get('status')).toBe('failed'));
    expect(sent.at(-1)?.searchParams.get('offset')).toBe('0');
    // The default page is left out of the URL once the view changes.
    await waitFor(() => expect(screen.getByTestId('query')).toHaveTextContent('status=failed'));
    expect(screen.getByTestId('query')).toHaveTextContent('pageSize=25');
    expect(screen.getByTestId('query')).not.toHaveTextContent(/[?&]page=/);
  });
});
