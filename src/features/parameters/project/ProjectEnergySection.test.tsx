import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});

async function openEnergies() {
  await open('/parameters/projects/1/energy');
  const table = await screen.findByRole('table', { name: 'Project energies' });
  await waitFor(() => expect(within(table).getByText('Electricity')).toBeInTheDocument());
  return table;
}

describe('the project’s energies', { timeout: 20_000 }, () => {
  it('adds an energy with a decimal comma, offering only the types not used yet, edits and deletes it', async () => {
    const table = await openEnergies();
    const used = api.db.projectEnergies.filter((energy) => energy.projectId === 1).map((energy) => energy.energyType);
    await userEvent.click(screen.getByRole('button', { name: 'Add an energy' }));
    const dialog = await screen.findByRole('dialog', { name: 'New project energy' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Energy type/ }));
    const offered = (await screen.findAllByRole('option', { hidden: true })).map((option) => option.textContent);
    expect(offered).not.toContain('Electricity');
    expect(offered).toHaveLength(10 - used.length);
    expect(used).not.toContain('WATER');
    await userEvent.click(screen.getByRole('option', { name: 'Water', hidden: true }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Current PER/ }), '12,5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Contract PER/ }), 'x');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Emission factor/ }), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('textbox', { name: /^Contract PER/ })).toHaveAccessibleDescription(
      'Enter a number, such as 95.5.',
    );
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /^Contract PER/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Contract PER/ }), '11');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table).findByText('Water')).toBeInTheDocument();
    expect(within(table).getByText('12.5 €/MWh')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Edit Water' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit the project energy' });
    const current = within(edit).getByRole('textbox', { name: /^Current PER/ });
    expect(current).toHaveValue('12.5');
    await userEvent.clear(current);
    await userEvent.type(current, '14');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(table).findByText('14 €/MWh')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Delete Water' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this energy?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText('Water')).not.toBeInTheDocument());
    expect(api.db.projectEnergies.some((energy) => energy.projectId === 1 && energy.energyType === 'WATER')).toBe(
      false,
    );
  });

  it('shows a reader the energies without any edit control', async () => {
    account = 'u4';
    const table = await openEnergies();
    expect(screen.getByText('Read only: you can see this page but not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add an energy' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Edit|^Delete/ })).not.toBeInTheDocument();
  });
});
