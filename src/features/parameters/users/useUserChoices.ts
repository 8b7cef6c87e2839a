import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import { rolesResource } from '../../../entities/users/usersApi';
import { isSuperuser } from '../../../lib/permissions';
import { roleNames, useCurrentUser } from '../../../entities/users/currentUser';
import { useRoleLabel } from './userLabels';

export interface Choice {
  value: string;
  label: string;
}

export interface UserChoices {
  roles: Choice[];
  clients: Choice[];
  /** The reads behind them, for their failure and Retry. */
  rolesQuery: UseQueryResult;
  clientsQuery: UseQueryResult;
}

/**
 * The user form's lists: the roles from GET roles (labels `role.*`; the super admin role only for a
 * superuser, who alone may grant it) and the clients without the hidden test ones (spec 001 §6).
 * The values already held stay offered, so that an edit never blanks a field it cannot show.
 */
export function useUserChoices(held: {
  roleId: string | null;
  client: { id: number; name: string } | null;
}): UserChoices {
  const roleLabel = useRoleLabel();
  const me = useCurrentUser();
  const superuser = isSuperuser({ isSuperuser: me.isSuperuser, roles: roleNames(me) });
  const rolesQuery = useQuery(rolesResource.listQuery());
  const clientsQuery = useQuery(structureChoicesQuery());
  const roles = (rolesQuery.data?.data ?? [])
    .filter((role) => superuser || role.name !== 'super_admin' || String(role.id) === held.roleId)
    .map((role) => ({ value: String(role.id), label: roleLabel(role.name) }));
  const clients = (clientsQuery.data?.clients ?? []).map((client) => ({
    value: String(client.id),
    label: client.name,
  }));
  if (held.client && !clients.some((client) => client.value === String(held.client?.id)))
    clients.push({ value: String(held.client.id), label: held.client.name });
  return { roles, clients, rolesQuery, clientsQuery };
}
