import { Fieldset, Group, NumberInput, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { REPRESENTATIONS } from '../../../entities/variables/api';
import { useMessage } from '../../../i18n/useMessage';
import { SAMPLING_UNITS } from '../../../lib/sampling';
import { RegionFailure } from '../../../ui/DataRegion/RegionFailure';
import { ColorField } from './ColorField';
import { useFieldErrorText } from './useFieldErrorText';
import type { VariableChoices } from './useVariableChoices';
import {
  MAX_NAME_LENGTH,
  MAX_SYMBOL_LENGTH,
  MAX_VALUE_CLASSES,
  type VariableFormValues,
  type VariableSettings,
} from './variableFormSchema';

export interface VariableFormFieldsProps {
  form: UseFormReturn<VariableFormValues, unknown, VariableSettings>;
  choices: VariableChoices;
  /** Shown, not changeable: inputs read-only (their values stay as readable as when editable). */
  readOnly?: boolean;
}

/** Section titles: above the field labels in weight and size, so the three groups read as such. */
const legendStyles = {
  legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-md)', marginBottom: 'var(--mantine-spacing-xs)' },
} as const;

/**
 * The fields of a variable's settings (spec 000 §3 Variable), shared by the variable editor and
 * the manual variable screens, in three groups: what it is, how it is measured, how it is drawn.
 * Errors show under each field and are its accessible description.
 */
export function VariableFormFields({ form, choices, readOnly = false }: VariableFormFieldsProps) {
  const t = useMessage();
  const errorText = useFieldErrorText();
  const { control, register, formState } = form;
  const { errors } = formState;
  const samplingUnits = SAMPLING_UNITS.map((unit) => ({
    value: unit,
    label: t(`variables.fields.samplingUnit.${unit}`),
  }));

  return (
    <Stack gap="lg">
      <Fieldset variant="unstyled" legend={t('variables.fields.group.identity')} styles={legendStyles}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label={t('variables.fields.name')}
            readOnly={readOnly}
            description={t('variables.fields.name.description')}
            required={!readOnly}
            maxLength={MAX_NAME_LENGTH}
            autoComplete="off"
            error={errorText(errors.name?.message)}
            {...register('name')}
          />
          <TextInput
            label={t('variables.fields.symbol')}
            readOnly={readOnly}
            description={t('variables.fields.symbol.description')}
            maxLength={MAX_SYMBOL_LENGTH}
            autoComplete="off"
            error={errorText(errors.symbol?.message)}
            {...register('symbol')}
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset variant="unstyled" legend={t('variables.fields.group.measure')} styles={legendStyles}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <Controller
              control={control}
              name="unitId"
              render={({ field, fieldState }) => (
                <Select
                  label={t('variables.fields.unit')}
                  readOnly={readOnly}
                  required={!readOnly}
                  searchable
                  allowDeselect={false}
                  nothingFoundMessage={t('variables.fields.unit.nothingFound')}
                  placeholder={t('variables.fields.unit.placeholder')}
                  data={choices.units}
                  name={field.name}
                  ref={field.ref}
                  value={field.value === '' ? null : field.value}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errorText(fieldState.error?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name="aggregationId"
              render={({ field, fieldState }) => (
                <Select
                  label={t('variables.fields.aggregation')}
                  readOnly={readOnly}
                  required={!readOnly}
                  allowDeselect={false}
                  data={choices.aggregations}
                  name={field.name}
                  ref={field.ref}
                  value={field.value === '' ? null : field.value}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errorText(fieldState.error?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name="sampling"
              render={({ field, fieldState }) => (
                <NumberInput
                  label={t('variables.fields.sampling')}
                  readOnly={readOnly}
                  description={t('variables.fields.sampling.description')}
                  required={!readOnly}
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errorText(fieldState.error?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name="samplingUnit"
              render={({ field, fieldState }) => (
                <Select
                  label={t('variables.fields.samplingUnit')}
                  readOnly={readOnly}
                  // Aligned with the sampling's own description.
                  description={t('variables.fields.samplingUnit.description')}
                  required={!readOnly}
                  allowDeselect={false}
                  data={samplingUnits}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={(value) => {
                    if (value) field.onChange(value);
                  }}
                  onBlur={field.onBlur}
                  error={errorText(fieldState.error?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name="preferredAggregationId"
              render={({ field }) => (
                <Select
                  label={t('variables.fields.preferredAggregation')}
                  readOnly={readOnly}
                  description={t('variables.fields.preferredAggregation.description')}
                  clearable={!readOnly}
                  placeholder={t('variables.fields.preferredAggregation.none')}
                  data={choices.aggregations}
                  name={field.name}
                  ref={field.ref}
                  value={field.value === '' ? null : field.value}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  clearButtonProps={{ 'aria-label': t('variables.fields.preferredAggregation.clear') }}
                />
              )}
            />
          </SimpleGrid>
          {choices.unitsRegion.state === 'failed' ? (
            <RegionFailure
              what={t('variables.fields.units.region')}
              error={choices.unitsRegion.error}
              onRetry={choices.unitsRegion.retry}
            />
          ) : null}
          {choices.aggregationsRegion.state === 'failed' ? (
            <RegionFailure
              what={t('variables.fields.aggregations.region')}
              error={choices.aggregationsRegion.error}
              onRetry={choices.aggregationsRegion.retry}
            />
          ) : null}
        </Stack>
      </Fieldset>

      <Fieldset variant="unstyled" legend={t('variables.fields.group.display')} styles={legendStyles}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Controller
            control={control}
            name="color"
            render={({ field, fieldState }) => (
              <ColorField
                readOnly={readOnly}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorText(fieldState.error?.message)}
              />
            )}
          />
          <Stack gap="sm">
            <Controller
              control={control}
              name="representation"
              render={({ field }) =>
                readOnly ? (
                  // Disabled radios would grey out the very choice the reader wants to see.
                  <TextInput
                    label={t('variables.fields.representation')}
                    readOnly
                    name={field.name}
                    value={t(`variables.fields.representation.${field.value}`)}
                  />
                ) : (
                  <Radio.Group
                    label={t('variables.fields.representation')}
                    required
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                  >
                    <Group gap="lg" mt={6}>
                      {REPRESENTATIONS.map((representation) => (
                        <Radio
                          key={representation}
                          value={representation}
                          label={t(`variables.fields.representation.${representation}`)}
                        />
                      ))}
                    </Group>
                  </Radio.Group>
                )
              }
            />
            <Controller
              control={control}
              name="valueClasses"
              render={({ field, fieldState }) => (
                <NumberInput
                  label={t('variables.fields.valueClasses')}
                  readOnly={readOnly}
                  description={t('variables.fields.valueClasses.description', { max: MAX_VALUE_CLASSES })}
                  required={!readOnly}
                  min={1}
                  max={MAX_VALUE_CLASSES}
                  clampBehavior="none"
                  allowDecimal={false}
                  allowNegative={false}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errorText(fieldState.error?.message)}
                />
              )}
            />
          </Stack>
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
