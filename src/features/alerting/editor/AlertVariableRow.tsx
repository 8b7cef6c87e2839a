import { Button, Group, NumberInput, Paper, Select, Text } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import type { AggregationRef } from '../../../entities/variables/refs';
import { useMessage } from '../../../i18n/useMessage';
import { SAMPLING_UNITS } from '../../../lib/sampling';
import type { AlertFormOutput, AlertFormValues, FormVariable } from './alertFormSchema';
import { fieldDomId, useAlertFieldError } from './useAlertFieldError';

export interface AlertVariableRowProps {
  index: number;
  variable: FormVariable;
  control: Control<AlertFormValues, unknown, AlertFormOutput>;
  aggregations: readonly AggregationRef[];
  /** `com` alerts send the variable alone, without aggregation and sampling. */
  withSettings: boolean;
  readOnly: boolean;
  onRemove: () => void;
}

/** A number input's value as the form holds it: empty is null. */
const numberOrNull = (value: string | number): number | null =>
  typeof value === 'number'
    ? value
    : value.trim() === ''
      ? null
      : Number.isFinite(Number(value))
        ? Number(value)
        : null;

/** One chosen variable with its aggregation, sampling and sampling unit (spec 000 §3 alertVariables). */
export function AlertVariableRow(props: AlertVariableRowProps) {
  const { index, variable, control, aggregations, withSettings, readOnly } = props;
  const t = useMessage();
  const errorText = useAlertFieldError();
  const path = `alertVariables.${index}` as const;
  const title = variable.unitName ? `${variable.name} (${variable.unitName})` : variable.name;

  return (
    <Paper withBorder radius="sm" p="sm" component="li" aria-label={title}>
      <Group justify="space-between" align="start" wrap="wrap" gap="sm">
        <Text fw={600} size="sm" style={{ flex: '1 1 220px' }} mt={withSettings ? 26 : 6}>
          {title}
        </Text>
        {withSettings ? (
          <Group gap="sm" align="start" wrap="wrap">
            <Controller
              control={control}
              name={`${path}.aggregationId`}
              render={({ field, fieldState }) => (
                <Select
                  id={fieldDomId(field.name)}
                  label={t('alertEditor.variables.aggregation')}
                  aria-label={t('alertEditor.variables.aggregationOf', { name: variable.name })}
                  readOnly={readOnly}
                  required={!readOnly}
                  allowDeselect={false}
                  w={150}
                  data={aggregations.map((aggregation) => ({
                    value: String(aggregation.id),
                    label: t(`alertEditor.aggregation.${aggregation.name}`),
                  }))}
                  ref={field.ref}
                  value={field.value === null ? null : String(field.value)}
                  onChange={(value) => field.onChange(value === null ? null : Number(value))}
                  onBlur={field.onBlur}
                  error={errorText(fieldState.error?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name={`${path}.sampling`}
              render={({ field, fieldState }) => (
                <NumberInput
                  id={fieldDomId(field.name)}
                  label={t('alertEditor.variables.sampling')}
                  aria-label={t('alertEditor.variables.samplingOf', { name: variable.name })}
                  readOnly={readOnly}
                  required={!readOnly}
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  w={150}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(numberOrNull(value))}
                  onBlur={field.onBlur}
                  error={errorText(fieldState.error?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name={`${path}.samplingUnit`}
              render={({ field }) => (
                <Select
                  label={t('alertEditor.variables.samplingUnit')}
                  aria-label={t('alertEditor.variables.samplingUnitOf', { name: variable.name })}
                  readOnly={readOnly}
                  allowDeselect={false}
                  w={130}
                  data={SAMPLING_UNITS.map((unit) => ({ value: unit, label: t(`alertEditor.samplingUnit.${unit}`) }))}
                  ref={field.ref}
                  value={field.value}
                  onChange={(value) => {
                    if (value) field.onChange(value);
                  }}
                  onBlur={field.onBlur}
                />
              )}
            />
          </Group>
        ) : null}
        {readOnly ? null : (
          <Button
            variant="subtle"
            color="red"
            c="var(--mantine-color-red-text)"
            size="compact-sm"
            mt={withSettings ? 26 : 2}
            onClick={props.onRemove}
            aria-label={t('alertEditor.variables.remove', { name: variable.name })}
          >
            {t('alertEditor.variables.removeShort')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
