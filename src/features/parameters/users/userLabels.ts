import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isRole } from '../../../lib/permissions';
import type { User } from '../../../entities/users/usersApi';

/** "Léa Morin", or the e-mail when the user has no name. */
export function userName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}

/** A role's product name (`role.*`); a role the product does not know keeps its server name. */
export function useRoleLabel(): (name: string) => string {
  const intl = useIntl();
  return useCallback((name: string) => (isRole(name) ? intl.formatMessage({ id: `role.${name}` }) : name), [intl]);
}
