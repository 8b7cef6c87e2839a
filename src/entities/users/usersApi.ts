import { z } from 'zod';
import { defineQuery } from '../../api/endpoint';
import { listPageSchema, type PageParams } from '../../api/listPage';
import { clientRefSchema } from '../structure/refs';
import { idSchema } from '../../api/schemas';
import { defineResource, listParams } from '../../api/resource';
import { userEmailSchema } from './userEmail';

/** Users, roles and permissions: spec 001 §3 and §7 "Users, roles, permissions". */

export const roleRefSchema = z.object({ id: idSchema, name: z.string() });
export type RoleRef = z.infer<typeof roleRefSchema>;

/**
 * Preferences: showFavoritesProject, language (fr or en) and the colour scheme (light, dark or
 * auto, the system's; any other value reads as no choice); other keys (column sets) are kept.
 */
export const userPreferencesSchema = z.looseObject({
  showFavoritesProject: z.boolean().nullish(),
  language: z.string().nullish(),
  colorScheme: z.enum(['light', 'dark', 'auto']).nullish().catch(null),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

export const favoriteProjectSchema = z.object({ id: idSchema, place: z.object({ id: idSchema }).nullish() });
export type FavoriteProject = z.infer<typeof favoriteProjectSchema>;

/** spec 001 §3 User: id, roles, client, email, type (internal or external; isExternal)... */
export const userSchema = z.object({
  id: idSchema,
  email: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  isExternal: z.boolean(),
  type: z.enum(['internal', 'external']).nullish(),
  isSuperuser: z.boolean().nullish(),
  roles: z.array(roleRefSchema),
  client: clientRefSchema.nullish(),
  permissions: z.array(z.object({ name: z.string() })).nullish(),
  preferences: userPreferencesSchema.nullish(),
  favoriteProjects: z.array(favoriteProjectSchema).nullish(),
});
export type User = z.infer<typeof userSchema>;

/**
 * POST user: no id, permissions nor superuser flag (the roles decide them). The e-mail follows
 * spec 000 §5 (userEmail.ts); roles and client go as references.
 */
export const userCreateSchema = z.object({
  email: userEmailSchema,
  firstName: z.string().trim().nullish(),
  lastName: z.string().trim().nullish(),
  isExternal: z.boolean(),
  client: z.object({ id: idSchema }).nullish(),
  roles: z.array(roleRefSchema.partial({ name: true })).min(1),
  preferences: userPreferencesSchema.optional(),
  favoriteProjects: z.array(favoriteProjectSchema).optional(),
});
export type UserCreate = z.input<typeof userCreateSchema>;

/** PUT user/{id}: the same fields, each optional; what is left out stays as it is. */
export const userUpdateSchema = userCreateSchema.partial();
export type UserUpdate = z.input<typeof userUpdateSchema>;

export type UserListParams = PageParams & {
  email?: string;
  /** A role name (super_admin, admin, operator, reader, customer_reader) or id. */
  role?: string | number;
  clientId?: number;
  name?: string;
  /** Name or e-mail, in one box. */
  search?: string;
  type?: 'internal' | 'external';
  /** `name`, `email`, `role`, `client` or `type`, `-` first for descending (src/api/listPage.ts). */
  ordering?: string;
};

export const usersResource = defineResource({
  name: 'user',
  path: 'user',
  item: userSchema,
  params: listParams<UserListParams>(),
  create: userCreateSchema,
  update: userUpdateSchema,
});

// ---- Roles and permissions --------------------------------------------------------------------

export const permissionSchema = z.object({ id: idSchema, name: z.string() });
export type Permission = z.infer<typeof permissionSchema>;

export const roleSchema = z.object({
  id: idSchema,
  name: z.string(),
  permissions: z.array(permissionSchema.partial({ id: true })).nullish(),
});
export type Role = z.infer<typeof roleSchema>;

/** PUT roles/{id}: the role's permission list only (superuser; NEEDS_SUPERUSER otherwise). */
export const roleUpdateSchema = z.object({
  permissions: z.array(z.object({ id: idSchema.nullish(), name: z.string() })),
});
export type RoleUpdate = z.input<typeof roleUpdateSchema>;

export const rolesResource = defineResource({
  name: 'roles',
  path: 'roles',
  item: roleSchema,
  params: listParams<PageParams>(),
  update: roleUpdateSchema,
  staleTime: 5 * 60_000,
});

/** GET permissions: every permission name with a count (spec 001 §3). */
export const permissionsQuery = defineQuery({
  name: 'permissions',
  path: 'permissions',
  schema: listPageSchema(permissionSchema),
  staleTime: 60 * 60_000,
});
