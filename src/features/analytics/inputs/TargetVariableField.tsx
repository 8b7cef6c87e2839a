import { Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { VariableWithAggregation } from '../../../entities/analytics/explanatoryVariables';
import { variablesResource, type Variable } from '../../../entities/variables/api';
import type { AggregationRef } from '../../../entities/variables/refs';
import { VariablePicker } from '../../../entities/variables/VariablePicker/VariablePicker';
import { useMessage } from '../../../i18n/useMessage';
import { AggregationSelect } from './AggregationSelect';

export interface TargetVariableFieldProps {
  projectId: number | null;
  value: VariableWithAggregation | null;
  variable: Variable | null;
  aggregations: readonly AggregationRef[];
  onChange: (next: VariableWithAggregation | null) => void;
  error?: string;
  readOnly: boolean;
}

/** The variable to model (spec 001 §4) among the project's, with the aggregation it is read with. */
export function TargetVariableField(props: TargetVariableFieldProps) {
  const t = useMessage();
  const queryClient = useQueryClient();
  const { value, variable, readOnly } = props;
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <div style={{ flex: '1 1 280px', minWidth: 240 }}>
        <VariablePicker
          label={t('analytics.target.label')}
          filter={props.projectId === null ? undefined : { projectId: props.projectId }}
          disabled={readOnly || props.projectId === null}
          description={props.projectId === null ? t('analytics.target.projectFirst') : undefined}
          required
          error={props.error}
          value={variable}
          onChange={(picked) => {
            if (picked) queryClient.setQueryData(variablesResource.detailQuery(picked.id).queryKey, picked);
            props.onChange(picked ? { variableId: picked.id, aggregationId: picked.aggregationId } : null);
          }}
        />
      </div>
      <AggregationSelect
        label={t('analytics.target.aggregation')}
        aggregations={props.aggregations}
        value={value?.aggregationId ?? null}
        disabled={readOnly || value === null}
        onChange={(aggregationId) => value && props.onChange({ variableId: value.variableId, aggregationId })}
      />
    </Group>
  );
}
