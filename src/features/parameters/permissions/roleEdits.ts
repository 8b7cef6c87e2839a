import type { PermissionName } from '../../../lib/permissions';
import { isPermissionName } from '../../../lib/permissions';
import type { Role } from '../../../entities/users/usersApi';

/**
 * The super admin's unsaved ticks, per role: the role's whole edited list (PUT roles/{id} sends the
 * full list), or nothing while the role is as saved.
 */
export type RoleEdits = Readonly<Record<number, readonly PermissionName[]>>;

export function savedNames(role: Role): PermissionName[] {
  return (role.permissions ?? []).map((permission) => permission.name).filter(isPermissionName);
}

export function namesOf(role: Role, edits: RoleEdits): readonly PermissionName[] {
  return edits[role.id] ?? savedNames(role);
}

/** The names whose tick differs from what is saved. */
export function changedNames(role: Role, edits: RoleEdits): PermissionName[] {
  const edited = edits[role.id];
  if (!edited) return [];
  const saved = new Set(savedNames(role));
  const now = new Set(edited);
  return [...new Set([...saved, ...now])].filter((name) => saved.has(name) !== now.has(name));
}

/** Ticks or unticks one permission; a role ticked back to what is saved has no edit left. */
export function toggled(role: Role, edits: RoleEdits, name: PermissionName, granted: boolean): RoleEdits {
  const current = namesOf(role, edits);
  const next = granted ? [...new Set([...current, name])] : current.filter((held) => held !== name);
  const withRole = { ...edits, [role.id]: next };
  if (changedNames(role, withRole).length > 0) return withRole;
  return withoutRole(edits, role.id);
}

export function withoutRole(edits: RoleEdits, roleId: number): RoleEdits {
  return Object.fromEntries(Object.entries(edits).filter(([id]) => Number(id) !== roleId));
}
