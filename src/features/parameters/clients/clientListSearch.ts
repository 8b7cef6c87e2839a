import { z } from 'zod';
import { parseOrdering, type ListSort } from '../../../api/listPage';
import { cleanSearch } from '../../../lib/searchParams';

/** The clients list's view in the URL: the name search and the sort (spec 001 §2, CONVENTIONS). */
export const CLIENT_SORT_FIELDS = ['name', 'shortName', 'places', 'projects'] as const;
export type ClientSortField = (typeof CLIENT_SORT_FIELDS)[number];

export const clientListSearchSchema = z.object({
  /** Part of a client's name or short name (GET clients?name=). */
  name: z.string().trim().min(1).max(100).optional().catch(undefined),
  /** "name" ascending, "-projects" descending; none: by name. */
  sort: z
    .string()
    .refine((value) => (CLIENT_SORT_FIELDS as readonly string[]).includes(parseOrdering(value)?.field ?? ''))
    .optional()
    .catch(undefined),
});
export type ClientListSearch = z.infer<typeof clientListSearchSchema>;

export function withClientSearch(search: ClientListSearch, patch: Partial<ClientListSearch>): ClientListSearch {
  return cleanSearch({ ...search, ...patch });
}

export function clientSortOf(search: ClientListSearch): ListSort | null {
  return parseOrdering(search.sort);
}
