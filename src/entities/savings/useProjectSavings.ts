import { useQueries, useQuery } from '@tanstack/react-query';
import type { QueryRegion, QuerySnapshot } from '../../api/queryRegion';
import { useRegion } from '../../api/useQueryRegion';
import { aapesByNumber, perimeterResource, projectAapesQuery, type Aape, type Perimeter } from './api';
import { projectBilansQuery, type BilanBalance } from './balanceApi';

/** An AAPE has a few perimeters: one page. */
export const AAPE_PERIMETER_LIMIT = 100;

export interface ProjectSavings {
  /** By number ascending. */
  aapes: Aape[];
  perimetersByAape: ReadonlyMap<number, Perimeter[]>;
  /** By year descending, then AAPE number ascending, as the server answers them. */
  balances: BilanBalance[];
}

type Snapshot = Omit<QuerySnapshot<unknown>, 'data'>;

/** Several reads as one: failed when one failed, fetching while one is, the oldest data's time. */
function combined<T>(snapshots: readonly Snapshot[], data: T | undefined): QuerySnapshot<T> {
  return {
    data,
    error: snapshots.find((snapshot) => snapshot.error)?.error ?? null,
    isFetching: snapshots.some((snapshot) => snapshot.isFetching),
    isPlaceholderData: snapshots.some((snapshot) => snapshot.isPlaceholderData),
    dataUpdatedAt: Math.min(...snapshots.map((snapshot) => snapshot.dataUpdatedAt)),
    refetch: () => {
      for (const snapshot of snapshots) if (snapshot.error || !snapshot.isFetching) void snapshot.refetch();
    },
  };
}

/**
 * Everything the follow-up of a project is computed from (issue 17 item 1): its AAPE, each AAPE's
 * perimeters (their targets, prices and coefficients value the commitment, their energies give
 * the unit of each figure) and the project's bilans, as one region: the figures are shown only
 * when all three agree on one moment. The energy-savings overview and the project's detail both
 * read it, so that they show the same figures.
 */
export function useProjectSavings(projectId: number): QueryRegion<ProjectSavings> {
  const aapes = useQuery(projectAapesQuery(projectId));
  const bilans = useQuery(projectBilansQuery.query({ projectId }));
  const aapeList = aapes.data?.data ?? [];
  const perimeters = useQueries({
    queries: aapeList.map((aape) => perimeterResource.listQuery({ aapeId: aape.id, limit: AAPE_PERIMETER_LIMIT })),
  });
  const ready = aapes.data !== undefined && bilans.data !== undefined && perimeters.every((query) => query.data);
  const data: ProjectSavings | undefined = ready
    ? {
        aapes: aapesByNumber(aapeList),
        perimetersByAape: new Map(aapeList.map((aape, index) => [aape.id, perimeters[index]?.data?.data ?? []])),
        balances: bilans.data?.balanceAapes ?? [],
      }
    : undefined;
  const snapshots: Snapshot[] = [aapes, bilans];
  for (const query of perimeters) snapshots.push(query);
  return useRegion(combined(snapshots, data));
}
