import { useQueries, useQuery } from '@tanstack/react-query';
import { aggregationsQuery, variablesResource, type Variable } from '../../../entities/variables/api';
import type { AggregationRef } from '../../../entities/variables/refs';

/**
 * The variables the URL names by id, read one by one (cached: the picker's choice is the same
 * read), so that a shared link shows names and units, not numbers.
 */
export function useVariablesById(ids: readonly number[]): Map<number, Variable> {
  const unique = [...new Set(ids)];
  const results = useQueries({ queries: unique.map((id) => variablesResource.detailQuery(id)) });
  const byId = new Map<number, Variable>();
  results.forEach((result) => {
    if (result.data) byId.set(result.data.id, result.data);
  });
  return byId;
}

/** GET aggregations: average, min, max, sum, counter with their fixed ids (spec 000 §3). */
export function useAggregations(): readonly AggregationRef[] {
  const { data } = useQuery(aggregationsQuery.query());
  return data?.data ?? [];
}
