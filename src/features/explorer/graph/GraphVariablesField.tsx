import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { StructureFilter } from '../../../entities/structure/StructureFilter/StructureFilter';
import type { StructureSelection } from '../../../entities/structure/StructureFilter/structureNarrowing';
import type { AggregationRef, UnitRef } from '../../../entities/variables/refs';
import { VariablePicker } from '../../../entities/variables/VariablePicker/VariablePicker';
import { useMessage } from '../../../i18n/useMessage';
import type { DateRange } from '../../../lib/dateRanges';
import type { FormulaLink } from './formulaLink';
import type { FormGraphVariable, GraphFormOutput, GraphFormValues } from './graphFormSchema';
import { formVariableOfPicked, nextLocalId } from './graphFormValues';
import { useGraphFieldError } from './graphServerErrors';
import { GraphVariableRow } from './GraphVariableRow';
import { graphFieldDomId } from './numberField';

export interface GraphVariablesFieldProps {
  form: UseFormReturn<GraphFormValues, unknown, GraphFormOutput>;
  /** Where the picker starts: the dashboard's project, with its site and client. */
  initialScope: StructureSelection;
  aggregations: readonly AggregationRef[];
  units: readonly UnitRef[];
  period: DateRange;
  formulaLinkOf: (variable: FormGraphVariable) => FormulaLink | null;
  readOnly: boolean;
}

/**
 * The graph's variables (spec 000 §3 graphVariables), added through the shared variable picker on
 * the dashboard's project, or on a client, site or project chosen above it. A new variable carries
 * a "<n>-local" id until it is saved (spec 000 §5).
 */
export function GraphVariablesField(props: GraphVariablesFieldProps) {
  const { form, readOnly } = props;
  const t = useMessage();
  const errorText = useGraphFieldError();
  const { control } = form;
  const [scope, setScope] = useState<StructureSelection>(props.initialScope);
  const variables = useFieldArray({ control, name: 'variables', keyName: 'key' });
  const graphSampling = useWatch({ control, name: 'graphSampling' });
  const chosen = new Set(variables.fields.map((field) => field.objectId));
  const variablesError = errorText(
    form.formState.errors.variables?.message ?? form.formState.errors.variables?.root?.message,
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby="graph-variables-title">
      <Title order={3} size="h5" id="graph-variables-title">
        {t('graphEditor.variables.title')}
      </Title>
      {readOnly ? null : (
        <>
          <StructureFilter value={scope} onChange={setScope} />
          <div id={graphFieldDomId('variables')}>
            <VariablePicker
              label={t('graphEditor.variables.add')}
              filter={scope}
              error={variablesError}
              optionNote={(variable) => (chosen.has(variable.id) ? t('graphEditor.variables.alreadyChosen') : null)}
              value={null}
              onChange={(picked) => {
                if (!picked) return;
                variables.append(formVariableOfPicked(picked, nextLocalId(form.getValues('variables'))));
                void form.trigger('variables');
              }}
            />
          </div>
        </>
      )}
      {readOnly && variablesError ? <Text c="var(--mantine-color-red-text)">{variablesError}</Text> : null}
      {variables.fields.length === 0 ? (
        <Text size="sm">{t('graphEditor.variables.none')}</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('graphEditor.variables.chosen')}
        >
          {variables.fields.map((field, index) => (
            <GraphVariableRow
              key={field.key}
              index={index}
              control={control}
              aggregations={props.aggregations}
              units={props.units}
              period={props.period}
              graphSampling={graphSampling}
              formulaLink={props.formulaLinkOf(field)}
              readOnly={readOnly}
              onRemove={() => {
                variables.remove(index);
                void form.trigger('variables');
              }}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
