import { Button, ColorInput, Group, NumberInput, Paper, Select, Stack, Switch, Text } from '@mantine/core';
import { Controller, useWatch, type Control } from 'react-hook-form';
import type { AggregationRef, UnitRef } from '../../../entities/variables/refs';
import { useMessage } from '../../../i18n/useMessage';
import { AnchorLink } from '../../../navigation/AnchorLink';
import type { DateRange } from '../../../lib/dateRanges';
import { SAMPLING_UNITS } from '../../../lib/sampling';
import { CHART_PALETTE } from '../../../ui/Chart/palette';
import type { FormulaLink } from './formulaLink';
import type { GraphFormOutput, GraphFormValues } from './graphFormSchema';
import { useGraphFieldError } from './graphServerErrors';
import { graphFieldDomId, numberOrNull } from './numberField';
import { SamplingHint } from './SamplingHint';

export interface GraphVariableRowProps {
  index: number;
  control: Control<GraphFormValues, unknown, GraphFormOutput>;
  aggregations: readonly AggregationRef[];
  units: readonly UnitRef[];
  period: DateRange;
  /** The graph-wide sampling is on: the variable's own sampling is not used. */
  graphSampling: boolean;
  /** Where "Edit the formula" goes, for a formula variable the user may edit; null otherwise. */
  formulaLink: FormulaLink | null;
  readOnly: boolean;
  onRemove: () => void;
}

/**
 * One graph variable (spec 000 §3 Graph variable): aggregation, unit, sampling and its unit, auto
 * sampling, an optional colour; a formula opens in the formula editor, which comes back here.
 */
export function GraphVariableRow(props: GraphVariableRowProps) {
  const { index, control, aggregations, units, readOnly, graphSampling, formulaLink } = props;
  const t = useMessage();
  const errorText = useGraphFieldError();
  const path = `variables.${index}` as const;
  const variable = useWatch({ control, name: path });
  const name = variable.name;
  const samplingOff = readOnly || graphSampling || variable.autoSampling;

  return (
    <Paper withBorder radius="sm" p="sm" component="li" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text fw={600} size="sm">
            {name}
            {variable.type === 'formula' || variable.type === 'persisted_formula' ? (
              <Text span size="xs" c="dimmed" ml="xs">
                {t('graphEditor.variables.formula')}
              </Text>
            ) : null}
          </Text>
          <Group gap="xs">
            {formulaLink ? (
              <AnchorLink
                size="sm"
                to="/automatic-variables/formula/$projectId/$formulaId"
                params={{ projectId: formulaLink.projectId, formulaId: formulaLink.formulaId }}
                search={formulaLink.search}
                aria-label={t('graphEditor.variables.editFormulaOf', { name })}
              >
                {t('graphEditor.variables.editFormula')}
              </AnchorLink>
            ) : null}
            {readOnly ? null : (
              <Button
                variant="subtle"
                color="red"
                c="var(--mantine-color-red-text)"
                size="compact-sm"
                onClick={props.onRemove}
                aria-label={t('graphEditor.variables.remove', { name })}
              >
                {t('graphEditor.variables.removeShort')}
              </Button>
            )}
          </Group>
        </Group>
        <Group gap="sm" align="start" wrap="wrap">
          <Controller
            control={control}
            name={`${path}.aggregationId`}
            render={({ field, fieldState }) => (
              <Select
                id={graphFieldDomId(field.name)}
                label={t('graphEditor.variables.aggregation')}
                aria-label={t('graphEditor.variables.aggregationOf', { name })}
                readOnly={readOnly}
                required={!readOnly}
                allowDeselect={false}
                w={140}
                data={aggregations.map((aggregation) => ({
                  value: String(aggregation.id),
                  label: t(`graphEditor.aggregation.${aggregation.name}`),
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
            name={`${path}.unitId`}
            render={({ field }) => (
              <Select
                label={t('graphEditor.variables.unit')}
                aria-label={t('graphEditor.variables.unitOf', { name })}
                readOnly={readOnly}
                searchable
                allowDeselect={false}
                nothingFoundMessage={t('graphEditor.variables.noUnit')}
                w={120}
                data={units.map((unit) => ({ value: String(unit.id), label: unit.name }))}
                ref={field.ref}
                value={field.value === null ? null : String(field.value)}
                onChange={(value) => field.onChange(value === null ? null : Number(value))}
                onBlur={field.onBlur}
              />
            )}
          />
          <Controller
            control={control}
            name={`${path}.sampling`}
            render={({ field, fieldState }) => (
              <NumberInput
                id={graphFieldDomId(field.name)}
                label={t('graphEditor.variables.sampling')}
                aria-label={t('graphEditor.variables.samplingOf', { name })}
                readOnly={samplingOff}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                w={110}
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
                label={t('graphEditor.variables.samplingUnit')}
                aria-label={t('graphEditor.variables.samplingUnitOf', { name })}
                readOnly={samplingOff}
                allowDeselect={false}
                w={130}
                data={SAMPLING_UNITS.map((unit) => ({ value: unit, label: t(`graphEditor.samplingUnit.${unit}`) }))}
                ref={field.ref}
                value={field.value}
                onChange={(value) => {
                  if (value) field.onChange(value);
                }}
                onBlur={field.onBlur}
              />
            )}
          />
          <Controller
            control={control}
            name={`${path}.color`}
            render={({ field, fieldState }) => (
              <ColorInput
                id={graphFieldDomId(field.name)}
                label={t('graphEditor.variables.color')}
                aria-label={t('graphEditor.variables.colorOf', { name })}
                placeholder={t('graphEditor.variables.colorAuto')}
                readOnly={readOnly}
                format="hex"
                swatches={[...CHART_PALETTE]}
                withEyeDropper={false}
                w={150}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorText(fieldState.error?.message)}
              />
            )}
          />
        </Group>
        <Controller
          control={control}
          name={`${path}.autoSampling`}
          render={({ field }) => (
            <Switch
              label={t('graphEditor.variables.autoSampling')}
              aria-label={t('graphEditor.variables.autoSamplingOf', { name })}
              disabled={readOnly || graphSampling}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        {graphSampling ? (
          <Text size="xs" c="dimmed">
            {t('graphEditor.variables.graphSamplingApplies')}
          </Text>
        ) : variable.autoSampling || variable.sampling === null ? null : (
          <SamplingHint
            period={props.period}
            wanted={{ sampling: variable.sampling, samplingUnit: variable.samplingUnit }}
          />
        )}
      </Stack>
    </Paper>
  );
}
