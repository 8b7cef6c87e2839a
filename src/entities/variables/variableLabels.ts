import { useMessage } from '../../i18n/useMessage';
import type { VariableKind } from './api';
import type { AggregationRef } from './refs';

export interface VariableLabels {
  /** spec 000 §3: the five kinds of variable, in the user's language. */
  kind: (kind: VariableKind) => string;
  /** spec 000 §3: average, min, max, sum, counter, in the user's language. */
  aggregation: (aggregation: AggregationRef['name']) => string;
}

/** The translated names of a variable's kind and aggregation, for any screen that shows variables. */
export function useVariableLabels(): VariableLabels {
  const t = useMessage();
  return {
    kind: (kind) => t(`variables.picker.kind.${kind}`),
    aggregation: (aggregation) => t(`variables.picker.aggregation.${aggregation}`),
  };
}
