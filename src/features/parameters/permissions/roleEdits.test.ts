import { changedNames, namesOf, toggled, withoutRole } from './roleEdits';

const reader = { id: 4, name: 'reader', permissions: [{ id: 7, name: 'user_view' }, { name: 'client_view' }] };

describe('role edits', () => {
  it('records a role’s whole list and what changed', () => {
    const edits = toggled(reader, {}, 'permission_role_manage', true);
    expect(namesOf(reader, edits)).toEqual(['user_view', 'client_view', 'permission_role_manage']);
    expect(changedNames(reader, edits)).toEqual(['permission_role_manage']);
    const both = toggled(reader, edits, 'user_view', false);
    expect(changedNames(reader, both).sort()).toEqual(['permission_role_manage', 'user_view']);
  });

  it('forgets a role ticked back to what is saved', () => {
    const edits = toggled(reader, toggled(reader, {}, 'client_view', false), 'client_view', true);
    expect(edits).toEqual({});
    expect(namesOf(reader, edits)).toEqual(['user_view', 'client_view']);
    expect(withoutRole({ 4: ['user_view'], 5: [] }, 4)).toEqual({ 5: [] });
  });
});
