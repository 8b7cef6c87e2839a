import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteView } from '../../../test/renderAppRoute';

const api = await setupTestMockApi({ resetBeforeEach: true });
afterEach(() => {
  unmountAppRoute();
  api.server.resetHandlers();
});

let view: AppRouteView;
const open = async (url: string, account = 'u2') => {
  view = await renderAppRoute(api, url, { account });
};

/** The table's data rows, once they are there (a loading row comes first). */
async function tableRows(name: string): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('link'));
}

describe('the clients screens', { timeout: 20_000 }, () => {
  it('lists the clients with their counts, without the hidden test clients, each opening its page', async () => {
    await open('/parameters/clients/');
    const rows = await tableRows('Clients');
    expect(rows).toHaveLength(4);
    expect(screen.queryByText('Client Test')).not.toBeInTheDocument();
    expect(screen.queryByText('Client Démo')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(rows[0] as HTMLElement)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['Aciéries du Nord', 'ADN', '2', '4']),
    );
    expect(screen.getByRole('link', { name: 'Aciéries du Nord' })).toHaveAttribute(
      'href',
      '/parameters/clients/1/main-informations?source=list',
    );
    expect(screen.getByText('4 clients')).toBeInTheDocument();
  });

  it('searches by name or short name through the URL', async () => {
    await open('/parameters/clients/');
    await tableRows('Clients');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Client name or short name' }), 'pdb');
    await waitFor(() => expect(view.router.state.location.searchStr).toContain('name=pdb'));
    await waitFor(() => expect(screen.getByText('1 client')).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Papeteries de Bretagne' })).toBeInTheDocument();
  });

  it('saves the short name, and keeps the typing with the reason when the save fails', async () => {
    await open('/parameters/clients/2/main-informations');
    const field = await screen.findByRole('textbox', { name: 'Short name' });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    api.server.use(http.put('*/api/clients/:id', () => HttpResponse.json({ messages: ['ERROR'] }, { status: 500 })));
    await userEvent.clear(field);
    await userEvent.type(field, 'PAPBZH');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The form says it in its own alert (the app's notification is another one).
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((alert) => /Not saved/.test(alert.textContent))).toBe(true),
    );
    expect(field).toHaveValue('PAPBZH');

    api.server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
    expect(field).toHaveValue('PAPBZH');
    expect(api.db.clients.find((client) => client.id === 2)?.shortName).toBe('PAPBZH');
  });

  it('puts a refused name code on the short-name field', async () => {
    await open('/parameters/clients/2/main-informations');
    const field = await screen.findByRole('textbox', { name: 'Short name' });
    api.server.use(
      http.put('*/api/clients/:id', () => HttpResponse.json({ messages: ['INVALID_NAME'] }, { status: 400 })),
    );
    await userEvent.type(field, 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Invalid name/));
    expect(field).toHaveValue('PDBX');
  });

  it('shows a reader the client without any edit control', async () => {
    await open('/parameters/clients/1/main-informations', 'u4');
    expect(await screen.findByText('Read only: you can see this page but not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getAllByText('ADN').length).toBeGreaterThan(0);
  });

  it('says the client is not found when the single-client fetch does not answer exactly one', async () => {
    api.server.use(http.get('*/api/clients', () => HttpResponse.json({ data: [], total_count: 0 })));
    await open('/parameters/clients/1/main-informations');
    expect(await screen.findByText('Client not found')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('lists the client’s sites with their numbers of projects, each opening the site', async () => {
    await open('/parameters/clients/1/places');
    const rows = await tableRows('Sites of the client');
    expect(rows).toHaveLength(2);
    await waitFor(() =>
      expect(
        within(rows[0] as HTMLElement)
          .getAllByRole('cell')
          .at(-1),
      ).toHaveTextContent('2'),
    );
    expect(screen.getByRole('link', { name: 'Usine de Dunkerque' })).toHaveAttribute(
      'href',
      '/parameters/places/1/main-informations',
    );
    const sections = screen.getByRole('navigation', { name: 'Client sections' });
    expect(within(sections).getByRole('link', { name: 'Sites' })).toHaveAttribute('aria-current', 'page');
  });
});
