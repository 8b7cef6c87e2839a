import { describe, expect, it } from 'vitest';
import {
  PERMISSION_NAMES,
  ROLES,
  canOrderSynoptic,
  hasAnyPermission,
  hasPermission,
  isPermissionName,
  isRole,
  isSuperuser,
  isViewPermission,
} from './permissions';

const BASES_WITH_BOTH = [
  'alerting_configuration',
  'alerting_scenario',
  'alerting_event',
  'user',
  'permission_role',
  'data_explorer',
  'self_service',
  'variable_import',
  'variable_configuration',
  'contact',
  'data_analytic',
  'client',
  'personalized_report',
  'maintenance_report',
  'cpe_report',
  'intervention',
  'synoptic',
  'user_reader',
  'place',
];
const COMPLETE_NAMES = [
  'variable_project_manage',
  'history_view',
  'project_manage',
  'unit_configuration_manage',
  'energy_saving_view',
  'project_in_parameters_view',
  'project_in_projects_view',
  'home_page_view',
];

describe('PERMISSION_NAMES (spec 000 §6, 001 §6)', () => {
  it('holds both variants of every base, the view page and the complete names, once each', () => {
    const expected = [
      ...BASES_WITH_BOTH.flatMap((base) => [`${base}_view`, `${base}_manage`]),
      'variable_configuration_view_page',
      ...COMPLETE_NAMES,
    ];
    expect([...PERMISSION_NAMES].sort()).toEqual(expected.sort());
    expect(new Set(PERMISSION_NAMES).size).toBe(PERMISSION_NAMES.length);
  });

  it('recognises names', () => {
    expect(isPermissionName('synoptic_manage')).toBe(true);
    expect(isPermissionName('history_view')).toBe(true);
    expect(isPermissionName('history_manage')).toBe(false);
    expect(isPermissionName('')).toBe(false);
  });

  it('tells view from manage permissions', () => {
    expect(isViewPermission('home_page_view')).toBe(true);
    expect(isViewPermission('variable_configuration_view_page')).toBe(true);
    expect(isViewPermission('project_manage')).toBe(false);
  });
});

describe('hasPermission', () => {
  const user = { permissions: [{ name: 'data_explorer_view' }, { name: 'synoptic_manage' }] };

  it('is true when the list holds the name', () => {
    expect(hasPermission(user, 'data_explorer_view')).toBe(true);
    expect(hasPermission(user, 'data_explorer_manage')).toBe(false);
  });

  it('is false without a list or without a subject', () => {
    expect(hasPermission({}, 'home_page_view')).toBe(false);
    expect(hasPermission({ permissions: null }, 'home_page_view')).toBe(false);
    expect(hasPermission({ permissions: [] }, 'home_page_view')).toBe(false);
    expect(hasPermission(null, 'home_page_view')).toBe(false);
    expect(hasPermission(undefined, 'home_page_view')).toBe(false);
  });

  it('checks any of several names', () => {
    expect(hasAnyPermission(user, ['user_view', 'synoptic_manage'])).toBe(true);
    expect(hasAnyPermission(user, ['user_view', 'client_view'])).toBe(false);
    expect(hasAnyPermission(user, [])).toBe(false);
    expect(hasAnyPermission(null, ['user_view'])).toBe(false);
  });

  it('lets synoptic managers order the synoptic', () => {
    expect(canOrderSynoptic(user)).toBe(true);
    expect(canOrderSynoptic({ permissions: [{ name: 'synoptic_view' }] })).toBe(false);
    expect(canOrderSynoptic(null)).toBe(false);
  });
});

describe('roles', () => {
  it('lists the five roles', () => {
    expect(ROLES).toEqual(['super_admin', 'admin', 'operator', 'reader', 'customer_reader']);
    expect(isRole('reader')).toBe(true);
    expect(isRole('Lecteur')).toBe(false);
  });

  it('recognises a superuser by flag or by role', () => {
    expect(isSuperuser({ isSuperuser: true })).toBe(true);
    expect(isSuperuser({ roles: ['admin', 'super_admin'] })).toBe(true);
    expect(isSuperuser({ roles: ['admin'], isSuperuser: false })).toBe(false);
    expect(isSuperuser({ roles: null, isSuperuser: null })).toBe(false);
    expect(isSuperuser(null)).toBe(false);
    expect(isSuperuser(undefined)).toBe(false);
  });
});
