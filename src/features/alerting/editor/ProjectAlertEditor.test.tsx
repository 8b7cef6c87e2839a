import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteView } from '../../../test/renderAppRoute';
import { recordRequests, stubCanvasContext } from './alertEditorTestSupport';

const api = await setupTestMockApi({ resetBeforeEach: true });
let view: AppRouteView;
const open = async (url: string, account = 'u2') => {
  view = await renderAppRoute(api, url, { account });
};
const requests = recordRequests(api.server);
stubCanvasContext();
vi.setConfig({ testTimeout: 30_000 });
// The editor, the mocked API and the backtest's chart in jsdom on a shared machine: generous waits.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  requests.length = 0;
  api.setFaults([]);
  sessionStorage.clear();
});
afterEach(() => unmountAppRoute());

describe('the project alert editor (GET/PUT project-alerts/{id})', () => {
  it('offers the project-wide types only, keeps the duration, and saves with PUT project-alerts/{id}', async () => {
    const alert = api.db.alerts.find((row) => row.type === 'nodata' && !row.archived);
    if (!alert) throw new Error('no seeded no-data alert');
    await open(`/alerting-config/project-alerts/${alert.id}?tab=parameters`);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue(alert.name));
    expect(screen.getByRole('textbox', { name: 'Duration' })).toHaveValue(String(alert.activationParameters.threshold));

    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    const options = await screen.findByRole('listbox', { name: 'Type', hidden: true });
    expect(
      within(options)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent),
    ).toEqual(['Offline', 'No data', 'Communication']);
    await userEvent.keyboard('{Escape}');

    await userEvent.clear(name);
    await userEvent.type(name, 'Absence de données – site');
    await userEvent.click(screen.getByRole('button', { name: 'Save the alert' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1));
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.url.pathname).toBe(`/api/project-alerts/${alert.id}`);
    expect(await put?.body).toMatchObject({
      name: 'Absence de données – site',
      activationFunction: { name: 'nodata' },
      activationParameters: { threshold: alert.activationParameters.threshold },
    });
    // Back to the list, on the alert's project.
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/alerting-config'));
    expect(view.router.state.location.search).toMatchObject({ projectId: alert.projectId });
  });
});
