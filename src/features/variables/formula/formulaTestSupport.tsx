import { EditorSelection } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, Outlet, useNavigate, useParams } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import type { MockDatabase } from '../../../../mocks/db/database';
import type { TestMockApi } from '../../../../mocks/testing';
import { prefetchQueries } from '../../../api/prefetchQueries';
import { currentUserQueryOptions } from '../../../entities/users/currentUser';
import { renderWithApp } from '../../../test/renderWithApp';
import { formulaScreenQueries } from './formulaQueries';
import { FormulaScreen } from './FormulaScreen';
import { formulaDestination, formulaSearchSchema, type FormulaSearch } from './formulaSearch';

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

/** The two formula routes as the app declares them (search, prefetch, screen, destination) and stand-ins for where a save leads. */
function formulaTree() {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({
    loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQueryOptions()),
    component: Outlet,
  });
  function Screen({ projectId, formulaId, search }: { projectId: number; formulaId?: number; search: FormulaSearch }) {
    const navigate = useNavigate();
    const done = () => {
      const destination = formulaDestination(search, projectId);
      if (destination.kind === 'path') void navigate({ href: destination.href });
      else if (destination.kind === 'graph')
        void navigate({ href: `/data-explorer/graph/${destination.dashId}/${destination.graphId}` });
      else void navigate({ href: `/automatic-variables?projectId=${destination.projectId}` });
    };
    return (
      <FormulaScreen
        projectId={projectId}
        {...(formulaId === undefined ? {} : { formulaId })}
        search={search}
        onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })}
        onDone={done}
      />
    );
  }
  const create = createRoute({
    getParentRoute: () => root,
    path: '/automatic-variables/formula/$projectId',
    validateSearch: formulaSearchSchema,
    loader: ({ context, params }) =>
      prefetchQueries(context.queryClient, formulaScreenQueries(Number(params.projectId))),
    component: function CreatePage() {
      const params = useParams({ strict: false });
      return <Screen projectId={Number(params.projectId)} search={create.useSearch()} />;
    },
  });
  const edit = createRoute({
    getParentRoute: () => root,
    path: '/automatic-variables/formula/$projectId/$formulaId',
    validateSearch: formulaSearchSchema,
    loader: ({ context, params }) =>
      prefetchQueries(context.queryClient, formulaScreenQueries(Number(params.projectId), Number(params.formulaId))),
    component: function EditPage() {
      const params = useParams({ strict: false });
      return (
        <Screen projectId={Number(params.projectId)} formulaId={Number(params.formulaId)} search={edit.useSearch()} />
      );
    },
  });
  const stand = (path: string, text: string) =>
    createRoute({ getParentRoute: () => root, path, component: () => <p>{text}</p> });
  return root.addChildren([
    create,
    edit,
    stand('/automatic-variables', 'Variables list'),
    stand('/data-explorer/graph/$dashId/$graphId', 'Graph page'),
    stand('/data-explorer', 'Dashboards page'),
  ]);
}

export function renderFormula(url: string, locale: 'en' | 'fr' = 'en') {
  return renderWithApp(formulaTree(), { url, locale });
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
