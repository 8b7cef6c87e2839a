import { z } from 'zod';
import { orderingParam, parseOrdering, type ListSort } from '../../../api/listPage';
import { withFilterChange } from '../../../lib/searchParams';
import { ROLES } from '../../../lib/permissions';
import type { UserListParams } from '../../../entities/users/usersApi';

/**
 * The users list's URL state (spec 001 §2 parameters/users; CONVENTIONS "Routes and screens"):
 * role, client, type and the name or e-mail search, the page and the sort, defaults left out. A
 * malformed field from a shared link is dropped rather than refusing the page.
 */

export const USER_TYPES = ['internal', 'external'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_USER_PAGE_SIZE = 25;

/** The `ordering` fields GET user sorts on (mocks/handlers/users/users.ts). */
export const USER_SORT_FIELDS = ['name', 'email', 'role', 'client', 'type'] as const;

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);

export const usersListSearchSchema = z.object({
  role: z.enum(ROLES).optional().catch(undefined),
  clientId: positiveId,
  type: z.enum(USER_TYPES).optional().catch(undefined),
  /** Name or e-mail. */
  q: z.coerce.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  pageSize: z.coerce.number().pipe(z.literal(USER_PAGE_SIZES)).optional().catch(undefined),
  sort: z
    .string()
    .refine((value) => (USER_SORT_FIELDS as readonly string[]).includes(parseOrdering(value)?.field ?? ''))
    .optional()
    .catch(undefined),
});
export type UsersListSearch = z.infer<typeof usersListSearchSchema>;

export const USERS_LIST_SEARCH_DEFAULTS: Partial<UsersListSearch> = { page: 1, pageSize: DEFAULT_USER_PAGE_SIZE };

/** A filter change, back to page 1. */
export function withUsersFilter(search: UsersListSearch, patch: Partial<UsersListSearch>): UsersListSearch {
  return withFilterChange(search, patch, USERS_LIST_SEARCH_DEFAULTS);
}

export function withUsersSort(search: UsersListSearch, sort: ListSort | null): UsersListSearch {
  return withFilterChange(search, { sort: orderingParam(sort) }, USERS_LIST_SEARCH_DEFAULTS);
}

/** Clears the filters; the sort and the page size stay. */
export function withoutUsersFilters(search: UsersListSearch): UsersListSearch {
  return withFilterChange({ sort: search.sort, pageSize: search.pageSize }, {}, USERS_LIST_SEARCH_DEFAULTS);
}

export const usersSortOf = (search: UsersListSearch): ListSort | null => parseOrdering(search.sort);

/** GET user's parameters for the page on screen; only what is set. */
export function usersListParams(search: UsersListSearch): UserListParams {
  const limit = search.pageSize ?? DEFAULT_USER_PAGE_SIZE;
  const params: UserListParams = { limit, offset: ((search.page ?? 1) - 1) * limit };
  if (search.role) params.role = search.role;
  if (search.clientId !== undefined) params.clientId = search.clientId;
  if (search.type) params.type = search.type;
  if (search.q) params.search = search.q;
  if (search.sort) params.ordering = search.sort;
  return params;
}
