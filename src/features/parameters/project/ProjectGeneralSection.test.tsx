import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TEST_API_BASE_URL } from '../../../../mocks/node';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteOptions } from '../../../test/renderAppRoute';

const api = await setupTestMockApi({ resetBeforeEach: true });

/** The demo account the next page opens as. */
let account = 'u2';
const open = (url: string, options: Omit<AppRouteOptions, 'account'> = {}) =>
  renderAppRoute(api, url, { account, ...options });
afterEach(() => {
  unmountAppRoute();
  account = 'u2';
  api.server.resetHandlers();
});

async function openGeneral(projectId = 1) {
  await open(`/parameters/projects/${projectId}/main-informations`);
  return screen.findByRole('form', { name: 'Project’s general information' }, { timeout: 4_000 });
}

describe('the project page and its general information', { timeout: 20_000 }, () => {
  it('shows the header, every section link with the current one marked, and the project’s fields', async () => {
    const row = api.db.projects.find((project) => project.id === 1)!;
    const form = await openGeneral();
    const sections = screen.getByRole('navigation', { name: 'Project sections' });
    const links = within(sections).getAllByRole('link');
    expect(links).toHaveLength(13);
    expect(within(sections).getByRole('link', { name: 'Main information' })).toHaveAttribute('aria-current', 'page');
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue(row.name);
    expect(within(form).getByRole('textbox', { name: /^Site/ })).toHaveAttribute('readonly');
    expect(within(form).getByRole('checkbox', { name: 'Regulatory CPE' })).toBeInTheDocument();
  });

  it('refuses a bad number inline without sending, then saves and keeps the header in step', async () => {
    const sent: string[] = [];
    api.server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') sent.push(new URL(request.url).pathname);
    });
    const form = await openGeneral();
    const commitment = within(form).getByRole('textbox', { name: /^Commitment \(MWh\)/ });
    await userEvent.clear(commitment);
    await userEvent.type(commitment, 'beaucoup');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(commitment).toHaveAccessibleDescription('Enter a number, such as 12.5.'));
    expect(sent).toHaveLength(0);
    await userEvent.clear(commitment);
    await userEvent.type(commitment, '1250.5');
    const manager = within(form).getByRole('textbox', { name: 'M&V project manager' });
    await userEvent.clear(manager);
    await userEvent.type(manager, 'Camille Roux');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.db.projects.find((project) => project.id === 1)?.engagement_mwh).toBe(1250.5));
    expect(sent).toEqual(['/api/project/1']);
    expect(await screen.findByText('Camille Roux')).toBeInTheDocument();
  });

  it('keeps every field typed when the save fails, and says why beside Save', async () => {
    api.server.use(
      http.put(`${TEST_API_BASE_URL}project/:id`, () =>
        HttpResponse.json({ messages: ['SERVER_ERROR'] }, { status: 500 }),
      ),
    );
    const form = await openGeneral();
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Projet renommé');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/Could not save/);
    expect(name).toHaveValue('Projet renommé');
  });

  it('shows a reader the same facts without any edit control', async () => {
    account = 'u4';
    await open('/parameters/projects/1/main-informations');
    expect(await screen.findByText('Read only: you can see this page but not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('says in place that a project does not exist, with the way back to the list', async () => {
    await open('/parameters/projects/99999/main-informations');
    expect(await screen.findByText('Project not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the projects' })).toHaveAttribute('href', '/parameters/projects');
  });

  it('says a refused project read with Retry instead of a blank page', async () => {
    api.server.use(
      http.get(`${TEST_API_BASE_URL}project/:id`, () =>
        HttpResponse.json({ messages: ['PERMISSION_DENIED'] }, { status: 403 }),
      ),
    );
    await open('/parameters/projects/1/main-informations');
    expect(await screen.findByText('Could not load the project.', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
