import type { MessageId } from '../../i18n/messages';
import { hasPermission, type PermissionName } from '../../lib/permissions';

export interface NavigationItem {
  to: string;
  labelId: MessageId;
  permission: PermissionName;
}

export interface NavigationGroup {
  labelId: MessageId;
  items: readonly NavigationItem[];
}

/** The product's navigation; each entry is shown only to users holding its permission. */
export const NAVIGATION: readonly NavigationGroup[] = [
  {
    labelId: 'nav.group.monitoring',
    items: [
      { to: '/home', labelId: 'page.home', permission: 'home_page_view' },
      { to: '/events', labelId: 'page.events', permission: 'alerting_event_view' },
      { to: '/alerting-config', labelId: 'page.alertingConfig', permission: 'alerting_configuration_view' },
      { to: '/synoptique', labelId: 'page.synoptic', permission: 'synoptic_view' },
    ],
  },
  {
    labelId: 'nav.group.data',
    items: [
      { to: '/data-explorer', labelId: 'page.dataExplorer', permission: 'data_explorer_view' },
      { to: '/automatic-variables', labelId: 'page.variables', permission: 'variable_configuration_view_page' },
      { to: '/manual-config', labelId: 'page.manualConfig', permission: 'variable_import_view' },
      { to: '/data-self-service', labelId: 'page.dataSelfService', permission: 'self_service_view' },
      { to: '/data-analytics', labelId: 'page.dataAnalytics', permission: 'data_analytic_view' },
    ],
  },
  {
    labelId: 'nav.group.performance',
    items: [
      { to: '/economy-energy', labelId: 'page.economyEnergy', permission: 'energy_saving_view' },
      { to: '/interventions', labelId: 'page.interventions', permission: 'intervention_view' },
    ],
  },
  {
    labelId: 'nav.group.reports',
    items: [
      { to: '/report', labelId: 'page.report', permission: 'personalized_report_view' },
      { to: '/bexrapports', labelId: 'page.maintenanceReports', permission: 'maintenance_report_view' },
      { to: '/cperapports', labelId: 'page.cpeReports', permission: 'cpe_report_view' },
    ],
  },
  {
    labelId: 'nav.group.parameters',
    items: [
      { to: '/parameters/projects', labelId: 'page.projects', permission: 'project_in_parameters_view' },
      { to: '/parameters/clients', labelId: 'page.clients', permission: 'client_view' },
      { to: '/parameters/places', labelId: 'page.places', permission: 'place_view' },
      { to: '/parameters/users', labelId: 'page.users', permission: 'user_view' },
      { to: '/parameters/contacts', labelId: 'page.contacts', permission: 'contact_view' },
      { to: '/parameters/permissions', labelId: 'page.permissions', permission: 'permission_role_view' },
    ],
  },
];

type PermissionHolder = Parameters<typeof hasPermission>[0];

/** The groups and items this user may see; empty groups are dropped. */
export function visibleNavigation(
  user: PermissionHolder,
  navigation: readonly NavigationGroup[] = NAVIGATION,
): NavigationGroup[] {
  return navigation
    .map((group) => ({ ...group, items: group.items.filter((item) => hasPermission(user, item.permission)) }))
    .filter((group) => group.items.length > 0);
}
