import { z } from 'zod';
import type { ScreenQueries } from '../../../api/prefetchQueries';
import { projectAapesQuery } from '../../../entities/savings/api';
import { projectBilansQuery } from '../../../entities/savings/balanceApi';
import { perimeterDialogSearch } from '../perimeters/perimeterDialogSearch';

/**
 * The energy-savings screen's URL state (spec 001 §2 economy-energy; CONVENTIONS "Routes and
 * screens"): the structure chosen, the AAPE open and its perimeter dialog. A malformed id from a shared link is dropped.
 */
const positiveId = z.coerce.number().int().positive().optional().catch(undefined);

export const economyEnergySearchSchema = z.object({
  clientId: positiveId,
  placeId: positiveId,
  projectId: positiveId,
  aapeId: positiveId,
  ...perimeterDialogSearch,
});
export type EconomyEnergySearch = z.infer<typeof economyEnergySearchSchema>;

/** What the screen reads first, prefetched by the route: the project's AAPE and bilans. */
export function economyEnergyQueries(search: EconomyEnergySearch): ScreenQueries {
  if (search.projectId === undefined) return {};
  return {
    aapes: projectAapesQuery(search.projectId),
    bilans: projectBilansQuery.query({ projectId: search.projectId }),
  };
}
