import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { technicalFileExpired } from '../../../../../mocks/db/support';
import { SUPPORT_FILES_ORIGIN } from '../../../../../mocks/handlers/structure/support';
import { TEST_API_BASE_URL } from '../../../../../mocks/node';
import { downloadFile } from '../../../../entities/transfers/downloadsApi';
import { setupTestMockApi } from '../../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteOptions } from '../../../../test/renderAppRoute';

const api = await setupTestMockApi({ resetBeforeEach: true });

/** The demo account the next page opens as. */
let account = 'u2';
const open = (url: string, options: Omit<AppRouteOptions, 'account'> = {}) =>
  renderAppRoute(api, url, { account, ...options });
// Back to the demo's own handlers after a test that overrides storage or the download link.
afterEach(() => {
  unmountAppRoute();
  account = 'u2';
  api.server.resetHandlers();
});

function setupFiles() {
  const files = api.db.supportFiles.filter((file) => file.projectId === 1);
  const [first, second] = files;
  if (!first || !second) throw new Error('project 1 has fewer than two technical files');
  Object.assign(first, { name: 'Plan réseau.pdf', size: 1_468_006, type: 'pdf', lastReadDate: null });
  Object.assign(second, { name: 'Automate.csv', size: 300_000, type: 'csv' });
  return files;
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('technical files', () => {
  it('lists the files with readable sizes, sorts them in place and offers a download per file', async () => {
    const files = setupFiles();
    await open('/parameters/projects/1/technical-files');
    const table = await screen.findByRole('table', { name: 'Technical files of the project' });
    expect(await within(table).findByText('Plan réseau.pdf')).toBeInTheDocument();
    expect(bodyRows(table)).toHaveLength(files.length);
    const planRow = within(table).getByText('Plan réseau.pdf').closest('tr');
    if (!planRow) throw new Error('no row');
    expect(within(planRow).getByText('1.4 MB')).toBeInTheDocument();
    expect(within(planRow).getByText('PDF')).toBeInTheDocument();
    expect(within(planRow).getByText('Never')).toBeInTheDocument();
    expect(within(planRow).getByRole('button', { name: 'Download Plan réseau.pdf' })).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Sort by Size' }));
    const sizes = bodyRows(table).map((row) => files.find((file) => row.textContent?.includes(file.name))?.size ?? -1);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
  });

  it('sizes read in French units', async () => {
    setupFiles();
    await open('/parameters/projects/1/technical-files', { locale: 'fr' });
    const table = await screen.findByRole('table', { name: 'Fichiers techniques du projet' });
    expect(await within(table).findByText('1,4 Mo')).toBeInTheDocument();
    expect(within(table).getByText('293 Ko')).toBeInTheDocument();
  });

  it('downloads through files/{id}/download; a purged file is said to be no longer accessible', async () => {
    const available = api.db.supportFiles.find((file) => !technicalFileExpired(file));
    const purged = api.db.supportFiles.find(technicalFileExpired);
    if (!available || !purged) throw new Error('seed without both kinds of technical file');
    const saved: string[] = [];
    const delivery = { save: (_file: Blob, name: string) => saved.push(name), navigate: () => undefined };
    // The download goes through the HTTP client of the page on screen.
    await open('/parameters/projects/1/technical-files');
    await downloadFile(available.id, delivery);
    expect(saved).toEqual([available.name]);
    await expect(downloadFile(purged.id, delivery)).rejects.toMatchObject({ messages: ['FILE_NOT_ACCESSIBLE'] });
  });

  it('a storage failure is a failed download; a link that is not http(s) is never followed', async () => {
    const file = api.db.supportFiles.find((row) => !technicalFileExpired(row));
    if (!file) throw new Error('no available technical file');
    const navigated: string[] = [];
    const delivery = { save: () => undefined, navigate: (url: string) => navigated.push(url) };
    await open('/parameters/projects/1/technical-files');
    api.server.use(http.get(`${SUPPORT_FILES_ORIGIN}*`, () => new HttpResponse('Bad gateway', { status: 502 })));
    await expect(downloadFile(file.id, delivery)).rejects.toMatchObject({ messages: ['DOWNLOAD_FAILED'] });
    api.server.use(
      http.get(`${TEST_API_BASE_URL}files/:id/download`, () =>
        HttpResponse.json({ data: { url: 'javascript:alert(1)' } }),
      ),
    );
    await expect(downloadFile(file.id, delivery)).rejects.toMatchObject({ messages: ['INVALID_DOWNLOAD_URL'] });
    expect(navigated).toEqual([]);
  });
});
