import { PERMISSION_NAMES } from '../../../lib/permissions';
import { groupPermissions } from './permissionGroups';

describe('groupPermissions', () => {
  const groups = groupPermissions();

  it('puts every permission name in exactly one group', () => {
    const listed = groups.flatMap((group) => group.names);
    expect([...listed].sort()).toEqual([...PERMISSION_NAMES].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('has the five areas in order and no leftovers', () => {
    expect(groups.map((group) => group.area)).toEqual(['people', 'structure', 'data', 'alerting', 'reports']);
  });

  it('keeps each family together, view before manage', () => {
    const people = groups[0]?.names ?? [];
    expect(people.slice(0, 4)).toEqual(['user_view', 'user_manage', 'user_reader_view', 'user_reader_manage']);
    expect(people).toContain('contact_manage');
    const data = groups.find((group) => group.area === 'data')?.names ?? [];
    const configuration = data.filter((name) => name.startsWith('variable_configuration'));
    expect(configuration).toEqual([
      'variable_configuration_view',
      'variable_configuration_view_page',
      'variable_configuration_manage',
    ]);
    expect(groups.find((group) => group.area === 'alerting')?.names).toHaveLength(6);
    expect(groups.find((group) => group.area === 'structure')?.names).toEqual([
      'project_manage',
      'project_in_parameters_view',
      'project_in_projects_view',
      'home_page_view',
      'energy_saving_view',
    ]);
  });

  it('groups a subset the same way', () => {
    expect(groupPermissions(['synoptic_manage', 'user_view'])).toEqual([
      { area: 'people', names: ['user_view'] },
      { area: 'reports', names: ['synoptic_manage'] },
    ]);
  });
});
