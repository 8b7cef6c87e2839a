import { ColorInput, Group, NumberInput, Select, TextInput, Title, Stack } from '@mantine/core';
import { Controller, useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useMessage } from '../../../i18n/useMessage';
import type { MessageId } from '../../../i18n/messages';
import { CHART_PALETTE } from '../../../ui/Chart/palette';
import { HEAT_MAP_AXES, usesValueVariable, type GraphFormOutput, type GraphFormValues } from './graphFormSchema';
import { useGraphFieldError } from './graphServerErrors';
import { graphFieldDomId, numberOrNull } from './numberField';

export interface GraphKindSettingsProps {
  form: UseFormReturn<GraphFormValues, unknown, GraphFormOutput>;
  readOnly: boolean;
}

type VariableNameField = 'valueVariableName' | 'xVariableName' | 'yVariableName';
type NumberField = 'numberValuesSlices' | 'target' | 'gauge.min' | 'gauge.max';

/**
 * The chosen kind's own settings (spec 000 §3 frontConfig): the variable a histogram, heat map,
 * gauge or bullet shows, the histogram's classes, a scatter plot's two axes, a heat map's axes and
 * colours, a gauge's scale and thresholds, a bullet's target. Other kinds have none.
 */
export function GraphKindSettings({ form, readOnly }: GraphKindSettingsProps) {
  const t = useMessage();
  const errorText = useGraphFieldError();
  const { control } = form;
  const [kind, variables] = useWatch({ control, name: ['type', 'variables'] });
  const names = [...new Set(variables.map((variable) => variable.name))];

  const variableSelect = (name: VariableNameField, label: MessageId) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          id={graphFieldDomId(name)}
          label={t(label)}
          readOnly={readOnly}
          required={!readOnly}
          allowDeselect={false}
          nothingFoundMessage={t('graphEditor.settings.noVariable')}
          w={260}
          data={names}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
  const numberInput = (name: NumberField, label: MessageId, integer = false) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          id={graphFieldDomId(name)}
          label={t(label)}
          readOnly={readOnly}
          required={!readOnly}
          allowDecimal={!integer}
          {...(integer ? { min: 1, allowNegative: false } : {})}
          w={160}
          ref={field.ref}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(numberOrNull(value))}
          onBlur={field.onBlur}
          error={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
  const colourInput = (name: FieldPath<GraphFormValues> & `heatMap.${'minColor' | 'maxColor'}`, label: MessageId) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ColorInput
          id={graphFieldDomId(name)}
          label={t(label)}
          readOnly={readOnly}
          format="hex"
          swatches={[...CHART_PALETTE]}
          withEyeDropper={false}
          w={210}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
  const axisSelect = (name: 'heatMap.xAxis' | 'heatMap.yAxis', label: MessageId) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          id={graphFieldDomId(name)}
          label={t(label)}
          readOnly={readOnly}
          allowDeselect={false}
          w={170}
          data={HEAT_MAP_AXES.map((axis) => ({ value: axis, label: t(`graphEditor.heatAxis.${axis}`) }))}
          ref={field.ref}
          value={field.value}
          onChange={(value) => {
            const axis = HEAT_MAP_AXES.find((candidate) => candidate === value);
            if (axis) field.onChange(axis);
          }}
          onBlur={field.onBlur}
          error={errorText(fieldState.error?.message)}
        />
      )}
    />
  );

  const hasSettings = usesValueVariable(kind) || kind === 'scatter-plot';
  if (!hasSettings) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="graph-kind-settings-title">
      <Title order={3} size="h5" id="graph-kind-settings-title">
        {t('graphEditor.settings.title', { kind: t(`explorerKind.${kind}`) })}
      </Title>
      <Group gap="sm" align="start" wrap="wrap">
        {usesValueVariable(kind) ? variableSelect('valueVariableName', 'graphEditor.settings.valueVariable') : null}
        {kind === 'histogram' ? numberInput('numberValuesSlices', 'graphEditor.settings.slices', true) : null}
        {kind === 'scatter-plot' ? (
          <>
            {variableSelect('xVariableName', 'graphEditor.settings.xVariable')}
            {variableSelect('yVariableName', 'graphEditor.settings.yVariable')}
          </>
        ) : null}
        {kind === 'heatmap' ? (
          <>
            {axisSelect('heatMap.xAxis', 'graphEditor.settings.heatX')}
            {axisSelect('heatMap.yAxis', 'graphEditor.settings.heatY')}
            {colourInput('heatMap.minColor', 'graphEditor.settings.minColor')}
            {colourInput('heatMap.maxColor', 'graphEditor.settings.maxColor')}
          </>
        ) : null}
        {kind === 'gauge' ? (
          <>
            {numberInput('gauge.min', 'graphEditor.settings.gaugeMin')}
            {numberInput('gauge.max', 'graphEditor.settings.gaugeMax')}
            <Controller
              control={control}
              name="gauge.thresholds"
              render={({ field, fieldState }) => (
                <TextInput
                  id={graphFieldDomId('gauge.thresholds')}
                  label={t('graphEditor.settings.thresholds')}
                  description={t('graphEditor.settings.thresholdsHint')}
                  readOnly={readOnly}
                  w={320}
                  {...field}
                  error={errorText(fieldState.error?.message)}
                />
              )}
            />
          </>
        ) : null}
        {kind === 'bullet' ? numberInput('target', 'graphEditor.settings.target') : null}
      </Group>
    </Stack>
  );
}
