import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteView } from '../../../test/renderAppRoute';
import { recordRequests, seededRangeAlert, stubCanvasContext } from './alertEditorTestSupport';

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
afterEach(() => {
  unmountAppRoute();
  api.server.resetHandlers();
});

const writes = () => requests.filter((request) => request.method !== 'GET');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save the alert' }));
const field = (name: string) => screen.getByRole('textbox', { name });

async function openOnParameters() {
  const alert = seededRangeAlert(api.db);
  await open(`/alerting-config/alerts/${alert.id}?tab=parameters`);
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(alert.name));
  return alert;
}

describe('the alert editor', () => {
  it('shows a THRESHOLD_LOW answered by the server on the low activation, and keeps the fields', async () => {
    const alert = await openOnParameters();
    api.setFaults('PUT alerts/*=code:THRESHOLD_LOW:400');
    await save();
    await waitFor(() =>
      expect(field('Low activation')).toHaveAccessibleDescription(
        expect.stringContaining('the low activation threshold must be lower than or equal to the low deactivation'),
      ),
    );
    expect(writes()).toHaveLength(1);
    expect(field('Name')).toHaveValue(alert.name);
    expect(screen.getByRole('tab', { name: /General parameters/ })).toHaveAccessibleName(
      expect.stringContaining('1 field to correct'),
    );
  });

  it('checks the thresholds as they are typed and sends nothing invalid', async () => {
    const alert = await openOnParameters();
    const deactivationLow = alert.activationParameters.deactivationLow ?? 0;
    const low = field('Low activation');
    fireEvent.change(low, { target: { value: String(deactivationLow + 5) } });
    await waitFor(() => expect(low).toHaveAccessibleDescription(expect.stringContaining('Inconsistent low threshold')));
    await save();
    expect(writes()).toEqual([]);
    expect(low).toHaveFocus();
  });

  it('opens the first tab holding an error on submit, and focuses its field', async () => {
    await openOnParameters();
    await userEvent.clear(field('Name'));
    await userEvent.click(screen.getByRole('tab', { name: /Scenarios/ }));
    await save();
    await waitFor(() => expect(field('Name')).toHaveFocus());
    expect(screen.getByRole('tab', { name: /General parameters/ })).toHaveAttribute('aria-selected', 'true');
    expect(field('Name')).toHaveAccessibleDescription('Enter a name.');
    expect(writes()).toEqual([]);
  });

  it('saves with PUT and goes back to the list, or to an internal returnTo', async () => {
    const alert = seededRangeAlert(api.db);
    await open(`/alerting-config/alerts/${alert.id}?tab=parameters&returnTo=/alerting-config%3Fname%3DD%C3%A9bit`);
    await waitFor(() => expect(field('Name')).toHaveValue(alert.name));
    await userEvent.clear(field('Name'));
    await userEvent.type(field('Name'), 'Débit hors plage');
    await save();
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [put] = writes();
    expect(put?.method).toBe('PUT');
    expect(put?.url.pathname).toBe(`/api/alerts/${alert.id}`);
    expect(await put?.body).toMatchObject({ name: 'Débit hors plage', activationFunction: { name: 'out_of_range' } });
    expect(api.db.alerts.find((row) => row.id === alert.id)?.name).toBe('Débit hors plage');
    // The internal returnTo, as given.
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/alerting-config'));
    expect(view.router.state.location.search).toEqual({ name: 'Débit' });
  });
});

describe('a new alert', () => {
  it('chooses client, then site, then project, and starts in the project the URL names', async () => {
    await open('/alerting-config/alerts/new');
    const client = await screen.findByRole('combobox', { name: 'Client' });
    await waitFor(() => expect(client).toBeEnabled());
    await userEvent.click(client);
    await userEvent.click(await screen.findByRole('option', { name: 'Aciéries du Nord', hidden: true }));
    expect(client).toHaveValue('Aciéries du Nord');
    await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Usine de Dunkerque', hidden: true }));
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveValue('Usine de Dunkerque');
    expect(client).toHaveValue('Aciéries du Nord');
    expect(screen.getByRole('combobox', { name: 'Add variables' })).toBeDisabled();
  });

  it('starts in the project of the list’s filter', async () => {
    await open('/alerting-config/alerts/new?projectId=1');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Project' })).toHaveValue('CPE Dunkerque – Utilités'),
    );
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveValue('Usine de Dunkerque');
    expect(screen.getByRole('combobox', { name: 'Add variables' })).toBeEnabled();
  });
});

describe('the alert editor without the manage right', () => {
  it('shows the alert read-only, with no Save', async () => {
    const alert = seededRangeAlert(api.db);
    await open(`/alerting-config/alerts/${alert.id}?tab=parameters`, 'u4');
    await waitFor(() => expect(field('Name')).toHaveValue(alert.name));
    expect(screen.getByText('You can read this alert but not change it.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save the alert' })).toBeNull();
  });
});
