import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { unmountAppRoute } from '../../../test/renderAppRoute';
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

afterEach(() => unmountAppRoute());

beforeEach(() => {
  requests.length = 0;
  api.setFaults([]);
});

/** An option's accessible name starts with the variable's name (then its reference and unit). */
const escapeRegExp = (text: string) => text.replace(/[.*+?^$(){}|[\]\\]/g, '\\$&');
const startsWith = (name: string) => new RegExp(`^${escapeRegExp(name)}`);
const message = (editor: HTMLElement) => {
  const id = editor.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
  const line = document.getElementById(id);
  if (!line) throw new Error('no message line');
  return line;
};

async function openCreate(projectId: number, search = '') {
  await renderFormula(api, `/automatic-variables/formula/${projectId}${search}`);
  const editor = await findEditor();
  // The project's variables are read: their names show and unknown ids are flagged.
  await waitFor(() => expect(screen.getByText(/^Project /)).toBeInTheDocument());
  return editor;
}

// The editor, the mocked API and echarts in jsdom on a shared machine: slower than most component tests.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

describe('the expression editor', () => {
  it('inserts operators at the caret and gives the focus back to the editor', async () => {
    const { first, second, project } = seededFormula(api.db);
    const editor = await openCreate(project.id);
    typeInEditor(editor, `{${first.id}}{${second.id}}`);
    setCaret(editor, `{${first.id}}`.length);
    await userEvent.click(screen.getByRole('button', { name: 'Insert + (plus)' }));
    expect(editorText(editor)).toBe(`{${first.id}} + {${second.id}}`);
    expect(editor).toHaveFocus();
    // A function wraps the selection, the caret before its closing parenthesis.
    setCaret(editor, 0, editorText(editor).length);
    await userEvent.click(screen.getByRole('button', { name: 'Insert ABS (absolute value)' }));
    expect(editorText(editor)).toBe(`ABS({${first.id}} + {${second.id}})`);
    await userEvent.click(screen.getByRole('button', { name: 'Insert , (comma between arguments)' }));
    expect(editorText(editor)).toBe(`ABS({${first.id}} + {${second.id}}, )`);
  });

  it('names every operator of spec 000 §5', async () => {
    const { project } = seededFormula(api.db);
    await openCreate(project.id);
    const group = screen.getByRole('group', { name: 'Operators' });
    const symbols = within(group)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(symbols).toEqual([
      'SI',
      'ABS',
      'AND',
      'OR',
      'NOT',
      '<=',
      '>=',
      '==',
      '!=',
      '<',
      '>',
      '-',
      '+',
      '*',
      '/',
      '^',
      '(',
      ')',
      ',',
    ]);
  });

  it('shows a syntax error with its column before any call, underlined in the editor', async () => {
    const { first, project } = seededFormula(api.db);
    const editor = await openCreate(project.id);
    requests.length = 0;
    typeInEditor(editor, `({${first.id}} + 2`);
    await waitFor(() => expect(message(editor)).toHaveTextContent('Column 1: a closing parenthesis is missing'));
    expect(editor).toHaveAccessibleDescription(expect.stringContaining('Column 1: a closing parenthesis is missing'));
    // The editor's own attributes and underline follow its lint pass, a moment after the message.
    await waitFor(() => expect(editor).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(editor.querySelector('.cm-lintRange-error')?.textContent).toBe('('));
    typeInEditor(editor, ')');
    await waitFor(() => expect(message(editor)).toHaveTextContent('No syntax error.'));
    await waitFor(() => expect(editor).not.toHaveAttribute('aria-invalid'));
    expect(requests.filter((request) => request.url.pathname.endsWith('check-formula'))).toEqual([]);
  });

  it('flags a variable that is not in the project before any call', async () => {
    const { first, project } = seededFormula(api.db);
    const editor = await openCreate(project.id);
    const elsewhere = api.db.variables.find((row) => !row.projectIds.includes(project.id));
    typeInEditor(editor, `{${first.id}} + {${elsewhere?.id}}`);
    const at = `{${first.id}} + `.length + 1;
    await waitFor(() =>
      expect(message(editor)).toHaveTextContent(`Column ${at}: the variable {${elsewhere?.id}} is not in this project`),
    );
  });

  it('completes variable names as the user types and shows the name next to the reference', async () => {
    const { first, second, project } = seededFormula(api.db);
    const editor = await openCreate(project.id);
    // A word offers the functions and the variables whose name holds it (accents ignored).
    const word = [...first.name.split(/[^\p{L}]+/u)].sort((a, b) => b.length - a.length)[0] ?? '';
    typeInEditor(editor, word.slice(0, 6));
    let list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(within(list).getAllByRole('option').length).toBeGreaterThan(0);
    await userEvent.click(within(list).getAllByRole('option', { name: startsWith(first.name) })[0] as HTMLElement);
    await waitFor(() => expect(editorText(editor)).toBe(`{${first.id}}`));
    expect(editor.querySelector('.cm-formula-variable-name')?.textContent).toBe(first.name);
    // "{" then part of the name: the whole reference replaces what was typed.
    typeInEditor(editor, ` * {${second.name.slice(0, 12)}`);
    list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await userEvent.click(within(list).getAllByRole('option', { name: startsWith(second.name) })[0] as HTMLElement);
    await waitFor(() => expect(editorText(editor)).toBe(`{${first.id}} * {${second.id}}`));
    await waitFor(() => expect(message(editor)).toHaveTextContent('No syntax error.'));
  });
});
