import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { projectBalances } from '../../../../mocks/handlers/savings/views';
import { sum2 } from '../../../entities/savings/balanceMath';
import { savingsUnit } from '../../../entities/savings/energyUnits';
import { formatSavingsNumber } from '../shared/formatSavings';
import { SAVINGS_UNITS, sumByUnit } from '../../../entities/savings/followUp';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteOptions, type AppRouteView } from '../../../test/renderAppRoute';

// The whole app reads the project's figures through the mocked API: slower than a second on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

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
  api.setFaults([]);
  sessionStorage.clear();
});

const en = (value: number) => formatSavingsNumber(value, 'en');

describe('the energy-savings screen', { timeout: 60_000 }, () => {
  it('shows a project’s AAPE by number with savings that add up its balance lines, and opens one', async () => {
    const aapes = api.db.aapes.filter((aape) => aape.projectId === 1).sort((a, b) => a.number - b.number);
    const first = aapes[0];
    if (!first) throw new Error('project 1 has no AAPE in the seed');
    await open('/economy-energy?projectId=1');
    await screen.findByRole('table', { name: 'Project totals per year' });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(aapes.map((aape) => `EPIA ${aape.number} · ${aape.name}`));

    await userEvent.click(screen.getByRole('button', { name: `Open EPIA ${first.number}` }));
    await waitFor(() => expect(view.router.state.location.searchStr).toContain(`aapeId=${first.id}`));
    const table = await screen.findByRole('table', { name: `Follow-up of EPIA ${first.number}` });
    const lastYear = new Date().getUTCFullYear() - 1;
    const lines = projectBalances(api.db, 1)
      .filter((balance) => balance.aape_id === first.id && balance.year === lastYear)
      .flatMap((balance) => balance.balancePerimeters);
    const row = within(table).getByRole('row', { name: new RegExp(`^${lastYear}`) });
    const [, , savings] =
      within(row).getAllByRole('cell').length === 3 ? [null, ...within(row).getAllByRole('cell')] : [];
    expect(savings).toBeDefined();
    expect(savings).toHaveTextContent(`€${en(sum2(lines.map((line) => line.financial_saving_calc)))} excl. tax`);
    expect(savings).toHaveTextContent(`${en(sum2(lines.map((line) => line.co2_saving_calc)))} tCO2e`);
    // Energy per unit: MWh, MWh PCS (GCV in English) and tonnes are never added together.
    const energy = sumByUnit(lines.map((line) => [savingsUnit(line.energy_code), line.saving_measure_value] as const));
    const unitNames = { MWh: 'MWh', 'MWh PCS': 'MWh GCV', t: 't' } as const;
    for (const unit of SAVINGS_UNITS) {
      const value = energy[unit];
      if (value !== undefined) expect(savings).toHaveTextContent(`${en(value)} ${unitNames[unit]}`);
    }
    expect(screen.getByRole('button', { name: `Edit EPIA ${first.number}` })).toBeInTheDocument();
  });

  it('creates an AAPE after an inline error, opens it, and deletes it after a confirmation', async () => {
    await open('/economy-energy?projectId=1');
    await userEvent.click(await screen.findByRole('button', { name: 'New EPIA' }));
    const dialog = await screen.findByRole('dialog', { name: 'New EPIA' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Bonus (%)' }), '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Give a name.');
    expect(within(dialog).getByRole('textbox', { name: 'Bonus (%)' })).toHaveAccessibleDescription(
      'A percentage from 0 to 100.',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Récupération de chaleur');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Bonus (%)' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Bonus (%)' }), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    // The server gives the project's next number.
    const heading = await screen.findByRole(
      'heading',
      { level: 2, name: /^EPIA \d+ · Récupération de chaleur$/ },
      { timeout: 10_000 },
    );
    const number = /^EPIA (\d+)/.exec(heading.textContent ?? '')?.[1] ?? '';
    expect(screen.getByText('20%')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `Delete EPIA ${number}` }));
    const confirm = await screen.findByRole('dialog', { name: `Delete EPIA ${number}?` });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.router.state.location.searchStr).not.toContain('aapeId'));
    await screen.findByRole('table', { name: 'Project totals per year' });
    expect(screen.queryByRole('heading', { name: /Récupération de chaleur$/ })).not.toBeInTheDocument();
  });

  it('lets a reader see every figure and change nothing', async () => {
    account = 'u4';
    const first = api.db.aapes.find((aape) => aape.projectId === 1 && aape.number === 1);
    await open(`/economy-energy?projectId=1&aapeId=${first?.id ?? 0}`);
    expect(await screen.findByRole('table', { name: 'Follow-up of EPIA 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete|Add|New)/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '← All the project’s EPIAs' }));
    expect(await screen.findByRole('table', { name: 'Project totals per year' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New EPIA' })).not.toBeInTheDocument();
  });

  it('puts a name the server refuses on the Name field, and keeps what was typed', async () => {
    await open('/economy-energy?projectId=1');
    await userEvent.click(await screen.findByRole('button', { name: 'New EPIA' }));
    const dialog = await screen.findByRole('dialog', { name: 'New EPIA' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Free cooling');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Malus (%)' }), '15');
    api.setFaults('POST aape=code:INVALID_NAME:400');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
        'Invalid name. Enter a name that is not empty.',
      ),
    );
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Free cooling');
    expect(within(dialog).getByRole('textbox', { name: 'Malus (%)' })).toHaveValue('15');
  });

  it('says a failed read of the perimeters in place, with Retry, never as an empty project', async () => {
    api.setFaults('GET perimeter=status:500');
    await open('/economy-energy?projectId=1');
    expect(
      await screen.findByText('Could not load the project’s EPIAs and balances.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/has no EPIA yet/)).not.toBeInTheDocument();
    api.setFaults([]);
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(
      await screen.findByRole('table', { name: 'Project totals per year' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('opens a new AAPE’s dialog again after a reload, with what was typed', async () => {
    const first = await open('/economy-energy?projectId=1');
    await userEvent.click(await screen.findByRole('button', { name: 'New EPIA' }));
    const dialog = await screen.findByRole('dialog', { name: 'New EPIA' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Économiseur sur chaudière');
    first.unmount();
    await open('/economy-energy?projectId=1');
    const again = await screen.findByRole('dialog', { name: 'New EPIA' });
    await waitFor(() =>
      expect(within(again).getByRole('textbox', { name: /^Name/ })).toHaveValue('Économiseur sur chaudière'),
    );
  });
});
