import { z } from 'zod';
import { orderingParam, parseOrdering, type ListSort } from '../../api/listPage';
import { cleanSearch } from '../../lib/searchParams';
import { HOME_COLUMNS } from './homeRows';
import type { AlertEventStatsParams } from '../../entities/events/alertEventStats';

/**
 * The home's URL state (CONVENTIONS "Routes and screens": every filter and sort is a search param,
 * defaults left out): the client → site → project filter passed to the stats call, and the data
 * quality table's sort. Shared links come from users, so a malformed field is dropped.
 */

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);

const isHomeSortField = (field: string | undefined) =>
  field !== undefined && (HOME_COLUMNS as readonly string[]).includes(field);

export const homeSearchSchema = z.object({
  clientId: positiveId,
  placeId: positiveId,
  projectId: positiveId,
  /** Ordering syntax of the data quality table: "project" ascending, "-offline" descending. */
  sort: z
    .string()
    .refine((value) => isHomeSortField(parseOrdering(value)?.field))
    .optional()
    .catch(undefined),
});
export type HomeSearch = z.infer<typeof homeSearchSchema>;

/** The table's sort, or null: the stats call's own order (favourites still first). */
export function homeSortOf(search: HomeSearch): ListSort | null {
  return parseOrdering(search.sort);
}

export function withHomeSort(search: HomeSearch, sort: ListSort | null): HomeSearch {
  return cleanSearch({ ...search, sort: orderingParam(sort) });
}

export function withHomeStructure(search: HomeSearch, structure: AlertEventStatsParams): HomeSearch {
  return cleanSearch({
    ...search,
    clientId: structure.clientId,
    placeId: structure.placeId,
    projectId: structure.projectId,
  });
}

/** What the stats call and the summary links are filtered by. */
export function homeStructureOf(search: HomeSearch): AlertEventStatsParams {
  const structure: AlertEventStatsParams = {};
  if (search.clientId !== undefined) structure.clientId = search.clientId;
  if (search.placeId !== undefined) structure.placeId = search.placeId;
  if (search.projectId !== undefined) structure.projectId = search.projectId;
  return structure;
}
