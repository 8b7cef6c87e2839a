import { Stack, Text, Title } from '@mantine/core';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import type { AggregationRef } from '../../../entities/variables/refs';
import { VariablePicker } from '../../../entities/variables/VariablePicker/VariablePicker';
import { useMessage } from '../../../i18n/useMessage';
import {
  acceptsSeveralVariables,
  usesVariableSettings,
  type AlertFormOutput,
  type AlertFormValues,
} from './alertFormSchema';
import { formVariableOf } from './alertFormValues';
import { AlertVariableRow } from './AlertVariableRow';
import { ProjectField } from './ProjectField';
import { fieldDomId, useAlertFieldError } from './useAlertFieldError';

export interface VariableSelectionTabProps {
  form: UseFormReturn<AlertFormValues, unknown, AlertFormOutput>;
  /** Editing: the alert's project, fixed (spec 000 §3: an alert belongs to its project). */
  fixedProject: string | null;
  aggregations: readonly AggregationRef[];
  readOnly: boolean;
}

/**
 * spec 000 §2 "variable selection": the project, then the variables or formulas of that project
 * through the shared picker, each with its aggregation and sampling. Value alerts watch one
 * variable; communication-type alerts several (spec 000 §3).
 */
export function VariableSelectionTab({ form, fixedProject, aggregations, readOnly }: VariableSelectionTabProps) {
  const t = useMessage();
  const errorText = useAlertFieldError();
  const { control, setValue } = form;
  const [clientId, placeId, projectId, type] = useWatch({
    control,
    name: ['clientId', 'placeId', 'projectId', 'type'],
  });
  const variables = useFieldArray({ control, name: 'alertVariables', keyName: 'key' });
  const several = type === null || acceptsSeveralVariables(type);
  const chosen = new Set(variables.fields.map((field) => field.variableId));
  const variablesError = errorText(form.formState.errors.alertVariables?.message);

  return (
    <Stack gap="lg">
      <section aria-labelledby="alert-project-title">
        <Title order={3} size="h5" id="alert-project-title" mb="xs">
          {t('alertEditor.project.title')}
        </Title>
        {fixedProject ? (
          <Text>{fixedProject}</Text>
        ) : (
          <Controller
            control={control}
            name="projectId"
            render={({ field, fieldState }) => (
              <ProjectField
                value={{ clientId, placeId, projectId: field.value }}
                onChange={(next) => {
                  const placeChanged = next.placeId !== placeId;
                  setValue('clientId', next.clientId, { shouldDirty: true });
                  setValue('placeId', next.placeId, { shouldDirty: true });
                  // Variables and a site's scenarios belong to their project and site.
                  if (next.projectId !== field.value) setValue('alertVariables', [], { shouldDirty: true });
                  if (placeChanged) setValue('scenarioIds', [], { shouldDirty: true });
                  field.onChange(next.projectId);
                }}
                onBlur={field.onBlur}
                error={errorText(fieldState.error?.message)}
                readOnly={readOnly}
              />
            )}
          />
        )}
      </section>

      <section aria-labelledby="alert-variables-title">
        <Title order={3} size="h5" id="alert-variables-title" mb={4}>
          {t(several ? 'alertEditor.variables.titleSeveral' : 'alertEditor.variables.titleOne')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {type === null
            ? t('alertEditor.variables.hintNoType')
            : t(several ? 'alertEditor.variables.hintSeveral' : 'alertEditor.variables.hintOne')}
        </Text>
        {readOnly ? null : (
          <div id={fieldDomId('alertVariables')}>
            <VariablePicker
              label={t(several ? 'alertEditor.variables.add' : 'alertEditor.variables.choose')}
              {...(projectId === null ? {} : { filter: { projectId } })}
              disabled={projectId === null}
              description={projectId === null ? t('alertEditor.variables.projectFirst') : undefined}
              error={variablesError}
              optionNote={(variable) => (chosen.has(variable.id) ? t('alertEditor.variables.alreadyChosen') : null)}
              value={null}
              onChange={(picked) => {
                if (!picked || chosen.has(picked.id)) return;
                if (several) variables.append(formVariableOf(picked));
                else variables.replace([formVariableOf(picked)]);
                void form.trigger('alertVariables');
              }}
            />
          </div>
        )}
        {readOnly && variablesError ? <Text c="var(--mantine-color-red-text)">{variablesError}</Text> : null}
        {variables.fields.length === 0 ? (
          <Text size="sm" mt="sm">
            {t('alertEditor.variables.none')}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            mt="sm"
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('alertEditor.variables.chosen')}
          >
            {variables.fields.map((field, index) => (
              <AlertVariableRow
                key={field.key}
                index={index}
                variable={field}
                control={control}
                aggregations={aggregations}
                withSettings={usesVariableSettings(type)}
                readOnly={readOnly}
                onRemove={() => {
                  variables.remove(index);
                  void form.trigger('alertVariables');
                }}
              />
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
