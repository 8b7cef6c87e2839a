import { EditorSelection } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { screen } from '@testing-library/react';
import type { MockDatabase } from '../../../../mocks/db/database';
import type { TestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, type AppRouteView } from '../../../test/renderAppRoute';

/**
 * jsdom lays nothing out: CodeMirror measures text ranges, which jsdom's Range lacks. Empty
 * rectangles are enough for it to run (what is typed, underlined and completed is read from the
 * DOM and the editor's state, not from positions).
 */
export function stubLayout(): void {
  const empty = () => new DOMRect(0, 0, 0, 0);
  const list = () => Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
  beforeAll(() => {
    Range.prototype.getBoundingClientRect = empty;
    Range.prototype.getClientRects = list;
  });
}

/** The formula screen at `url` in the whole app (signed in as the admin); `unmountAppRoute()` after each test. */
export function renderFormula(api: TestMockApi, url: string, locale: 'en' | 'fr' = 'en'): Promise<AppRouteView> {
  return renderAppRoute(api, url, { locale });
}

/** The editor's view, from its editable element (the textbox named "Formula"). */
export function editorView(textbox: HTMLElement): EditorView {
  const view = EditorView.findFromDOM(textbox);
  if (!view) throw new Error('no editor view');
  return view;
}

/** Types into the editor as a keyboard would: a user input at the caret (completion reacts to it). */
export function typeInEditor(textbox: HTMLElement, text: string): void {
  const view = editorView(textbox);
  // Completion opens in a focused editor only.
  view.focus();
  for (const char of text) view.dispatch({ ...view.state.replaceSelection(char), userEvent: 'input.type' });
}

export function setCaret(textbox: HTMLElement, anchor: number, head = anchor): void {
  const view = editorView(textbox);
  view.dispatch({ selection: EditorSelection.single(anchor, head) });
}

export const editorText = (textbox: HTMLElement) => editorView(textbox).state.doc.toString();

export async function findEditor(): Promise<HTMLElement> {
  return screen.findByRole('textbox', { name: 'Formula' }, { timeout: 5000 });
}

/** A project with measured variables and a formula of the seed, for the screen's tests. */
export function seededFormula(db: MockDatabase) {
  const formula = db.formulas[0];
  if (!formula) throw new Error('no seeded formula');
  const project = db.projects.find((row) => row.id === formula.projectId);
  const variables = db.variables.filter(
    (row) => row.projectIds.includes(formula.projectId) && row.type === 'variable' && row.lastDataDate !== null,
  );
  const [first, second] = variables;
  if (!project || !first || !second) throw new Error('no seeded project with variables');
  return { formula, project, first, second };
}

export { recordRequests } from '../../../test/recordRequests';
export { useChartCanvas as stubCanvasContext } from '../../../test/acceptingCanvas';
