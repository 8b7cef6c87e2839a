import { z } from 'zod';
import { defineListSearch, type ListSearchOf } from '../../../api/listSearch';
import { ROLES } from '../../../lib/permissions';
import type { UserListParams } from '../../../entities/users/usersApi';

/**
 * The users list's URL state (spec 001 §2 parameters/users; CONVENTIONS "Routes and screens"):
 * role, client, type and the name or e-mail search, the page and the sort, defaults left out. A
 * malformed field from a shared link is dropped rather than refusing the page.
 */

export const USER_TYPES = ['internal', 'external'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const usersListSearch = defineListSearch({
  filters: {
    role: z.enum(ROLES).optional().catch(undefined),
    clientId: z.coerce.number().int().positive().optional().catch(undefined),
    type: z.enum(USER_TYPES).optional().catch(undefined),
    /** Name or e-mail. */
    q: z.coerce.string().trim().max(200).optional().catch(undefined),
  },
  pageSizes: [25, 50, 100],
  defaultPageSize: 25,
  /** The `ordering` fields GET user sorts on (mocks/handlers/users/users.ts). */
  sortFields: ['name', 'email', 'role', 'client', 'type'],
  filterParams: (search): UserListParams => {
    const params: UserListParams = {};
    if (search.role) params.role = search.role;
    if (search.clientId !== undefined) params.clientId = search.clientId;
    if (search.type) params.type = search.type;
    if (search.q) params.search = search.q;
    return params;
  },
});

export const usersListSearchSchema = usersListSearch.schema;
export type UsersListSearch = ListSearchOf<typeof usersListSearch>;
