import { http, type HttpHandler } from 'msw';
import { isAllowedUserEmail } from '../../../src/entities/users/userEmail';
import { PERMISSION_NAMES } from '../../../src/lib/permissions';
import type { MockDatabase } from '../../db/database';
import { clientRef } from '../../db/structureRefs';
import type { MockUser } from '../../db/users';
import { booleanField, refIdField, textField, type Body } from '../adminFields';
import { apiUrl, type MockApiContext } from '../context';
import { byNumber, byText, crudHandlers } from '../crudHandlers';
import {
  fail,
  hasPermission,
  idParam,
  orderRows,
  readJson,
  requirePermission,
  requireSuperuser,
  route,
} from '../respond';
import { seesClient } from '../scope';

const SUPER_ADMIN = 'super_admin';

/**
 * A user's permissions are those of their roles as the roles table holds them now (spec 001 §4:
 * editing a role changes what its users may do), in the catalogue's order.
 */
export function permissionsOfRoles(db: MockDatabase, roleIds: readonly number[]): { name: string }[] {
  const granted = new Set(db.roles.filter((role) => roleIds.includes(role.id)).flatMap((role) => role.permissions));
  return PERMISSION_NAMES.filter((name) => granted.has(name)).map((name) => ({ name }));
}

/** The row's derived fields follow its roles: the caller's rights are read from the row. */
export function syncUserRights(db: MockDatabase, user: MockUser): void {
  user.roles = user.roles.map((held) => ({
    id: held.id,
    name: db.roles.find((role) => role.id === held.id)?.name ?? held.name,
  }));
  user.permissions = permissionsOfRoles(
    db,
    user.roles.map((role) => role.id),
  );
  user.isSuperuser = user.roles.some((role) => role.name === SUPER_ADMIN);
}

/** spec 001 §3 User, with nested refs rebuilt from the rows so that renames and moves show. */
export function userView(db: MockDatabase, user: MockUser) {
  const placeOf = new Map(db.projects.map((project) => [project.id, project.placeId]));
  const roles = user.roles.map((held) => ({
    id: held.id,
    name: db.roles.find((role) => role.id === held.id)?.name ?? held.name,
  }));
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isExternal: user.isExternal,
    type: user.isExternal ? ('external' as const) : ('internal' as const),
    isSuperuser: roles.some((role) => role.name === SUPER_ADMIN),
    roles,
    client: user.client ? clientRef(db, user.client.id) : null,
    permissions: permissionsOfRoles(
      db,
      roles.map((role) => role.id),
    ),
    preferences: user.preferences,
    favoriteProjects: user.favoriteProjects.flatMap((favourite) => {
      const placeId = placeOf.get(favourite.id);
      return placeId === undefined ? [] : [{ id: favourite.id, place: { id: placeId } }];
    }),
  };
}

function canReadUsers(caller: MockUser): boolean {
  return hasPermission(caller, 'user_view') || hasPermission(caller, 'user_reader_view');
}

function rolesField(db: MockDatabase, body: Body, fallback: MockUser['roles']): MockUser['roles'] {
  if (!('roles' in body)) return fallback;
  const raw = body.roles;
  if (!Array.isArray(raw) || raw.length === 0) fail(400, 'INVALID_JSON');
  const roles = raw.map((item: unknown) => {
    const ref = (typeof item === 'object' && item !== null ? item : { name: item }) as Body;
    const role = db.roles.find((row) => row.id === ref.id || (ref.id === undefined && row.name === ref.name));
    return role ? { id: role.id, name: role.name } : fail(400, 'INVALID_JSON');
  });
  return roles.filter((role, index) => roles.findIndex((other) => other.id === role.id) === index);
}

/** spec 001 §5: only fr and en; any other value falls back to fr. */
function preferencesField(body: Body, fallback: MockUser['preferences']): MockUser['preferences'] {
  const raw = body.preferences;
  if (raw === undefined || raw === null) return fallback;
  if (typeof raw !== 'object' || Array.isArray(raw)) fail(400, 'INVALID_JSON');
  const merged = { ...fallback, ...(raw as Body) };
  const language =
    merged.language === null || merged.language === undefined ? null : merged.language === 'en' ? 'en' : 'fr';
  if (typeof merged.showFavoritesProject !== 'boolean') fail(400, 'INVALID_JSON');
  // The colour scheme (issue 36): light, dark or the system's ('auto'); null or absent is no choice.
  const scheme = merged.colorScheme;
  if (scheme !== undefined && scheme !== null && scheme !== 'light' && scheme !== 'dark' && scheme !== 'auto') {
    fail(400, 'INVALID_JSON');
  }
  return { ...merged, showFavoritesProject: merged.showFavoritesProject, language };
}

function favouritesField(
  db: MockDatabase,
  body: Body,
  user: Pick<MockUser, 'isExternal' | 'client'>,
  fallback: MockUser['favoriteProjects'],
) {
  if (!('favoriteProjects' in body)) return fallback;
  const raw = body.favoriteProjects;
  if (!Array.isArray(raw)) fail(400, 'INVALID_JSON');
  const ids = [
    ...new Set(raw.map((item: unknown) => (typeof item === 'object' && item !== null ? (item as Body).id : item))),
  ];
  return ids.map((id) => {
    const project = db.projects.find((row) => row.id === id) ?? fail(404, 'PROJECT_NOT_FOUND');
    const clientId = db.places.find((place) => place.id === project.placeId)?.clientId;
    // A customer only sees, hence only favours, their own client's projects.
    if (user.isExternal && user.client && clientId !== user.client.id) fail(404, 'PROJECT_NOT_FOUND');
    return { id: project.id, place: { id: project.placeId } };
  });
}

/** The fields only user_manage may change (spec 001 §7 "PUT user/{id} with preferences, favoriteProjects, roles"). */
function identityFields(db: MockDatabase, body: Body, user: MockUser | undefined) {
  const email = (textField(body, 'email', user?.email ?? null) ?? '').toLowerCase();
  if (!isAllowedUserEmail(email)) fail(400, 'INVALID_EMAIL_DOMAIN');
  if (db.users.some((other) => other.id !== user?.id && other.email.toLowerCase() === email))
    fail(409, 'DUPLICATE_USER');
  const typeExternal = body.type === 'external' ? true : body.type === 'internal' ? false : undefined;
  const isExternal = booleanField(body, 'isExternal', typeExternal ?? user?.isExternal ?? false);
  const clientId = refIdField(body, 'client', 'clientId');
  const client =
    clientId === undefined
      ? (user?.client ?? null)
      : clientId === null
        ? null
        : db.clients.find((row) => row.id === clientId);
  if (client === undefined) fail(404, 'CLIENT_NOT_FOUND');
  return {
    email,
    firstName: textField(body, 'firstName', user?.firstName ?? '') ?? '',
    lastName: textField(body, 'lastName', user?.lastName ?? '') ?? '',
    isExternal,
    client: client ? { id: client.id, name: client.name } : null,
    roles: rolesField(db, body, user?.roles ?? []),
  };
}

type Identity = ReturnType<typeof identityFields>;

function identityChanged(user: MockUser, next: Identity): boolean {
  const roleIds = (roles: MockUser['roles']) =>
    roles
      .map((role) => role.id)
      .sort()
      .join(',');
  return (
    user.email !== next.email ||
    user.firstName !== next.firstName ||
    user.lastName !== next.lastName ||
    user.isExternal !== next.isExternal ||
    (user.client?.id ?? null) !== (next.client?.id ?? null) ||
    roleIds(user.roles) !== roleIds(next.roles)
  );
}

const holdsSuperAdmin = (roles: MockUser['roles']) => roles.some((role) => role.name === SUPER_ADMIN);

/** A customer sees the people of their own client only (scope.ts); the provider's staff see everyone. */
const seesUser = (caller: MockUser, user: MockUser) =>
  !caller.isExternal || user.id === caller.id || (user.isExternal && seesClient(caller, user.client?.id));

// The users calls of spec 001 §7 "Users, roles, permissions" (user/current is in user.ts).
export function usersHandlers(context: MockApiContext): HttpHandler[] {
  const url = (path: string) => apiUrl(context, path);
  const userOr404 = (caller: MockUser, id: number) =>
    context.db.users.find((user) => user.id === id && seesUser(caller, user)) ?? fail(404, 'USER_NOT_FOUND');
  return [
    ...crudHandlers<MockUser>(context, {
      path: 'user',
      calls: ['list', 'create', 'delete'],
      table: (db) => db.users,
      notFound: 'USER_NOT_FOUND',
      permissions: { view: ['user_view', 'user_reader_view'], manage: 'user_manage' },
      scope: (user, { caller }) => seesUser(caller, user),
      view: (user, db) => userView(db, user),
      filters: {
        email: byText((user) => user.email),
        name: byText((user) => `${user.firstName} ${user.lastName}`),
        role: (role) => (user) => user.roles.some((held) => String(held.id) === role || held.name === role),
        clientId: byNumber((user) => user.client?.id),
        // The users screen's one search box: name or e-mail.
        search: byText((user) => `${user.firstName} ${user.lastName} ${user.email}`),
        type: (type) => (user) =>
          type === 'external' ? user.isExternal : type === 'internal' ? !user.isExternal : true,
      },
      order: (rows, url) =>
        orderRows(rows, url, {
          name: (user) => `${user.lastName} ${user.firstName}`,
          email: (user) => user.email,
          // By rank (super admin first), as the role ids are.
          role: (user) => Math.min(...user.roles.map((role) => role.id)),
          client: (user) => user.client?.name ?? null,
          type: (user) => (user.isExternal ? 'external' : 'internal'),
        }),
      read: (body, { db, caller }) => {
        const identity = identityFields(db, body, undefined);
        if (identity.roles.length === 0) fail(400, 'INVALID_JSON');
        // Only a superuser creates a super admin (spec 000 §6 "some admin actions").
        if (holdsSuperAdmin(identity.roles)) requireSuperuser(caller);
        return {
          ...identity,
          isSuperuser: false,
          permissions: [],
          preferences: preferencesField(body, { showFavoritesProject: true, language: null }),
          favoriteProjects: favouritesField(db, body, identity, []),
        };
      },
      newRow: (fields, { db, id }) => {
        const user: MockUser = { id, ...fields };
        syncUserRights(db, user);
        return user;
      },
      beforeDelete: (user, { caller }) => {
        if (user.id === caller.id) fail(409, 'NOT_DELETABLE');
        if (holdsSuperAdmin(user.roles)) requireSuperuser(caller);
      },
    }),
    http.get(
      url('user/:id'),
      route(context, ({ params, caller }) => {
        const id = idParam(params, 'id', 'USER_NOT_FOUND');
        if (id !== caller.id && !canReadUsers(caller)) fail(403, 'PERMISSION_DENIED');
        return userView(context.db, userOr404(caller, id));
      }),
    ),
    http.put(
      url('user/:id'),
      route(context, async ({ params, request, caller }) => {
        const db = context.db;
        const user = userOr404(caller, idParam(params, 'id', 'USER_NOT_FOUND'));
        const body = await readJson(request);
        const self = user.id === caller.id;
        const identity = identityFields(db, body, user);
        const changed = identityChanged(user, identity);
        // Anyone may save their own preferences and favourites (profile page), even a reader.
        if (!self || changed) requirePermission(caller, 'user_manage');
        if ((!self && holdsSuperAdmin(user.roles)) || (changed && holdsSuperAdmin(identity.roles)))
          requireSuperuser(caller);
        Object.assign(user, identity, {
          preferences: preferencesField(body, user.preferences),
          favoriteProjects: favouritesField(db, body, identity, user.favoriteProjects),
        });
        syncUserRights(db, user);
        return userView(db, user);
      }),
    ),
  ];
}
