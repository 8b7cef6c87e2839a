/**
 * Permission names, permission checks and roles (spec 000 §6, 001 §6).
 *
 * Access is governed by named permissions, most with a `_view` and a `_manage` variant; a few
 * names are complete on their own. Which role holds which permission is not in the spec: the
 * server sends each user's list, and the app only asks whether a name is in it.
 */

/** Every permission name the product knows, written out so the type is a closed union. */
export const PERMISSION_NAMES = [
  'alerting_configuration_view',
  'alerting_configuration_manage',
  'alerting_scenario_view',
  'alerting_scenario_manage',
  'alerting_event_view',
  'alerting_event_manage',
  'user_view',
  'user_manage',
  'permission_role_view',
  'permission_role_manage',
  'data_explorer_view',
  'data_explorer_manage',
  'self_service_view',
  'self_service_manage',
  'variable_import_view',
  'variable_import_manage',
  'variable_configuration_view',
  'variable_configuration_manage',
  'variable_configuration_view_page',
  'contact_view',
  'contact_manage',
  'data_analytic_view',
  'data_analytic_manage',
  'client_view',
  'client_manage',
  'personalized_report_view',
  'personalized_report_manage',
  'maintenance_report_view',
  'maintenance_report_manage',
  'cpe_report_view',
  'cpe_report_manage',
  'intervention_view',
  'intervention_manage',
  // spec 000 §6: "synoptic (manage also covers ordering)", see canOrderSynoptic.
  'synoptic_view',
  'synoptic_manage',
  'user_reader_view',
  'user_reader_manage',
  'place_view',
  'place_manage',
  // Complete names, no variant added.
  'variable_project_manage',
  'history_view',
  'project_manage',
  'unit_configuration_manage',
  'energy_saving_view',
  'project_in_parameters_view',
  'project_in_projects_view',
  'home_page_view',
] as const;

export type PermissionName = (typeof PERMISSION_NAMES)[number];

const PERMISSION_NAME_SET: ReadonlySet<string> = new Set(PERMISSION_NAMES);

export function isPermissionName(value: string): value is PermissionName {
  return PERMISSION_NAME_SET.has(value);
}

/**
 * Permissions that only let a user look: every `*_view` name plus `variable_configuration_view_page`.
 * Used to build read-only role sets and to tell view from manage in the permissions screen.
 */
export function isViewPermission(name: PermissionName): boolean {
  return name.endsWith('_view') || name === 'variable_configuration_view_page';
}

/** Whatever carries a permission list: the current user, a user being edited, a role. */
export interface PermissionSubject {
  permissions?: ReadonlyArray<{ name: string }> | null;
}

/**
 * spec 000 §6: "A permission check is true when the user's permission list holds one with the
 * given name, false when there is no list." No subject (not loaded yet) is also false, so nothing
 * protected flashes on screen before the user is known.
 */
export function hasPermission(subject: PermissionSubject | null | undefined, name: PermissionName): boolean {
  const permissions = subject?.permissions;
  if (!permissions) return false;
  return permissions.some((permission) => permission.name === name);
}

/** True when the subject holds at least one of `names`; an empty list of names gives false. */
export function hasAnyPermission(
  subject: PermissionSubject | null | undefined,
  names: ReadonlyArray<PermissionName>,
): boolean {
  return names.some((name) => hasPermission(subject, name));
}

/** spec 000 §6: the synoptic manage permission also covers ordering. */
export const canOrderSynoptic = (subject: PermissionSubject | null | undefined): boolean =>
  hasPermission(subject, 'synoptic_manage');

/**
 * spec 000 §6 / 001 §1: super admin, admin, extended operator ("Opérateur"), reader ("Lecteur")
 * and customer reader ("Client").
 */
export const ROLES = ['super_admin', 'admin', 'operator', 'reader', 'customer_reader'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export interface SuperuserSubject {
  roles?: ReadonlyArray<string> | null;
  isSuperuser?: boolean | null;
}

/**
 * Some actions need a superuser (spec 000 §6: global scenarios, some admin actions). The user is
 * one when the API flags it or when the roles hold super_admin.
 */
export function isSuperuser(subject: SuperuserSubject | null | undefined): boolean {
  if (!subject) return false;
  if (subject.isSuperuser === true) return true;
  return subject.roles?.includes('super_admin') ?? false;
}
