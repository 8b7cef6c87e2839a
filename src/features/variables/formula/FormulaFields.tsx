import { Grid, Select, Switch, TextInput } from '@mantine/core';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import type { AggregationRef, UnitRef } from '../../../entities/variables/refs';
import { useMessage } from '../../../i18n/useMessage';
import type { FormulaFormOutput, FormulaFormValues } from './formulaForm';

export interface FormulaFieldsProps {
  control: Control<FormulaFormValues, unknown, FormulaFormOutput>;
  register: UseFormRegister<FormulaFormValues>;
  units: readonly UnitRef[];
  aggregations: readonly AggregationRef[];
  /** Translated messages by field. */
  errors: Partial<Record<'name' | 'unitId' | 'aggregationId', string>>;
}

const toId = (value: string | null): number | null => (value ? Number(value) : null);

/**
 * The formula's variable: name, unit (required, GET units), aggregation (optional: the server's
 * default, average, otherwise) and whether it is a calculated variable (persisted_formula,
 * spec 000 §3), said in one line under the switch.
 */
export function FormulaFields({ control, register, units, aggregations, errors }: FormulaFieldsProps) {
  const t = useMessage();
  const unitOptions = units.map((unit) => ({ value: String(unit.id), label: unit.name }));
  const aggregationOptions = aggregations.map((aggregation) => ({
    value: String(aggregation.id),
    label: t(`formula.aggregation.${aggregation.name}`),
  }));
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 6, lg: 5 }}>
        <TextInput label={t('formula.name')} required error={errors.name} maxLength={200} {...register('name')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Controller
          control={control}
          name="unitId"
          render={({ field }) => (
            <Select
              label={t('formula.unit')}
              required
              searchable
              data={unitOptions}
              nothingFoundMessage={t('formula.unitNone')}
              value={field.value === null ? null : String(field.value)}
              onChange={(value) => field.onChange(toId(value))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.unitId}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3, lg: 4 }}>
        <Controller
          control={control}
          name="aggregationId"
          render={({ field }) => (
            <Select
              label={t('formula.aggregation')}
              placeholder={t('formula.aggregationDefault')}
              clearable
              data={aggregationOptions}
              value={field.value === null ? null : String(field.value)}
              onChange={(value) => field.onChange(toId(value))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.aggregationId}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Controller
          control={control}
          name="persisted"
          render={({ field }) => (
            <Switch
              label={t('formula.persisted')}
              description={t('formula.persistedHint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      </Grid.Col>
    </Grid>
  );
}
