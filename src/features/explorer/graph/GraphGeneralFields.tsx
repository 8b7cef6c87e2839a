import { Group, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { CHART_KINDS } from '../../../entities/explorer/api';
import { useMessage } from '../../../i18n/useMessage';
import type { DateRange } from '../../../lib/dateRanges';
import { SAMPLING_UNITS } from '../../../lib/sampling';
import { MAX_NAME_LENGTH, type GraphFormOutput, type GraphFormValues } from './graphFormSchema';
import { useGraphFieldError } from './graphServerErrors';
import { graphFieldDomId, numberOrNull } from './numberField';
import { SamplingHint } from './SamplingHint';

export interface GraphGeneralFieldsProps {
  form: UseFormReturn<GraphFormValues, unknown, GraphFormOutput>;
  period: DateRange;
  readOnly: boolean;
}

/** Name, chart kind (the twelve of spec 000 §3) and the graph-wide sampling with its fit to the period. */
export function GraphGeneralFields({ form, period, readOnly }: GraphGeneralFieldsProps) {
  const t = useMessage();
  const errorText = useGraphFieldError();
  const { control } = form;
  const [graphSampling, sampling, samplingUnit] = useWatch({
    control,
    name: ['graphSampling', 'sampling', 'samplingUnit'],
  });

  return (
    <Stack gap="sm">
      <Group gap="sm" align="start" wrap="wrap">
        <Controller
          control={control}
          name="name"
          render={({ field, fieldState }) => (
            <TextInput
              id={graphFieldDomId('name')}
              label={t('graphEditor.name')}
              required={!readOnly}
              readOnly={readOnly}
              maxLength={MAX_NAME_LENGTH}
              style={{ flex: '1 1 240px' }}
              {...field}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <Select
              id={graphFieldDomId('type')}
              label={t('graphEditor.kind')}
              readOnly={readOnly}
              allowDeselect={false}
              w={220}
              data={CHART_KINDS.map((kind) => ({ value: kind, label: t(`explorerKind.${kind}`) }))}
              ref={field.ref}
              value={field.value}
              onChange={(value) => {
                const kind = CHART_KINDS.find((candidate) => candidate === value);
                if (kind) field.onChange(kind);
              }}
              onBlur={field.onBlur}
            />
          )}
        />
      </Group>
      <Controller
        control={control}
        name="graphSampling"
        render={({ field }) => (
          <Switch
            label={t('graphEditor.graphSampling')}
            description={t('graphEditor.graphSamplingHint')}
            disabled={readOnly}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
          />
        )}
      />
      {graphSampling ? (
        <Stack gap={4}>
          <Group gap="sm" align="start" wrap="wrap">
            <Controller
              control={control}
              name="sampling"
              render={({ field, fieldState }) => (
                <NumberInput
                  id={graphFieldDomId('sampling')}
                  label={t('graphEditor.sampling')}
                  readOnly={readOnly}
                  required={!readOnly}
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  w={140}
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
              name="samplingUnit"
              render={({ field }) => (
                <Select
                  label={t('graphEditor.samplingUnit')}
                  readOnly={readOnly}
                  allowDeselect={false}
                  w={150}
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
          </Group>
          {sampling === null ? null : <SamplingHint period={period} wanted={{ sampling, samplingUnit }} />}
        </Stack>
      ) : null}
    </Stack>
  );
}
