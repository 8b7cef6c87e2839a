import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { defineQuery } from '../../api/endpoint';

/** spec 001 §3 User, as GET user/current answers it for the signed-in user. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  isExternal: z.boolean(),
  type: z.enum(['internal', 'external']).nullish(),
  isSuperuser: z.boolean().nullish(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  client: z.object({ id: z.number().int(), name: z.string(), shortName: z.string().nullish() }).nullish(),
  permissions: z.array(z.object({ name: z.string() })).nullish(),
  // Other preference keys (column sets) are kept so that a profile save sends them back.
  preferences: z.looseObject({ showFavoritesProject: z.boolean().nullish(), language: z.string().nullish() }).nullish(),
  favoriteProjects: z
    .array(z.object({ id: z.number().int(), place: z.object({ id: z.number().int() }).nullish() }))
    .nullish(),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Under ['user']: a user or role update (which invalidates ['user']) reloads it (spec 001 §4). */
export const currentUserQueryKey = ['user', 'current'] as const;

const currentUserEndpoint = defineQuery<undefined, typeof currentUserSchema>({
  key: currentUserQueryKey,
  path: 'user/current',
  params: () => ({}),
  schema: currentUserSchema,
});

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => currentUserEndpoint.fetch(undefined, signal),
    staleTime: 5 * 60_000,
  });
}

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
