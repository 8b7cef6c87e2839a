import { PERMISSION_NAMES, isViewPermission, type PermissionName } from '../../../lib/permissions';

/**
 * The permissions screen's areas (spec 001 §6 names the permissions, not their grouping: this is
 * ours, by what a permission opens in the product). Each area lists permission families in the
 * order shown; a family is a name's stem, so that `user` holds user_view and user_manage, and an
 * exact name (project_manage) is a family of one.
 */
export const PERMISSION_AREAS = [
  { area: 'people', families: ['user', 'user_reader', 'permission_role', 'client', 'place', 'contact'] },
  {
    area: 'structure',
    families: [
      'project_manage',
      'project_in_parameters_view',
      'project_in_projects_view',
      'home_page_view',
      'energy_saving_view',
    ],
  },
  {
    area: 'data',
    families: [
      'self_service',
      'variable_import',
      'variable_project_manage',
      'variable_configuration',
      'unit_configuration_manage',
      'history_view',
      'data_explorer',
    ],
  },
  { area: 'alerting', families: ['alerting_configuration', 'alerting_scenario', 'alerting_event'] },
  {
    area: 'reports',
    families: ['data_analytic', 'personalized_report', 'maintenance_report', 'cpe_report', 'intervention', 'synoptic'],
  },
] as const;

export type PermissionArea = (typeof PERMISSION_AREAS)[number]['area'] | 'other';

export interface PermissionGroup {
  area: PermissionArea;
  names: PermissionName[];
}

const FAMILIES = PERMISSION_AREAS.flatMap(({ area, families }, areaIndex) =>
  families.map((family, familyIndex) => ({ area, family, rank: areaIndex * 100 + familyIndex })),
);

/** The family a name belongs to: the longest stem it is or starts with (user_reader_view → user_reader, not user). */
function familyOf(name: string) {
  let best: (typeof FAMILIES)[number] | undefined;
  for (const candidate of FAMILIES) {
    const matches = name === candidate.family || name.startsWith(`${candidate.family}_`);
    if (matches && (!best || candidate.family.length > best.family.length)) best = candidate;
  }
  return best;
}

/**
 * The names grouped by area, in the areas' order; within an area, family by family with the view
 * variant before the manage one. A name no area claims (a newer server's) goes to `other`, last,
 * so that every name shows exactly once.
 */
export function groupPermissions(names: readonly PermissionName[] = PERMISSION_NAMES): PermissionGroup[] {
  const ranked = names.map((name, index) => {
    const family = familyOf(name);
    // View first (0), then the page variant (1), then manage (2): variants read side by side.
    const variant = name.endsWith('_manage') ? 2 : isViewPermission(name) && !name.endsWith('_view') ? 1 : 0;
    return { name, area: family?.area ?? ('other' as const), rank: family ? family.rank : 10_000 + index, variant };
  });
  ranked.sort((a, b) => a.rank - b.rank || a.variant - b.variant);
  const groups: PermissionGroup[] = [];
  for (const { name, area } of ranked) {
    const last = groups.at(-1);
    if (last && last.area === area) last.names.push(name);
    else groups.push({ area, names: [name] });
  }
  return groups;
}
