import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useMessage } from '../../../i18n/useMessage';
import { HARDWARE_TYPES } from '../../../entities/interventions/interventionStatus';
import { useHardwareTypeLabel } from '../interventionLabels';
import { emptyHardwareLine, type InterventionFormOutput, type InterventionFormValues } from './interventionForm';
import { useInterventionErrorText } from './useInterventionErrorText';

interface HardwareLinesFieldProps {
  form: UseFormReturn<InterventionFormValues, unknown, InterventionFormOutput>;
  disabled?: boolean;
}

/**
 * The ticket's hardware lines (spec 001 §3: type and quantity; §5: the type is required, 'Ce champ
 * est obligatoire'): added and removed with buttons, each field named with its line number so that
 * a screen reader and a keyboard user know which line they are on.
 */
export function HardwareLinesField({ form, disabled = false }: HardwareLinesFieldProps) {
  const t = useMessage();
  const errorText = useInterventionErrorText();
  const hardwareLabel = useHardwareTypeLabel();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'hardware' });
  const lineErrors = form.formState.errors.hardware;

  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={500} size="sm">
        {t('intervention.form.hardware')}
      </Text>
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('intervention.form.noHardware')}
        </Text>
      ) : null}
      {fields.map((field, index) => {
        const line = index + 1;
        const errors = lineErrors?.[index];
        // Column headings once, above the first line; every field keeps its own name with its line number.
        const first = index === 0;
        return (
          <Group key={field.id} gap="sm" align="start" wrap="nowrap">
            <Controller
              control={form.control}
              name={`hardware.${index}.type`}
              render={({ field: input }) => {
                const options: { value: string; label: string }[] = HARDWARE_TYPES.map((type) => ({
                  value: type,
                  label: hardwareLabel(type),
                }));
                // A type this version does not know stays choosable as the server wrote it.
                if (input.value && !options.some((option) => option.value === input.value))
                  options.push({ value: input.value, label: input.value });
                return (
                  <Select
                    label={first ? t('intervention.form.hardwareType') : undefined}
                    aria-label={t('intervention.form.hardwareTypeOf', { line })}
                    placeholder={t('intervention.form.hardwareTypePlaceholder')}
                    data={options}
                    value={input.value === '' ? null : input.value}
                    onChange={(value) => input.onChange(value ?? '')}
                    onBlur={input.onBlur}
                    ref={input.ref}
                    error={errorText(errors?.type?.message)}
                    disabled={disabled}
                    withAsterisk
                    searchable
                    w={240}
                  />
                );
              }}
            />
            <Controller
              control={form.control}
              name={`hardware.${index}.quantity`}
              render={({ field: input }) => (
                <NumberInput
                  label={first ? t('intervention.form.quantity') : undefined}
                  aria-label={t('intervention.form.quantityOf', { line })}
                  value={input.value}
                  onChange={(value) => input.onChange(typeof value === 'number' ? value : '')}
                  onBlur={input.onBlur}
                  ref={input.ref}
                  error={errorText(errors?.quantity?.message)}
                  disabled={disabled}
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  withAsterisk
                  w={120}
                />
              )}
            />
            <ActionIcon
              variant="default"
              size="lg"
              mt={first ? 25 : 0}
              aria-label={t('intervention.form.removeLine', { line })}
              title={t('intervention.form.removeLine', { line })}
              disabled={disabled}
              onClick={() => remove(index)}
            >
              <span aria-hidden>×</span>
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button variant="default" size="xs" disabled={disabled} onClick={() => append(emptyHardwareLine())}>
          {t('intervention.form.addLine')}
        </Button>
      </Group>
    </Stack>
  );
}
