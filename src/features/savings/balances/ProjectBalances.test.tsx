import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  api.setFaults([]);
  sessionStorage.clear();
});
afterEach(() => {
  unmountAppRoute();
  account = 'u2';
});

/** A seeded AAPE with two perimeters or more, and its project. */
function seededAape() {
  const aape = api.db.aapes.find((row) => api.db.perimeters.filter((one) => one.aapeId === row.id).length >= 2);
  if (!aape) throw new Error('The seed has an AAPE with two perimeters.');
  const perimeters = api.db.perimeters.filter((one) => one.aapeId === aape.id).sort((a, b) => a.number - b.number);
  return { aape, perimeters };
}

async function openAape(projectId: number, aapeTitle: string) {
  await open(`/parameters/projects/${projectId}/balances`);
  return screen.findByRole('region', { name: aapeTitle });
}

describe('the project’s balances', { timeout: 60_000 }, () => {
  it('creates a balance over every perimeter, names the one that failed and retries only it', async () => {
    const { aape, perimeters } = seededAape();
    const section = await openAape(aape.projectId, `EPIA ${aape.number} · ${aape.name}`);
    await userEvent.click(await within(section).findByRole('button', { name: 'New balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'New balance' });
    fireEvent.change(within(dialog).getByLabelText(/^Start date/), { target: { value: '01/01/2019' } });
    fireEvent.change(within(dialog).getByLabelText(/^End date/), { target: { value: '31/12/2018' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('The end date must come after the start date.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^End date/), { target: { value: '31/12/2019' } });

    // The second line fails once.
    api.setFaults('POST balance-perimeter=slow:1@1;POST balance-perimeter=status:500@1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(/The balance is saved, but Perimeter 2 · .+ could not be added to it/);
    const saved = api.db.balanceAapes.filter(
      (row) => row.aape_id === aape.id && row.balance_start_date === '2019-01-01',
    );
    expect(saved).toHaveLength(1);
    const lines = () => api.db.balancePerimeters.filter((row) => row.balanceAapeId === saved[0]?.balance_aape_id);
    expect(lines().map((row) => row.perimeter_id)).toEqual([perimeters[0]?.id]);

    await userEvent.click(within(alert).getByRole('button', { name: /^Retry Perimeter 2/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lines().map((row) => row.perimeter_id)).toEqual(perimeters.map((one) => one.id));
    expect(
      api.db.balanceAapes.filter((row) => row.aape_id === aape.id && row.balance_start_date === '2019-01-01'),
    ).toHaveLength(1);

    const balance = await within(section).findByRole('region', { name: /^Balance 01\/01\/2019 – 31\/12\/2019/ });
    const table = within(balance).getByRole('table', { name: 'Balance 01/01/2019 – 31/12/2019 by perimeter' });
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(within(table).getAllByRole('rowheader', { name: /^Perimeter \d · / })).toHaveLength(perimeters.length);

    await userEvent.click(within(balance).getByRole('button', { name: 'Activate' }));
    expect(await within(balance).findByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(
      saved[0] && api.db.balanceAapes.find((row) => row.balance_aape_id === saved[0]?.balance_aape_id)?.status,
    ).toBe('Active');

    await userEvent.click(within(balance).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit the balance' });
    expect(within(edit).getByLabelText(/^Start date/)).toHaveValue('01/01/2019');
    fireEvent.change(within(edit).getByLabelText(/^End date/), { target: { value: '30/06/2019' } });
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(balance).toHaveAccessibleName(/^Balance 01\/01\/2019 – 30\/06\/2019/);

    await userEvent.click(within(balance).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this balance?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(section).queryByRole('region', { name: /^Balance 01\/01\/2019/ })).toBeNull());
    expect(lines()).toHaveLength(0);
  });

  it('leaves a balance whose perimeter failed as saved: the view says the perimeter is missing and adds it', async () => {
    const { aape, perimeters } = seededAape();
    const section = await openAape(aape.projectId, `EPIA ${aape.number} · ${aape.name}`);
    await userEvent.click(await within(section).findByRole('button', { name: 'New balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'New balance' });
    fireEvent.change(within(dialog).getByLabelText(/^Start date/), { target: { value: '01/01/2018' } });
    fireEvent.change(within(dialog).getByLabelText(/^End date/), { target: { value: '31/12/2018' } });
    api.setFaults('POST balance-perimeter=status:500@1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Perimeter 1 · .+ could not be added/);
    // The footer's Close (the dialog's corner button is named Close too), where Cancel was.
    const close = within(dialog)
      .getAllByRole('button', { name: 'Close' })
      .find((button) => button.textContent === 'Close');
    if (!close) throw new Error('no Close button under the form');
    expect(within(dialog).queryByRole('button', { name: 'Create' })).toBeNull();
    await userEvent.click(close);

    const balance = await within(section).findByRole('region', { name: /^Balance 01\/01\/2018 – 31\/12\/2018/ });
    expect(within(balance).getAllByText('Missing from this balance: its savings are not counted.')).toHaveLength(
      perimeters.length,
    );
    await userEvent.click(within(balance).getByRole('button', { name: /^Add Perimeter 1 · .+ to the balance$/ }));
    await waitFor(() =>
      expect(within(balance).getAllByText('Missing from this balance: its savings are not counted.')).toHaveLength(
        perimeters.length - 1,
      ),
    );
  });

  it('shows a reader every balance and its totals, with no edit control', async () => {
    account = 'u4';
    const { aape } = seededAape();
    const section = await openAape(aape.projectId, `EPIA ${aape.number} · ${aape.name}`);
    expect(screen.getByText('Read only: you can see this page but not change it.')).toBeInTheDocument();
    const tables = await within(section).findAllByRole('table', { name: /^Balance .* by perimeter$/ });
    expect(tables).toHaveLength(3);
    expect(within(section).queryByRole('button', { name: /New balance|Edit|Delete|Activate|Deactivate/ })).toBeNull();
  });
});
