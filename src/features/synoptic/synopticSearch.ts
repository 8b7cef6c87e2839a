import { graphEventsSearch } from '../../entities/events/graphEventsSearch';
import { z } from 'zod';
import type { ScreenQueries } from '../../api/prefetchQueries';
import { projectSynopticsQuery } from '../../entities/synoptic/api';

/**
 * The synoptic screen's URL state (spec 001 §2 synoptique, §5 "a project must be chosen";
 * CONVENTIONS "Routes and screens"): the structure chosen, the synoptic open and whether it is
 * being configured. A malformed id from a shared link is dropped.
 */
const positiveId = z.coerce.number().int().positive().optional().catch(undefined);

export const SYNOPTIC_MODES = ['view', 'edit'] as const;
export type SynopticMode = (typeof SYNOPTIC_MODES)[number];

export const synopticSearchSchema = z.object({
  clientId: positiveId,
  placeId: positiveId,
  projectId: positiveId,
  synopticId: positiveId,
  /** The view by default; `edit` opens the configuration (synoptic manage only). */
  mode: z.enum(SYNOPTIC_MODES).optional().catch(undefined),
  /** `off`: the markers' 24-hour charts leave out their variable's alert events (issue 36). */
  ...graphEventsSearch,
});
export type SynopticSearch = z.infer<typeof synopticSearchSchema>;

/** What the screen reads first, prefetched by the route: the project's synoptics in their order. */
export function synopticQueries(search: SynopticSearch): ScreenQueries {
  if (search.projectId === undefined) return {};
  return { synoptics: projectSynopticsQuery.query({ projectId: search.projectId }) };
}
