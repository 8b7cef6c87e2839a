import { screen, waitFor, within } from '@testing-library/react';
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
afterEach(() => {
  unmountAppRoute();
  account = 'u2';
  api.setFaults([]);
});

/** The project's first AAPE, emptied of its perimeters, so the flow starts where a new AAPE does. */
function emptyAape() {
  const aape = api.db.aapes.find((row) => row.projectId === 1);
  if (!aape) throw new Error('project 1 has no AAPE in the seed');
  api.db.perimeters = api.db.perimeters.filter((row) => row.aapeId !== aape.id);
  api.db.balancePerimeters = api.db.balancePerimeters.filter((line) =>
    api.db.perimeters.some((row) => row.id === line.perimeter_id),
  );
  aape.mainPerimeter = null;
  return aape;
}

async function fillPerimeter(dialog: HTMLElement, energy: string, figures: [string, string, string, string]) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /^Energy/ }));
  await userEvent.click(await screen.findByRole('option', { name: energy, hidden: true }));
  const [target, reference, coefficient, price] = figures;
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Savings target per year/ }), target);
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reference consumption per year/ }), reference);
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Emission coefficient/ }), coefficient);
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Contract energy price/ }), price);
}

describe('the project’s perimeters', { timeout: 45_000 }, () => {
  it('adds a main perimeter (the AAPE names it), a second one, edits and deletes after a confirmation', async () => {
    const aape = emptyAape();
    await open('/parameters/projects/1/perimeters');
    const table = await screen.findByRole('table', { name: `Perimeters of EPIA ${aape.number}` });
    const section = table.closest('section');
    if (!section) throw new Error('no section');
    expect(
      await within(section).findByText('This EPIA has no perimeter yet: add its main perimeter first.'),
    ).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Add a perimeter' }));
    const dialog = await screen.findByRole('dialog', { name: `New perimeter of EPIA ${aape.number}` });
    expect(within(dialog).getByRole('checkbox', { name: /^Main perimeter of the EPIA/ })).toBeChecked();
    await fillPerimeter(dialog, 'Electricity', ['x', '1250.5', '0.052', '95.5']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('textbox', { name: /^Savings target per year/ })).toHaveAccessibleDescription(
      'Enter a number, such as 1250.5.',
    );
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /^Savings target per year/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Savings target per year \(MWh\)/ }), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });

    const first = api.db.perimeters.find((row) => row.aapeId === aape.id);
    expect(first).toMatchObject({ energy_code: 'ELECTRICITY', savings_target: 100, reference_consumption: 1250.5 });
    expect(api.db.aapes.find((row) => row.id === aape.id)?.mainPerimeter).toBe(first?.id);
    expect(await within(section).findByText('Main perimeter: perimeter 1 (Electricity)')).toBeInTheDocument();
    const firstRow = (await within(table).findByText('100.00 MWh')).closest('tr');
    if (!firstRow) throw new Error('no row');
    await waitFor(() => expect(within(firstRow).getByText('Main')).toBeInTheDocument());
    expect(within(firstRow).getByText('€95.50')).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Add a perimeter' }));
    const second = await screen.findByRole('dialog', { name: `New perimeter of EPIA ${aape.number}` });
    expect(within(second).getByRole('checkbox', { name: /^Main perimeter/ })).not.toBeChecked();
    await fillPerimeter(second, 'Steam', ['40', '800', '0.17', '30']);
    await userEvent.click(within(second).getByRole('button', { name: 'Add' }));
    expect(await within(table).findByText('40.00 t')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Edit perimeter 2' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit perimeter 2' });
    const target = within(edit).getByRole('textbox', { name: /^Savings target per year/ });
    expect(target).toHaveValue('40');
    await userEvent.clear(target);
    await userEvent.type(target, '42.25');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(table).findByText('42.25 t')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Delete perimeter 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete perimeter 2?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText('42.25 t')).not.toBeInTheDocument());
    expect(api.db.perimeters.filter((row) => row.aapeId === aape.id)).toHaveLength(1);
  });

  it('gives an AAPE without a main perimeter one from the edit of a perimeter', async () => {
    const aape = api.db.aapes.find((row) => row.projectId === 1);
    const perimeter = api.db.perimeters.find((row) => row.aapeId === aape?.id && row.number === 1);
    if (!aape || !perimeter) throw new Error('project 1 has no perimeter in the seed');
    aape.mainPerimeter = null;
    await open('/parameters/projects/1/perimeters');
    const table = await screen.findByRole('table', { name: `Perimeters of EPIA ${aape.number}` });
    const section = table.closest('section');
    if (!section) throw new Error('no section');
    expect(await within(section).findByText('No main perimeter is set for this EPIA.')).toBeInTheDocument();
    await userEvent.click(await within(table).findByRole('button', { name: 'Edit perimeter 1' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit perimeter 1' });
    await userEvent.click(within(edit).getByRole('checkbox', { name: /^Main perimeter of the EPIA/ }));
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(api.db.aapes.find((row) => row.id === aape.id)?.mainPerimeter).toBe(perimeter.id);
    expect(await within(section).findByText(/^Main perimeter: perimeter 1 \(/)).toBeInTheDocument();
  });

  it('keeps a perimeter’s dialog in the URL: a reload opens it again with what was typed', async () => {
    const aape = api.db.aapes.find((row) => row.projectId === 1 && row.number === 1);
    const perimeter = api.db.perimeters.filter((row) => row.aapeId === aape?.id).sort((a, b) => a.number - b.number)[0];
    if (!aape || !perimeter) throw new Error('project 1 has no EPIA 1 with a perimeter in the seed');
    await open('/parameters/projects/1/perimeters');
    const table = await screen.findByRole('table', { name: `Perimeters of EPIA ${aape.number}` });
    await userEvent.click(await within(table).findByRole('button', { name: `Edit perimeter ${perimeter.number}` }));
    const dialog = await screen.findByRole('dialog', { name: `Edit perimeter ${perimeter.number}` });
    await waitFor(() => expect(view.router.state.location.search).toMatchObject({ perimeter: perimeter.id }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comments' }), ' Checked on site.');

    view = await view.reload();
    const again = await screen.findByRole('dialog', { name: `Edit perimeter ${perimeter.number}` });
    expect(within(again).getByRole('textbox', { name: 'Comments' })).toHaveValue(
      `${perimeter.comments ?? ''} Checked on site.`,
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.router.state.location.searchStr).toBe('');

    // A new perimeter's dialog too, named by its AAPE (the page after the reload is a new one).
    const tableAgain = await screen.findByRole('table', { name: `Perimeters of EPIA ${aape.number}` });
    const section = tableAgain.closest('section');
    if (!section) throw new Error('no section');
    await userEvent.click(within(section).getByRole('button', { name: 'Add a perimeter' }));
    await waitFor(() => expect(view.router.state.location.search).toMatchObject({ newPerimeter: aape.id }));
    view = await view.reload();
    expect(await screen.findByRole('dialog', { name: `New perimeter of EPIA ${aape.number}` })).toBeInTheDocument();
  });

  it('shows a reader every perimeter and its data chart, without any edit control', async () => {
    account = 'u4';
    const aape = api.db.aapes.find((row) => row.projectId === 1);
    await open('/parameters/projects/1/perimeters');
    const table = await screen.findByRole('table', { name: `Perimeters of EPIA ${aape?.number}` });
    expect(screen.getByText('Read only: you can see this page but not change it.')).toBeInTheDocument();
    // A failed read of the measures is said in the chart's place, with Retry, never as "no data".
    api.setFaults('GET graph-data=status:500');
    await userEvent.click(await within(table).findByRole('button', { name: 'Data chart of perimeter 1' }));
    expect(screen.queryByRole('button', { name: 'Add a perimeter' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Edit|^Delete/ })).not.toBeInTheDocument();
    const failed = await screen.findByRole('region', { name: 'Data of perimeter 1' });
    expect(
      await within(failed).findByText('Could not load the perimeter’s data.', {}, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(within(failed).queryByText('The measures have no data over this period.')).not.toBeInTheDocument();
    api.setFaults([]);
    await userEvent.click(within(failed).getByRole('button', { name: /Retry/ }));
    expect(await within(failed).findByRole('img', { name: /^Daily measures of perimeter 1/ })).toBeInTheDocument();
  });
});
