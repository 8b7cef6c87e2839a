import { PERMISSION_NAMES, isViewPermission, type PermissionName, type Role } from '../src/lib/permissions';

/**
 * Which permissions each role holds in the mocked API. The spec leaves this to the server
 * (spec 000 §6: "Which role holds which permission is not shown"); this is the demo's choice,
 * following the role names: admins do everything, the operator runs the platform but does not
 * administer people or the customer structure, the reader only looks, and the customer reader
 * sees its own monitoring screens.
 */

/** Everything a user can look at. */
const VIEW_PERMISSIONS: readonly PermissionName[] = PERMISSION_NAMES.filter(isViewPermission);

/**
 * The operator's manage rights. Left out on purpose: user_manage, permission_role_manage,
 * client_manage and place_manage (administration of people and of the client-site structure).
 */
const OPERATOR_MANAGE: readonly PermissionName[] = [
  'alerting_configuration_manage',
  'alerting_scenario_manage',
  'alerting_event_manage',
  'data_explorer_manage',
  'self_service_manage',
  'variable_import_manage',
  'variable_configuration_manage',
  'variable_project_manage',
  'contact_manage',
  'data_analytic_manage',
  'personalized_report_manage',
  'maintenance_report_manage',
  'cpe_report_manage',
  'intervention_manage',
  'synoptic_manage',
  'history_view',
  'project_manage',
  'unit_configuration_manage',
];

const CUSTOMER_READER: readonly PermissionName[] = [
  'home_page_view',
  'alerting_event_view',
  'data_explorer_view',
  'energy_saving_view',
  'personalized_report_view',
  'project_in_projects_view',
  'self_service_view',
  'synoptic_view',
];

/** A fresh array in PERMISSION_NAMES order, so callers may change it and lists read alike. */
export function permissionsForRole(role: Role): PermissionName[] {
  let granted: ReadonlySet<PermissionName>;
  switch (role) {
    case 'super_admin':
    case 'admin':
      granted = new Set(PERMISSION_NAMES);
      break;
    case 'operator':
      granted = new Set([...VIEW_PERMISSIONS, ...OPERATOR_MANAGE]);
      break;
    case 'reader':
      granted = new Set(VIEW_PERMISSIONS);
      break;
    case 'customer_reader':
      granted = new Set(CUSTOMER_READER);
      break;
  }
  return PERMISSION_NAMES.filter((name) => granted.has(name));
}
