import { http, type HttpHandler } from 'msw';
import { PERMISSION_NAMES, isPermissionName } from '../../../src/lib/permissions';
import type { RoleRow } from '../../db/admin';
import { apiUrl, type MockApiContext } from '../context';
import {
  fail,
  hasPermission,
  idParam,
  paginate,
  readJson,
  requirePermission,
  requireSuperuser,
  route,
} from '../respond';
import { syncUserRights, userView } from './users';

/** spec 001 §3 "Permission: a list with a count": ids follow the catalogue's order. */
const permissionRef = (name: string) => ({
  id: PERMISSION_NAMES.indexOf(name as (typeof PERMISSION_NAMES)[number]) + 1,
  name,
});

function roleView(role: RoleRow) {
  return { id: role.id, name: role.name, permissions: role.permissions.map(permissionRef) };
}

/** PUT roles/{id} body: the permission list, as names, `{ name }` or `{ id }` items. */
function permissionNames(body: Record<string, unknown>): string[] {
  const raw = body.permissions;
  if (!Array.isArray(raw)) fail(400, 'INVALID_JSON');
  const names = raw.map((item: unknown) => {
    const ref = typeof item === 'object' && item !== null ? (item as { id?: unknown; name?: unknown }) : { name: item };
    const name =
      typeof ref.name === 'string' ? ref.name : typeof ref.id === 'number' ? PERMISSION_NAMES[ref.id - 1] : undefined;
    return name !== undefined && isPermissionName(name) ? name : fail(400, 'INVALID_JSON');
  });
  return PERMISSION_NAMES.filter((name) => names.includes(name));
}

// The signed-in user, roles and permissions (spec 001 §7 "Users, roles, permissions").
export function userHandlers(context: MockApiContext): HttpHandler[] {
  const url = (path: string) => apiUrl(context, path);
  return [
    http.get(
      url('user/current'),
      route(context, ({ caller }) => userView(context.db, caller)),
    ),

    // The roles list also feeds the user form's role choice: user readers may read it too.
    http.get(
      url('roles'),
      route(context, ({ url: request, caller }) => {
        if (!hasPermission(caller, 'permission_role_view') && !hasPermission(caller, 'user_view'))
          fail(403, 'PERMISSION_DENIED');
        return paginate(context.db.roles.map(roleView), request);
      }),
    ),
    // Editing a role's permissions is a superuser action; its users get the new list at once.
    http.put(
      url('roles/:id'),
      route(context, async ({ params, request, caller }) => {
        requireSuperuser(caller);
        const db = context.db;
        const id = idParam(params, 'id', 'ROLE_NOT_FOUND');
        const role = db.roles.find((row) => row.id === id) ?? fail(404, 'ROLE_NOT_FOUND');
        role.permissions = permissionNames(await readJson(request));
        for (const user of db.users) if (user.roles.some((held) => held.id === role.id)) syncUserRights(db, user);
        return roleView(role);
      }),
    ),
    http.get(
      url('permissions'),
      route(context, ({ url: request, caller }) => {
        requirePermission(caller, 'permission_role_view');
        return paginate(PERMISSION_NAMES.map(permissionRef), request);
      }),
    ),
  ];
}
