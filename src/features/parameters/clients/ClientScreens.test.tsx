import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { clientsResource } from '../../../entities/structure/api';
import { setupMockApiClient } from '../../../test/mockApiClient';
import { renderWithApp } from '../../../test/renderWithApp';
import { screenTestPage, screenTestRoutes } from '../../../test/screenTestRoutes';
import { clientListSearchSchema } from './clientListSearch';
import { ClientListScreen } from './ClientListScreen';
import { ClientPageLayout } from './ClientPageLayout';
import { ClientPlacesScreen } from './ClientPlacesScreen';
import { ClientMainInformationsScreen } from './ClientSectionScreens';

const api = await setupMockApiClient('u2', { resetBeforeEach: true });
afterEach(() => {
  api.server.resetHandlers();
  api.signInAs('u2');
});

const routes = () =>
  screenTestRoutes([
    screenTestPage({
      path: 'parameters/clients/',
      validateSearch: (search) => clientListSearchSchema.parse(search),
      render: ({ search, onSearchChange }) => <ClientListScreen search={search} onSearchChange={onSearchChange} />,
    }),
    screenTestPage({
      path: 'parameters/clients/$clientId/main-informations',
      render: ({ params }) => <ClientMainInformationsScreen clientId={Number(params.clientId)} />,
      layout: (page) => <LayoutFromPath page={page} />,
    }),
    screenTestPage({
      path: 'parameters/clients/$clientId/places',
      render: ({ params }) => <ClientPlacesScreen clientId={Number(params.clientId)} />,
      layout: (page) => <LayoutFromPath page={page} />,
    }),
  ]);

function LayoutFromPath({ page }: { page: ReactNode }) {
  const params: Record<string, unknown> = useParams({ strict: false });
  return <ClientPageLayout clientId={Number(params.clientId)}>{page}</ClientPageLayout>;
}

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
    await renderWithApp(routes(), { url: '/parameters/clients/' });
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
    await renderWithApp(routes(), { url: '/parameters/clients/' });
    await tableRows('Clients');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Client name or short name' }), 'pdb');
    await waitFor(() => expect(screen.getByTestId('query')).toHaveTextContent('name=pdb'));
    await waitFor(() => expect(screen.getByText('1 client')).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Papeteries de Bretagne' })).toBeInTheDocument();
  });

  it('saves the short name, and keeps the typing with the reason when the save fails', async () => {
    await renderWithApp(routes(), { url: '/parameters/clients/2/main-informations' });
    const field = await screen.findByRole('textbox', { name: 'Short name' });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    api.server.use(http.put('*/api/clients/:id', () => HttpResponse.json({ messages: ['ERROR'] }, { status: 500 })));
    await userEvent.clear(field);
    await userEvent.type(field, 'PAPBZH');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Not saved/);
    expect(field).toHaveValue('PAPBZH');

    api.server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
    expect(field).toHaveValue('PAPBZH');
    const saved = await clientsResource.list({ clientId: 2 });
    expect(saved.data[0]?.shortName).toBe('PAPBZH');
  });

  it('puts a refused name code on the short-name field', async () => {
    await renderWithApp(routes(), { url: '/parameters/clients/2/main-informations' });
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
    api.signInAs('u4');
    await renderWithApp(routes(), { url: '/parameters/clients/1/main-informations' });
    expect(await screen.findByText('Read only: you can see this page but not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getAllByText('ADN').length).toBeGreaterThan(0);
  });

  it('says the client is not found when the single-client fetch does not answer exactly one', async () => {
    api.server.use(http.get('*/api/clients', () => HttpResponse.json({ data: [], total_count: 0 })));
    await renderWithApp(routes(), { url: '/parameters/clients/1/main-informations' });
    expect(await screen.findByText('Client not found')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('lists the client’s sites with their numbers of projects, each opening the site', async () => {
    await renderWithApp(routes(), { url: '/parameters/clients/1/places' });
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
    expect(screen.getByRole('link', { name: 'Sites' })).toHaveAttribute('aria-current', 'page');
  });
});
