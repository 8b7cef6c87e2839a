import type { ComboboxItem } from '@mantine/core';
import { useMemo } from 'react';
import type { RegionStatus } from '../../../api/queryRegion';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { aggregationsQuery, unitsQuery } from '../../../entities/variables/api';
import type { AggregationRef, UnitRef } from '../../../entities/variables/refs';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';

export interface VariableChoices {
  units: ComboboxItem[];
  aggregations: ComboboxItem[];
  /** The reads of the two lists, for their failure line (with Retry) under the field. */
  unitsRegion: RegionStatus;
  aggregationsRegion: RegionStatus;
}

/**
 * The unit and aggregation choices (GET units, GET aggregations, spec 000 §7), aggregations by
 * their translated names. The variable's own unit and aggregation are always offered, so that a
 * list that failed to load never blanks what the variable holds.
 */
export function useVariableChoices(current?: { unit: UnitRef; aggregation: AggregationRef }): VariableChoices {
  const intl = useIntl();
  const units = useQueryRegion(unitsQuery.query());
  const aggregations = useQueryRegion(aggregationsQuery.query());
  const unitRows = units.data?.data;
  const aggregationRows = aggregations.data?.data;
  const currentUnit = current?.unit;
  const currentAggregation = current?.aggregation;

  const unitItems = useMemo(() => {
    const rows = [...(unitRows ?? [])];
    if (currentUnit && !rows.some((row) => row.id === currentUnit.id)) rows.unshift(currentUnit);
    return rows.map((row) => ({ value: String(row.id), label: row.name }));
  }, [unitRows, currentUnit]);

  const aggregationItems = useMemo(() => {
    const rows = [...(aggregationRows ?? [])];
    if (currentAggregation && !rows.some((row) => row.id === currentAggregation.id)) rows.unshift(currentAggregation);
    return rows.map((row) => ({
      value: String(row.id),
      label: intl.formatMessage({ id: `variables.fields.aggregation.${row.name}` satisfies MessageId }),
    }));
  }, [aggregationRows, currentAggregation, intl]);

  return { units: unitItems, aggregations: aggregationItems, unitsRegion: units, aggregationsRegion: aggregations };
}
