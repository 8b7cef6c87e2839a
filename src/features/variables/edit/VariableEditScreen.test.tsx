import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TEST_API_BASE_URL } from '../../../../mocks/node';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteView } from '../../../test/renderAppRoute';
import {
  draftKeys,
  editUrl,
  recordRequests,
  seededVariable,
  stubCanvasContext,
} from '../fields/variableScreensTestSupport';

const api = await setupTestMockApi({ resetBeforeEach: true });
const requests = recordRequests(api.server);
stubCanvasContext();

beforeEach(() => {
  requests.length = 0;
  api.setFaults([]);
  // Drafts (useDraftForm) outlive a render, as they outlive a reload.
  sessionStorage.clear();
});

afterEach(() => unmountAppRoute());

let view: AppRouteView;
const writes = () => requests.filter((request) => request.method !== 'GET');
const measured = () => seededVariable(api.db, (row) => row.type === 'variable' && row.firstDataDate !== null);

async function openEditor(account = 'u2') {
  const row = measured();
  view = await renderAppRoute(api, editUrl(row), { account });
  const form = await screen.findByRole('form', { name: 'Variable settings' });
  await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue(row.name));
  return { row, form };
}

describe('the variable editor', { timeout: 20_000 }, () => {
  it('shows the settings, the facts and the last seven days', async () => {
    const { row, form } = await openEditor();
    expect(within(form).getByRole('combobox', { name: 'Unit' })).toHaveValue(
      api.db.units.find((unit) => unit.id === row.unitId)?.name,
    );
    expect(
      within(form).getByRole('radio', { name: { line: 'Line', bar: 'Bars', area: 'Area' }[row.representation] }),
    ).toBeChecked();
    const facts = screen.getByRole('region', { name: 'About this variable' });
    expect(within(facts).getByText(row.sourceTechnicalName)).toBeInTheDocument();
    expect(within(facts).getByText('Measured variable')).toBeInTheDocument();
    expect(within(facts).getByRole('link', { name: 'History of this variable' })).toHaveAttribute(
      'href',
      `/automatic-variables/historychangevar/${row.projectId}?variableId=${row.id}`,
    );
    expect(await screen.findByRole('img', { name: new RegExp(`^${row.name}, last 7 days`) })).toBeInTheDocument();
    const graph = requests.find((request) => request.url.pathname === '/api/graph-data');
    expect(graph?.url.searchParams.get('id')).toBe(String(row.id));
  });

  it('saves only the editable fields, stays on the page, and leaves nothing unsaved', async () => {
    const { row, form } = await openEditor();
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Puissance renommée');
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Symbol' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Symbol' }), 'PR1');
    await userEvent.click(within(form).getByRole('radio', { name: 'Area' }));
    expect(within(form).getByRole('status')).toHaveTextContent('Unsaved changes');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    const [put] = writes();
    expect(put?.method).toBe('PUT');
    expect(put?.url.pathname).toBe(`/api/variables/${row.id}`);
    expect(Object.keys((await put?.body) as object).sort()).toEqual(
      [
        'aggregationId',
        'color',
        'name',
        'preferredAggregationId',
        'representation',
        'sampling',
        'samplingUnit',
        'symbol',
        'unitId',
        'valueClasses',
      ].sort(),
    );
    expect(await put?.body).toMatchObject({ name: 'Puissance renommée', symbol: 'PR1', representation: 'area' });
    await waitFor(() => expect(within(form).queryByText('Unsaved changes')).not.toBeInTheDocument());
    expect(name).toHaveValue('Puissance renommée');
    expect(api.db.variables.find((variable) => variable.id === row.id)?.symbol).toBe('PR1');
    expect(draftKeys()).toEqual([]);
  });

  it('refuses what the schema refuses on the fields, and sends nothing', async () => {
    const { form } = await openEditor();
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Name' }));
    const sampling = within(form).getByRole('textbox', { name: 'Sampling' });
    await userEvent.clear(sampling);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/Enter a name\./),
    );
    expect(sampling).toHaveAccessibleDescription(/Enter a whole number of 1 or more\./);
    expect(writes()).toHaveLength(0);
  });

  it('puts DUPLICATE_SYMBOL on the symbol and keeps every field', async () => {
    const { row, form } = await openEditor();
    const other = api.db.variables.find((variable) => variable.placeId === row.placeId && variable.id !== row.id);
    if (!other) throw new Error('no other variable on the site');
    other.symbol = 'TAKEN';
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Nom gardé');
    const symbol = within(form).getByRole('textbox', { name: 'Symbol' });
    await userEvent.clear(symbol);
    await userEvent.type(symbol, 'TAKEN');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(symbol).toHaveAccessibleDescription(/This symbol is already in use\. Choose another one\./),
    );
    expect(symbol).toHaveAttribute('aria-invalid', 'true');
    expect(symbol).toHaveValue('TAKEN');
    expect(name).toHaveValue('Nom gardé');
  });

  it('puts DUPLICATE_VARIABLE on the name', async () => {
    const { row, form } = await openEditor();
    const other = api.db.variables.find((variable) => variable.placeId === row.placeId && variable.id !== row.id);
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, other?.name ?? '');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/This variable already exists\./));
  });

  it('keeps every field after a failed save and says why beside Save', async () => {
    const { form } = await openEditor();
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Pas encore enregistré');
    api.setFaults('PUT variables/*=status:500');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/^Not saved: /);
    expect(name).toHaveValue('Pas encore enregistré');
    expect(within(form).getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('takes an empty answer to a save as a failure', async () => {
    const { row, form } = await openEditor();
    api.server.use(
      http.put(`${TEST_API_BASE_URL}variables/${row.id}`, () => new HttpResponse(null, { status: 200 }), {
        once: true,
      }),
    );
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ' bis');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent("The server's response could not be understood");
    expect(name).toHaveValue(`${row.name} bis`);
  });

  it('goes back to the project’s variables on Cancel', async () => {
    const { row, form } = await openEditor();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/automatic-variables'));
    expect(view.router.state.location.search).toEqual({ projectId: row.projectId });
  });

  it('asks before leaving unsaved changes, and Cancel leaves without asking', async () => {
    const { row, form } = await openEditor();
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ' bis');
    await userEvent.click(screen.getByRole('link', { name: 'History of this variable' }));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull());
    expect(view.router.state.location.pathname).toBe(editUrl(row));
    expect(name).toHaveValue(`${row.name} bis`);

    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/automatic-variables'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
    expect(draftKeys()).toEqual([]);
  });

  it('is read-only without variable_configuration_manage', async () => {
    const { form } = await openEditor('u4');
    expect(screen.getByText("You can look at this variable's settings but not change them.")).toBeInTheDocument();
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('readonly');
    expect(within(form).getByRole('combobox', { name: 'Unit' })).toHaveAttribute('readonly');
    expect(within(form).getByRole('textbox', { name: 'Representation' })).toHaveAttribute('readonly');
    expect(within(form).queryByRole('button', { name: /^Palette colour/ })).not.toBeInTheDocument();
    // Enter in a field sends nothing.
    await userEvent.type(name, '{Enter}');
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Back to the variables' })).toBeEnabled();
    expect(writes()).toHaveLength(0);
  });

  it('sends a manual variable to its own editor', async () => {
    const row = seededVariable(api.db, (variable) => variable.type === 'manual_variable');
    view = await renderAppRoute(api, editUrl(row));
    expect(await screen.findByText('This variable is edited elsewhere')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the manual variable editor' })).toHaveAttribute(
      'href',
      `/automatic-variables/manual/${row.projectId}/${row.id}`,
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says plainly that a variable does not exist', async () => {
    view = await renderAppRoute(api, '/automatic-variables/variable/1/1/999999');
    expect(await screen.findByText('Variable not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the variables' })).toHaveAttribute(
      'href',
      '/automatic-variables?projectId=1',
    );
  });
});

describe('after a save', { timeout: 20_000 }, () => {
  it('keeps the saved variable with "Could not refresh" when its refresh fails', async () => {
    const { form } = await openEditor();
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Nom enregistré');
    api.setFaults('GET variables/*=status:500');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Could not refresh: shown as of /)).toBeInTheDocument();
    expect(name).toHaveValue('Nom enregistré');
    expect(screen.getByRole('img', { name: /^Nom enregistré, last 7 days/ })).toBeInTheDocument();
  });
});
