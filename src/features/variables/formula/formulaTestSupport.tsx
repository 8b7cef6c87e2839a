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

/** jsdom has no canvas; echarts gets a do-nothing 2D context (what the chart shows is read from its label). */
export function stubCanvasContext(): void {
  const noop = () => undefined;
  const fields: Record<string | symbol, unknown> = {};
  const context = new Proxy(fields, {
    get: (target, key) => (key in target ? target[key] : key === 'measureText' ? () => ({ width: 0 }) : noop),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  const original = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, 'getContext');
  beforeAll(() => {
    Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, value: () => context });
  });
  afterAll(() => {
    if (original) Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', original);
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

/** Requests the mocked API receives from now on, with their JSON bodies. */
export function recordRequests(server: TestMockApi['server']) {
  const seen: { method: string; url: URL; body: Promise<unknown> }[] = [];
  server.events.on('request:start', ({ request }) => {
    const body =
      request.method === 'GET'
        ? Promise.resolve(null)
        : request
            .clone()
            .json()
            .catch(() => null);
    seen.push({ method: request.method, url: new URL(request.url), body });
  });
  return seen;
}
