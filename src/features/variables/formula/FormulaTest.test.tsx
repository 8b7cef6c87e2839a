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

afterEach(() => unmountAppRoute());

beforeEach(() => {
  requests.length = 0;
  api.setFaults([]);
});

const checks = () => requests.filter((request) => request.url.pathname.endsWith('/check-formula'));
const testPanel = () => screen.getByRole('region', { name: 'Test the formula' });
const messageLine = (editor: HTMLElement) =>
  document.getElementById(editor.getAttribute('aria-describedby')?.split(' ')[0] ?? '') as HTMLElement;

async function openWithFormula(search = '') {
  const { first, second, project } = seededFormula(api.db);
  await renderFormula(api, `/automatic-variables/formula/${project.id}${search}`);
  const editor = await findEditor();
  await waitFor(() => expect(screen.getByText(/^Project /)).toBeInTheDocument());
  typeInEditor(editor, `({${first.id}} + {${second.id}}) / 2`);
  return { editor, first, second, project };
}

describe('testing the formula (POST check-formula)', () => {
  it('tests over the last seven days by default and shows the tested data as a chart', async () => {
    const { project } = await openWithFormula();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Moyenne des deux');
    await userEvent.click(within(testPanel()).getByRole('button', { name: 'Run the test' }));
    const chart = await within(testPanel()).findByRole('img', { name: 'Test of Moyenne des deux' });
    expect(chart).toHaveAccessibleDescription(/^\d+ values: min .+, max .+, last .+$/);
    expect(within(testPanel()).getByText(/^Valid formula, tested from \d\d\/\d\d\/\d{4} \d\d:\d\d to /)).toBeVisible();
    const [sent] = checks();
    const body = (await sent?.body) as { start: string; end: string; projectId: number };
    expect(body.projectId).toBe(project.id);
    const days = (Date.parse(body.end) - Date.parse(body.start)) / 86_400_000;
    expect(Math.round(days)).toBe(7);
  });

  it('tests a single value with a null start', async () => {
    await openWithFormula('?test=value');
    await userEvent.click(within(testPanel()).getByRole('button', { name: 'Run the test' }));
    expect(await within(testPanel()).findByText(/^Value: .+ \(\d\d\/\d\d\/\d{4} \d\d:\d\d\)$/)).toBeVisible();
    expect(within(testPanel()).queryByRole('img')).toBeNull();
    expect(await checks()[0]?.body).toMatchObject({ start: null });
  });

  it('clears the result when the expression changes (spec 000 §4 reset)', async () => {
    const { editor } = await openWithFormula();
    await userEvent.click(within(testPanel()).getByRole('button', { name: 'Run the test' }));
    await within(testPanel()).findByRole('img', { name: /^Test of / });
    // echarts-for-react finishes drawing asynchronously and fails on a chart removed meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 500));
    typeInEditor(editor, ' * 2');
    await waitFor(() => expect(within(testPanel()).queryByRole('img')).toBeNull());
    expect(within(testPanel()).queryByText(/^Valid formula/)).toBeNull();
  });

  it.each([
    ['FORMULA_SYNTAX_ERROR', 'Syntax error in the formula. Check the operators and parentheses.'],
    ['FORMULA_VARIABLE_NOT_FOUND', 'The formula uses a variable that was not found.'],
    ['FORMULA_FUNCTION_NOT_FOUND', 'The formula uses an unknown function.'],
    ['TEST_FORMULA_DATA_ERROR', 'The formula could not be tested: data is missing or invalid over the period.'],
    ['UNKNOWN_FORMULA_ERROR', 'The formula could not be evaluated. Check it and try again.'],
  ])('shows %s at the editor, with no result', async (code, text) => {
    const { editor } = await openWithFormula();
    api.setFaults(`POST check-formula=code:${code}:400`);
    await userEvent.click(within(testPanel()).getByRole('button', { name: 'Run the test' }));
    await waitFor(() => expect(messageLine(editor)).toHaveTextContent(text));
    expect(editor).toHaveAccessibleDescription(expect.stringContaining(text));
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(within(testPanel()).getByText('The test failed.')).toBeVisible();
    expect(within(testPanel()).getByText('The reason is shown under the formula.')).toBeVisible();
    expect(within(testPanel()).queryByRole('img')).toBeNull();
    // Typing again clears the server's verdict: it was about the former text.
    typeInEditor(editor, ' ');
    await waitFor(() => expect(messageLine(editor)).toHaveTextContent('No syntax error.'));
  });

  it('tells a server failure in the test panel, the formula untouched', async () => {
    const { editor } = await openWithFormula();
    const typed = editorText(editor);
    api.setFaults('POST check-formula=status:500');
    await userEvent.click(within(testPanel()).getByRole('button', { name: 'Run the test' }));
    expect(await within(testPanel()).findByText('The test failed.')).toBeVisible();
    expect(within(testPanel()).queryByText('The reason is shown under the formula.')).toBeNull();
    expect(editorText(editor)).toBe(typed);
  });

  it('sends nothing while the formula has a local error, and points at it', async () => {
    const { editor } = await openWithFormula();
    typeInEditor(editor, ' +');
    await userEvent.click(within(testPanel()).getByRole('button', { name: 'Run the test' }));
    await waitFor(() => expect(messageLine(editor)).toHaveTextContent(/^Column \d+: something is missing after “\+”$/));
    expect(editor).toHaveFocus();
    expect(checks()).toEqual([]);
  });
});
