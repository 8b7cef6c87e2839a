// @vitest-environment node
import {
  formulaDestination,
  formulaSearchSchema,
  formulaTestMode,
  formulaTestRange,
  safeGoBackPath,
  withFormulaTest,
} from './formulaSearch';

describe('safeGoBackPath', () => {
  it.each([
    ['/data-explorer', '/data-explorer'],
    ['data-explorer', '/data-explorer'],
    ['data-explorer/dash/3', '/data-explorer/dash/3'],
    ['/data-explorer/dash/3?range=J-7#top', '/data-explorer/dash/3?range=J-7#top'],
    ['/automatic-variables?projectId=4', '/automatic-variables?projectId=4'],
    ['/a/../events', '/events'],
  ])('keeps the internal path %s as %s', (candidate, path) => {
    expect(safeGoBackPath(candidate)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,x',
    'mailto:a@b.c',
    '/login',
    '/login/callback',
    '/oidc/session/end',
    'a b',
    '',
    '   ',
    42,
    null,
  ])('refuses %j', (candidate) => {
    expect(safeGoBackPath(candidate)).toBeNull();
  });
});

describe('formulaSearchSchema', () => {
  it('reads the navigation fields and the test set-up, dropping what is malformed', () => {
    expect(
      formulaSearchSchema.parse({ graphId: '4', dashboardId: 2, goBack: 'data-explorer', test: 'value', range: 'J-3' }),
    ).toEqual({ graphId: 4, dashboardId: 2, goBack: '/data-explorer', test: 'value', range: 'J-3' });
    expect(
      formulaSearchSchema.parse({ graphId: 'x', dashboardId: -1, goBack: 'https://evil.example', test: 'all' }),
    ).toEqual({});
  });

  it('tests over the last seven days unless the URL says otherwise', () => {
    expect(formulaTestRange({})).toEqual({ shortcut: 'J-7' });
    expect(formulaTestRange({ range: 'M-1' })).toEqual({ shortcut: 'M-1' });
    expect(formulaTestMode({})).toBe('period');
    expect(formulaTestMode({ test: 'value' })).toBe('value');
  });

  it('leaves the defaults out of the URL', () => {
    expect(withFormulaTest({ goBack: '/home' }, { test: 'period', range: 'J-7' })).toEqual({ goBack: '/home' });
    expect(withFormulaTest({ range: 'M-1' }, { test: 'value' })).toEqual({ range: 'M-1', test: 'value' });
  });
});

describe('formulaDestination (spec 000 §2)', () => {
  it('goes back to the route given, else to the graph, else to the project’s variables', () => {
    expect(formulaDestination({ goBack: '/events', graphId: 1, dashboardId: 2 }, 7)).toEqual({
      kind: 'path',
      href: '/events',
    });
    expect(formulaDestination({ graphId: 1, dashboardId: 2 }, 7)).toEqual({ kind: 'graph', dashId: 2, graphId: 1 });
    expect(formulaDestination({ graphId: 1 }, 7)).toEqual({ kind: 'list', projectId: 7 });
    expect(formulaDestination({}, 7)).toEqual({ kind: 'list', projectId: 7 });
  });

  it('never goes to a target outside the app, even one not checked by the schema', () => {
    expect(formulaDestination({ goBack: '//evil.example' }, 7)).toEqual({ kind: 'list', projectId: 7 });
  });
});
