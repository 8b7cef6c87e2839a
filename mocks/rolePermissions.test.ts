import { describe, expect, it } from 'vitest';
import { PERMISSION_NAMES, ROLES, hasPermission } from '../src/lib/permissions';
import { permissionsForRole } from './rolePermissions';

const asSubject = (names: readonly string[]) => ({ permissions: names.map((name) => ({ name })) });

describe('permissionsForRole (mocked API)', () => {
  it('gives admins and super admins every permission', () => {
    expect(permissionsForRole('super_admin')).toEqual([...PERMISSION_NAMES]);
    expect(permissionsForRole('admin')).toEqual([...PERMISSION_NAMES]);
  });

  it('gives readers only view permissions', () => {
    const reader = permissionsForRole('reader');
    expect(reader.filter((name) => name.endsWith('_manage'))).toEqual([]);
    expect(reader).toContain('variable_configuration_view_page');
    expect(reader).toContain('history_view');
    expect(reader).toContain('energy_saving_view');
    expect(reader).toContain('project_in_parameters_view');
    expect(reader).toContain('home_page_view');
    expect(reader).toContain('user_view');
    expect(reader).toHaveLength(PERMISSION_NAMES.filter((n) => !n.endsWith('_manage')).length);
  });

  it('lets operators manage operations but not people or the customer structure', () => {
    const operator = asSubject(permissionsForRole('operator'));
    for (const name of [
      'alerting_configuration_manage',
      'synoptic_manage',
      'project_manage',
      'variable_project_manage',
    ] as const) {
      expect(hasPermission(operator, name)).toBe(true);
    }
    for (const name of ['user_manage', 'permission_role_manage', 'client_manage', 'place_manage'] as const) {
      expect(hasPermission(operator, name)).toBe(false);
    }
    for (const name of permissionsForRole('reader')) {
      expect(hasPermission(operator, name)).toBe(true);
    }
  });

  it('gives customer readers their own monitoring screens only', () => {
    expect([...permissionsForRole('customer_reader')].sort()).toEqual(
      [
        'alerting_event_view',
        'data_explorer_view',
        'energy_saving_view',
        'home_page_view',
        'personalized_report_view',
        'project_in_projects_view',
        'self_service_view',
        'synoptic_view',
      ].sort(),
    );
  });

  it('returns known names, without duplicates, in a fresh array', () => {
    for (const role of ROLES) {
      const names = permissionsForRole(role);
      expect(new Set(names).size).toBe(names.length);
      expect(names.every((name) => (PERMISSION_NAMES as readonly string[]).includes(name))).toBe(true);
      expect(permissionsForRole(role)).not.toBe(names);
    }
  });
});
