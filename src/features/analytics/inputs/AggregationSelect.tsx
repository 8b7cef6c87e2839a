import { Select } from '@mantine/core';
import type { AggregationRef } from '../../../entities/variables/refs';
import { useMessage } from '../../../i18n/useMessage';

export interface AggregationSelectProps {
  label: string;
  aggregations: readonly AggregationRef[];
  value: number | null;
  onChange: (aggregationId: number) => void;
  disabled?: boolean;
  w?: number | string;
}

/** The aggregation a variable is read with in the model (spec 001 §4: variable id and aggregation id). */
export function AggregationSelect({ label, aggregations, value, onChange, disabled, w = 150 }: AggregationSelectProps) {
  const t = useMessage();
  return (
    <Select
      label={label}
      data={aggregations.map((aggregation) => ({
        value: String(aggregation.id),
        label: t(`analytics.aggregation.${aggregation.name}`),
      }))}
      value={value === null ? null : String(value)}
      onChange={(next) => {
        if (next !== null) onChange(Number(next));
      }}
      allowDeselect={false}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
      w={w}
    />
  );
}

/** The translated name of an aggregation id, or null while the choices load. */
export function useAggregationName(aggregations: readonly AggregationRef[]): (id: number) => string | null {
  const t = useMessage();
  return (id) => {
    const aggregation = aggregations.find((candidate) => candidate.id === id);
    return aggregation ? t(`analytics.aggregation.${aggregation.name}`) : null;
  };
}
