import { alertEditorDestination, alertEditorSearchSchema, safeReturnTo, withEditorTab } from './alertEditorSearch';

describe('returnTo (spec 000 §7 "PUT may navigate to a given path afterwards")', () => {
  it.each([
    ['/alerting-config', '/alerting-config'],
    ['/alerting-config?projectId=3&archived=true', '/alerting-config?projectId=3&archived=true'],
    ['/events/details/12#comments', '/events/details/12#comments'],
  ])('keeps the internal path %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example',
    'javascript:alert(1)',
    'alerting-config',
    ' /alerting-config',
    '/alerting-config\nSet-Cookie',
    '',
    42,
    null,
  ])('ignores %j', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('drops an unsafe returnTo from the search instead of refusing the page', () => {
    expect(alertEditorSearchSchema.parse({ returnTo: '//evil.example', tab: 'scenarios' })).toEqual({
      returnTo: undefined,
      tab: 'scenarios',
      projectId: undefined,
    });
    expect(alertEditorSearchSchema.parse({ tab: 'nope', projectId: 'x' })).toMatchObject({
      tab: undefined,
      projectId: undefined,
    });
  });

  it('follows returnTo after an edit, never after a creation', () => {
    const scope = { clientId: 1, placeId: 2, projectId: 3 };
    const search = { returnTo: '/events' };
    expect(alertEditorDestination(search, 'updated', scope)).toEqual({ kind: 'path', href: '/events' });
    expect(alertEditorDestination(search, 'created', scope)).toEqual({ kind: 'list', scope });
    expect(alertEditorDestination({ returnTo: '//evil' }, 'updated', scope)).toEqual({ kind: 'list', scope });
  });

  it('leaves the first tab out of the URL', () => {
    expect(withEditorTab({ tab: 'scenarios', projectId: 4 }, 'variables')).toEqual({ projectId: 4 });
    expect(withEditorTab({}, 'parameters')).toEqual({ tab: 'parameters' });
  });
});
