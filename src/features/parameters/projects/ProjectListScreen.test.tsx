import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TEST_API_BASE_URL } from '../../../../mocks/node';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteOptions, type AppRouteView } from '../../../test/renderAppRoute';

const api = await setupTestMockApi({ resetBeforeEach: true });

/** The demo account the next page opens as. */
let account = 'u2';
let view: AppRouteView;
async function open(url: string, options: Omit<AppRouteOptions, 'account'> = {}): Promise<AppRouteView> {
  view = await renderAppRoute(api, url, { account, ...options });
  return view;
}
afterEach(() => {
  unmountAppRoute();
  account = 'u2';
  api.server.resetHandlers();
  account = 'u2';
});

describe('the projects list', { timeout: 40_000 }, () => {
  it('lists and counts the visible projects only, with the columns that fit 1280 px by default', async () => {
    await open('/parameters/projects');
    expect(await screen.findByText('15 projects', {}, { timeout: 4_000 })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Projects' });
    expect(within(table).queryByText(/Projet (Test|Démo)/)).not.toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    // The spec's other columns (chrono, signature date, number of EPIAs, commitment in GCV) are in the picker.
    expect(headers).toEqual(['Client', 'Site', 'Project', 'Project manager', 'Start date', 'Commitment']);
  });

  it('sends nothing while the site or the name is missing, and keeps every field when the POST fails', async () => {
    const posts: string[] = [];
    api.server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(new URL(request.url).pathname);
    });
    await open('/parameters/projects?new=true&placeId=1');
    const dialog = await screen.findByRole('dialog', { name: 'New project' }, { timeout: 4_000 });
    const name = within(dialog).getByRole('textbox', { name: /^Project name/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create the project' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Required.'));
    expect(posts).toHaveLength(0);

    api.server.use(
      http.post(`${TEST_API_BASE_URL}project`, () =>
        HttpResponse.json({ messages: ['SERVER_ERROR'] }, { status: 500 }),
      ),
    );
    await userEvent.type(name, 'Chaufferie');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Chrono SF' }), 'SF-2026-0001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create the project' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^The project was not created/);
    expect(posts).toHaveLength(1);
    expect(name).toHaveValue('Chaufferie');
    expect(within(dialog).getByRole('textbox', { name: 'Chrono SF' })).toHaveValue('SF-2026-0001');
    expect(view.router.state.location.pathname).toContain('/parameters/projects');
  });

  it('offers no New project button without project_manage', async () => {
    account = 'u4';
    await open('/parameters/projects?new=true');
    expect(await screen.findByText('15 projects', {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New project' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
