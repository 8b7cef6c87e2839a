import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TEST_API_BASE_URL } from '../../../../mocks/node';
import { setupTestMockApi } from '../../../../mocks/testing';
import { unmountAppRoute, type AppRouteView } from '../../../test/renderAppRoute';
import {
  editorText,
  findEditor,
  recordRequests,
  renderFormula,
  seededFormula,
  setCaret,
  stubCanvasContext,
  stubLayout,
  typeInEditor,
} from './formulaTestSupport';

const api = await setupTestMockApi({ resetBeforeEach: true });
const requests = recordRequests(api.server);
stubLayout();
stubCanvasContext();
// The editor, the mocked API and echarts in jsdom on a shared machine: slower than most component tests.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  requests.length = 0;
  api.setFaults([]);
});
afterEach(() => {
  unmountAppRoute();
  api.server.resetHandlers();
});

let view: AppRouteView;
/** Where the app went (after a save or a cancel). */
const pathname = () => view.router.state.location.pathname;

const writes = () => requests.filter((request) => request.method !== 'GET');

async function fillNew(search = '') {
  const { first, second, project } = seededFormula(api.db);
  view = await renderFormula(api, `/automatic-variables/formula/${project.id}${search}`);
  const editor = await findEditor();
  await waitFor(() => expect(screen.getByText(/^Project /)).toBeInTheDocument());
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Somme des deux');
  await userEvent.click(screen.getByRole('combobox', { name: 'Unit' }));
  await userEvent.click(await screen.findByRole('option', { name: 'kW', hidden: true }));
  typeInEditor(editor, `{${first.id}} + {${second.id}}`);
  return { editor, first, second, project };
}

/** The form's own failure line (the app's notifications are alerts too). */
const formAlert = () => within(screen.getByRole('form', { name: 'Formula settings' })).findByRole('alert');

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save the formula' }));

describe('saving a formula', () => {
  it('creates it with the payload only, then goes back to the path given', async () => {
    const { first, second, project } = await fillNew('?goBack=/data-explorer&graphId=4&dashboardId=2');
    await save();
    await waitFor(() => expect(pathname()).toBe('/data-explorer'));
    const [post] = writes();
    expect(post?.method).toBe('POST');
    expect(post?.url.pathname).toBe('/api/formula');
    expect(await post?.body).toEqual({
      projectId: project.id,
      name: 'Somme des deux',
      expression: `{${first.id}} + {${second.id}}`,
      unitId: 1,
      aggregationId: null,
      persisted: false,
    });
    expect(api.db.formulas.some((row) => row.expression === `{${first.id}} + {${second.id}}`)).toBe(true);
  });

  it('goes back to the graph it came from, else to the project’s variables', async () => {
    await fillNew('?graphId=4&dashboardId=2');
    await save();
    await waitFor(() => expect(pathname()).toBe('/data-explorer/graph/2/4'));
  });

  it('never follows a go-back target outside the app', async () => {
    await fillNew('?goBack=https://evil.example/steal');
    await save();
    await waitFor(() => expect(pathname()).toBe('/automatic-variables'));
  });

  it('refuses to save a formula with a local error, and sends nothing', async () => {
    const { editor } = await fillNew();
    typeInEditor(editor, ' * (');
    await save();
    await waitFor(() => expect(editor).toHaveAccessibleDescription(/^Column \d+: something is missing after “\(”/));
    expect(writes()).toEqual([]);
  });

  it('asks for the name, the unit and the formula', async () => {
    const { project } = seededFormula(api.db);
    view = await renderFormula(api, `/automatic-variables/formula/${project.id}`);
    const editor = await findEditor();
    await save();
    expect(await screen.findByText('Enter a name.')).toBeVisible();
    expect(screen.getByText('Choose a unit.')).toBeVisible();
    expect(editor).toHaveAccessibleDescription(expect.stringContaining('Enter the formula.'));
    expect(writes()).toEqual([]);
  });

  it('keeps everything typed after a failed save, and as a draft', async () => {
    const { editor, first, second } = await fillNew();
    api.setFaults('POST formula=status:500');
    await save();
    expect(await formAlert()).toHaveTextContent('The formula was not saved.');
    expect(editorText(editor)).toBe(`{${first.id}} + {${second.id}}`);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Somme des deux');
    const drafts = Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key) ?? '');
    expect(drafts.some((text) => text.includes(`{${first.id}} + {${second.id}}`))).toBe(true);
  });

  it('treats an empty answer to the save as an error (spec 000 §8)', async () => {
    const { editor } = await fillNew();
    const typed = editorText(editor);
    api.server.use(http.post(`${TEST_API_BASE_URL}formula`, () => new HttpResponse(null, { status: 201 })));
    await save();
    expect(await formAlert()).toHaveTextContent(
      'The server did not confirm the save: its answer was empty or could not be read.',
    );
    expect(pathname()).toBe(`/automatic-variables/formula/${seededFormula(api.db).project.id}`);
    expect(editorText(editor)).toBe(typed);
  });

  it('shows a refusal of the formula at the editor', async () => {
    const { editor } = await fillNew();
    api.setFaults('POST formula=code:FORMULA_SYNTAX_ERROR:400');
    await save();
    await waitFor(() =>
      expect(editor).toHaveAccessibleDescription(
        expect.stringContaining('Syntax error in the formula. Check the operators and parentheses.'),
      ),
    );
    expect(within(screen.getByRole('form', { name: 'Formula settings' })).queryByRole('alert')).toBeNull();
  });
});

describe('leaving the form', () => {
  it('asks before dropping what was typed, and goes back once the user leaves', async () => {
    const { project } = seededFormula(api.db);
    view = await renderFormula(api, `/automatic-variables/formula/${project.id}`);
    await findEditor();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Brouillon');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(question).toHaveTextContent('The changes to this formula will be lost.');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull());
    expect(pathname()).toBe(`/automatic-variables/formula/${project.id}`);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Brouillon');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(pathname()).toBe('/automatic-variables'));
    const stored = Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key) ?? '');
    expect(stored.some((text) => text.includes('Brouillon'))).toBe(false);
  });
});

describe('editing a formula', () => {
  it('opens the stored formula and saves it with PUT', async () => {
    const { formula, project } = seededFormula(api.db);
    // The mocked API writes into the seed's row: the stored text is read before.
    const stored = formula.expression;
    view = await renderFormula(api, `/automatic-variables/formula/${project.id}/${formula.id}`);
    const editor = await findEditor();
    const variable = api.db.variables.find((row) => row.id === formula.id);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(variable?.name));
    expect(editorText(editor)).toBe(formula.expression);
    await waitFor(() => expect(editor.querySelectorAll('.cm-formula-variable-name').length).toBeGreaterThan(0));
    setCaret(editor, formula.expression.length);
    typeInEditor(editor, ' * 2');
    await save();
    await waitFor(() => expect(pathname()).toBe('/automatic-variables'));
    const [put] = writes();
    expect(put?.method).toBe('PUT');
    expect(put?.url.pathname).toBe(`/api/formula/${formula.id}`);
    expect(await put?.body).toMatchObject({ expression: `${stored} * 2`, projectId: project.id });
  });

  it('flags the formula reading itself before any call', async () => {
    const { formula, project } = seededFormula(api.db);
    view = await renderFormula(api, `/automatic-variables/formula/${project.id}/${formula.id}`);
    const editor = await findEditor();
    await waitFor(() => expect(editorText(editor)).toBe(formula.expression));
    setCaret(editor, formula.expression.length);
    typeInEditor(editor, ` + {${formula.id}}`);
    await waitFor(() => expect(editor).toHaveAccessibleDescription(/: a formula cannot use itself/));
  });

  it('says when the formula does not exist', async () => {
    const { project } = seededFormula(api.db);
    view = await renderFormula(api, `/automatic-variables/formula/${project.id}/999999`);
    expect(await screen.findByText('Formula not found')).toBeVisible();
    expect(within(document.body).queryByRole('textbox', { name: 'Formula' })).toBeNull();
  });
});
