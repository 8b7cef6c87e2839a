import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../api/http';

export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  isExternal: z.boolean(),
  isSuperuser: z.boolean().nullish(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  client: z.object({ id: z.number().int(), name: z.string() }).nullish(),
  permissions: z.array(z.object({ name: z.string() })).nullish(),
  preferences: z
    .object({ showFavoritesProject: z.boolean().nullish(), language: z.string().nullish() })
    .passthrough()
    .nullish(),
  favoriteProjects: z.array(z.object({ id: z.number().int(), place: z.object({ id: z.number().int() }).nullish() })).nullish(),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

export const currentUserQueryKey = ['user', 'current'] as const;

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: async ({ signal }) => currentUserSchema.parse(await http().get('user/current', { signal }).json()),
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
