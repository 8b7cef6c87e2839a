import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { QuerySnapshot } from '../../../api/queryRegion';
import { useQueryRegion, useRegion } from '../../../api/useQueryRegion';
import { perimeterResource, type Aape, type Perimeter } from '../../../entities/savings/api';
import { balanceActionResource, type BalanceAape } from '../../../entities/savings/balanceApi';
import { graphDataQuery, type GraphData } from '../../../entities/variables/seriesData';
import type { PerimeterMeasureSeries } from './monthlySavings';
import { monthFirstDay, monthOfDay, type MonthIndex } from './months';
import { joinRegions } from './regions';
import { combineQueryResults } from '../../../api/combineQueryResults';

/** The measures' sum over each month: consumptions and savings add up (as the balances' reads do). */
const SUM_AGGREGATION_ID = 4;
const PERIMETER_LIMIT = 100;
const BALANCE_LIMIT = 100;
const ROLES = ['reference', 'consumption', 'saving'] as const;
type Role = (typeof ROLES)[number];

function measureId(perimeter: Perimeter, role: Role): number | null {
  if (role === 'reference') return perimeter.consumption_reference_measure_id ?? null;
  if (role === 'consumption') return perimeter.consumption_measure_id ?? null;
  return perimeter.saving_measure_id ?? null;
}

/** The main perimeter first (spec 001 §4), then by number. */
export function outlookPerimeters(aape: Aape, perimeters: readonly Perimeter[]): Perimeter[] {
  const main = (perimeter: Perimeter) => (perimeter.id === aape.mainPerimeter ? 0 : 1);
  return [...perimeters].sort((a, b) => main(a) - main(b) || a.number - b.number);
}

function outlookBasis(aape: Aape, perimeters: readonly Perimeter[], balances: readonly BalanceAape[]): OutlookBasis {
  const starts = balances.map((balance) => balance.balance_start_date).sort();
  return { perimeters: outlookPerimeters(aape, perimeters), startMonth: starts[0] ? monthOfDay(starts[0]) : null };
}

const combineMeasures = (results: UseQueryResult<GraphData>[]) => combineQueryResults(results);

export interface OutlookBasis {
  perimeters: Perimeter[];
  /** The first month of the follow-up: that of the AAPE's first balance; null without one. */
  startMonth: MonthIndex | null;
}

/**
 * What the outlook reads: the AAPE's perimeters and balances (the follow-up starts with its first
 * balance period), then each perimeter's measures (spec 001 §3) as graph-data summed by month
 * (spec 001 §7) from that start to today. `today` is fixed for the visit: the query keys derive
 * from it.
 */
export function useOutlookData(aape: Aape) {
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const perimeterRegion = useQueryRegion(perimeterResource.listQuery({ aapeId: aape.id, limit: PERIMETER_LIMIT }));
  const balanceRegion = useQueryRegion(balanceActionResource.listQuery({ aapeId: aape.id, limit: BALANCE_LIMIT }));

  const perimeterPage = perimeterRegion.data;
  const balancePage = balanceRegion.data;
  // Memoised on the answers (stable while unchanged), so the measure queries and the charts are too.
  const basisData = useMemo(
    () => (perimeterPage && balancePage ? outlookBasis(aape, perimeterPage.data, balancePage.data) : undefined),
    [aape, perimeterPage, balancePage],
  );
  const basisRegion = joinRegions(
    perimeterRegion,
    balanceRegion,
    (perimeters, balances) => basisData ?? outlookBasis(aape, perimeters.data, balances.data),
  );
  const basis = basisData ?? null;

  const end = aape.follow_up_end_date && aape.follow_up_end_date < today ? aape.follow_up_end_date : today;
  const plan = useMemo(() => {
    if (!basis || basis.startMonth === null) return [];
    return basis.perimeters.flatMap((perimeter) =>
      ROLES.flatMap((role) => {
        const id = measureId(perimeter, role);
        return id === null ? [] : [{ perimeterId: perimeter.id, role, id }];
      }),
    );
  }, [basis]);
  const start = basis?.startMonth != null ? `${monthFirstDay(basis.startMonth)}T00:00:00.000Z` : '';
  const measures = useQueries({
    queries: plan.map((measure) =>
      graphDataQuery.query({
        id: measure.id,
        aggregationId: SUM_AGGREGATION_ID,
        type: 'variable',
        start,
        end: `${end}T00:00:00.000Z`,
        preferredSampling: 1,
        preferredSamplingUnit: 'months',
      }),
    ),
    combine: combineMeasures,
  });

  const series = useMemo(() => {
    const byPerimeter = new Map<number, PerimeterMeasureSeries>();
    plan.forEach((measure, index) => {
      const answer = measures.data[index];
      if (!answer) return;
      byPerimeter.set(measure.perimeterId, { ...byPerimeter.get(measure.perimeterId), [measure.role]: answer.data });
    });
    return byPerimeter;
  }, [plan, measures.data]);

  const snapshot: QuerySnapshot<Map<number, PerimeterMeasureSeries>> = {
    // A chart missing one of its measures is a failure with Retry, not a partial drawing.
    data: measures.complete ? series : undefined,
    error: measures.error,
    isFetching: measures.isFetching,
    isPlaceholderData: false,
    dataUpdatedAt: measures.dataUpdatedAt,
    refetch: measures.refetch,
  };
  const measureRegion = useRegion(snapshot);

  return { today, basis, basisRegion, measureRegion };
}
