import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Variable } from '../../../entities/variables/api';
import type { AggregationRef } from '../../../entities/variables/refs';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';
import type { DateRange } from '../../../lib/dateRanges';
import { DateRangePicker } from '../../../ui/DateRangePicker/DateRangePicker';
import type { InputProblem, ModellingInputs } from '../analyticsSearch';
import { ExplanatoryVariablesField } from './ExplanatoryVariablesField';
import { ProjectField } from './ProjectField';
import { SamplingField } from './SamplingField';
import { TargetVariableField } from './TargetVariableField';

export interface ModellingInputsPanelProps {
  inputs: ModellingInputs;
  onChange: (next: ModellingInputs) => void;
  /** The period the inputs stand for now (a shortcut resolved). */
  period: DateRange;
  variables: ReadonlyMap<number, Variable>;
  aggregations: readonly AggregationRef[];
  /** Shown once the user tried to run or save. */
  problems: readonly InputProblem[];
  readOnly: boolean;
  /** Run, save: below the inputs. */
  actions: ReactNode;
}

/**
 * The modelling inputs of spec 001 §4: a project, the variable to model, the explanatory variables,
 * a period and a sampling. A new project empties the variables (they belong to the project) and
 * leaves the saved configuration the inputs came from.
 */
export function ModellingInputsPanel(props: ModellingInputsPanelProps) {
  const t = useMessage();
  const { inputs, onChange, readOnly, problems } = props;
  const problem = (name: InputProblem, message: string) => (problems.includes(name) ? message : undefined);
  const target = inputs.target ? (props.variables.get(inputs.target.variableId) ?? null) : null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="analytics-inputs-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="analytics-inputs-title">
          {t('analytics.inputs.title')}
        </Title>
        <ProjectField
          value={inputs.projectId}
          readOnly={readOnly}
          error={problem('project', t('analytics.inputs.projectRequired'))}
          onChange={(projectId) =>
            onChange({ ...inputs, projectId, configurationId: null, target: null, explanatory: [] })
          }
        />
        <TargetVariableField
          projectId={inputs.projectId}
          value={inputs.target}
          variable={target}
          aggregations={props.aggregations}
          readOnly={readOnly}
          error={problem('target', t('analytics.inputs.targetRequired'))}
          onChange={(next) => onChange({ ...inputs, target: next })}
        />
        <ExplanatoryVariablesField
          projectId={inputs.projectId}
          value={inputs.explanatory}
          variables={props.variables}
          aggregations={props.aggregations}
          readOnly={readOnly}
          error={
            problem('explanatory', t('analytics.inputs.explanatoryRequired')) ??
            problem('explainsItself', t('analytics.inputs.explainsItself'))
          }
          onChange={(explanatory) => onChange({ ...inputs, explanatory })}
        />
        {readOnly ? (
          <Text size="sm">
            {t('analytics.inputs.periodText', {
              start: formatDateTime(props.period.start),
              end: formatDateTime(props.period.end),
            })}
          </Text>
        ) : (
          <DateRangePicker
            label={t('analytics.inputs.period')}
            value={inputs.period}
            onChange={(period) => onChange({ ...inputs, period: period ?? inputs.period })}
          />
        )}
        <SamplingField
          period={props.period}
          value={inputs.sampling}
          readOnly={readOnly}
          onChange={(sampling) => onChange({ ...inputs, sampling })}
        />
        {props.actions}
      </Stack>
    </Paper>
  );
}
