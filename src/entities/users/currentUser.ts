import { useSuspenseQuery } from '@tanstack/react-query';
import { defineQuery } from '../../api/endpoint';
import { userSchema, usersResource, type User } from './usersApi';

/** spec 001 §3 User: GET user/current answers the signed-in user as GET user/{id} would. */
export type CurrentUser = User;

/** Under the users' key: a user or role update reloads it (spec 001 §4). */
export const currentUserQuery = defineQuery({
  name: 'current',
  of: usersResource,
  path: 'user/current',
  schema: userSchema,
  staleTime: 5 * 60_000,
});

export const currentUserQueryOptions = () => currentUserQuery.query();

export function displayName(user: CurrentUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.email;
}

export function roleNames(user: CurrentUser): string[] {
  return user.roles.map((role) => role.name);
}

/** The signed-in user inside the authenticated layout (its loader has fetched it already). */
export function useCurrentUser(): CurrentUser {
  return useSuspenseQuery(currentUserQueryOptions()).data;
}
