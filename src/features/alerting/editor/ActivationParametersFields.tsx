import { NumberInput, SimpleGrid, Text } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { ActivationParameterName } from '../../../entities/alerting/alertTypes';
import { useMessage } from '../../../i18n/useMessage';
import { parametersOfType, type AlertFormOutput, type AlertFormValues } from './alertFormSchema';
import { fieldDomId, useAlertFieldError } from './useAlertFieldError';

export interface ActivationParametersFieldsProps {
  form: UseFormReturn<AlertFormValues, unknown, AlertFormOutput>;
  /** The watched variable's unit, shown with the value thresholds. */
  unit: string | null;
  readOnly: boolean;
}

/** Read like a scale, low to high: activation low, deactivation low, deactivation high, activation high. */
const DISPLAY_ORDER: readonly ActivationParameterName[] = [
  'threshold',
  'activationLow',
  'deactivationLow',
  'deactivationHigh',
  'activationHigh',
  'hysteresis',
];

const numberOrNull = (value: string | number): number | null =>
  typeof value === 'number' ? value : value.trim() === '' || value === '-' ? null : Number(value);

/**
 * The activation parameters the chosen type needs (alertTypes.ts) and the optional hysteresis.
 * spec 000 §5's rules are checked as the user types: each change checks again every parameter
 * already touched, since a rule links two of them (activation low ≤ deactivation low…).
 */
export function ActivationParametersFields({ form, unit, readOnly }: ActivationParametersFieldsProps) {
  const t = useMessage();
  const errorText = useAlertFieldError();
  const type = useWatch({ control: form.control, name: 'type' });
  const shown = parametersOfType(type);
  if (type === null) return <Text size="sm">{t('alertEditor.parameters.chooseType')}</Text>;
  if (shown.length === 0) return <Text size="sm">{t('alertEditor.parameters.none')}</Text>;

  const recheck = (changed: ActivationParameterName) => {
    const { dirtyFields, touchedFields } = form.formState;
    const names = shown.filter(
      (name) =>
        name === changed ||
        dirtyFields.activationParameters?.[name] === true ||
        touchedFields.activationParameters?.[name] === true,
    );
    void form.trigger(names.map((name) => `activationParameters.${name}` as const));
  };

  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
      {DISPLAY_ORDER.filter((name) => shown.includes(name)).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={`activationParameters.${name}`}
          render={({ field, fieldState }) => (
            <NumberInput
              id={fieldDomId(field.name)}
              label={t(`alertEditor.parameter.${name}`)}
              description={
                name === 'threshold'
                  ? t('alertEditor.parameter.threshold.description')
                  : name === 'hysteresis'
                    ? t('alertEditor.parameter.hysteresis.description')
                    : unit
                      ? t('alertEditor.parameter.unit', { unit })
                      : undefined
              }
              readOnly={readOnly}
              required={!readOnly && name !== 'hysteresis'}
              allowNegative={name !== 'threshold' && name !== 'hysteresis'}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={(value) => {
                field.onChange(numberOrNull(value));
                recheck(name);
              }}
              onBlur={field.onBlur}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
      ))}
    </SimpleGrid>
  );
}
