import { z } from 'zod';
import { CHART_KINDS, type ChartKind } from '../../../entities/explorer/api';
import { samplingUnitSchema } from '../../../entities/variables/refs';
import { OBJECT_TYPES } from '../../../entities/variables/variableKinds';

/**
 * The graph editor's form (spec 000 §3 Graph, frontConfig, Graph variable), one schema for every
 * chart kind. A kind's own settings are checked only when that kind is chosen: the others stay in
 * the form, so that switching back finds them again. Messages are message ids
 * (`graphEditor.error.*`), translated where shown; server codes are put on fields after a save.
 */

export const MAX_NAME_LENGTH = 255;

/** spec 000 §3 frontConfig.heatMap: what each axis of a heat map groups by. */
export const HEAT_MAP_AXES = ['hours', 'weekdays', 'days', 'weeks', 'months'] as const;
export type HeatMapAxis = (typeof HEAT_MAP_AXES)[number];

/** Kinds that show one variable, named by frontConfig.valueVariableName. */
export const VALUE_VARIABLE_KINDS: readonly ChartKind[] = ['histogram', 'heatmap', 'gauge', 'bullet'];
export const usesValueVariable = (kind: ChartKind): boolean => VALUE_VARIABLE_KINDS.includes(kind);

/** A graph variable not saved yet: "<n>-local" (spec 000 §3, §5), sent with a null id. */
export const LOCAL_ID_SUFFIX = '-local';
export const isLocalId = (id: number | string): id is string => typeof id === 'string';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

const positiveInteger = z.number().nullable();

export const formGraphVariableSchema = z.object({
  /** The saved id, or "<n>-local" for a variable added since the last save. */
  id: z.union([z.number().int().positive(), z.string().endsWith(LOCAL_ID_SUFFIX)]),
  objectId: z.number().int().positive(),
  /** Shown only: the variable's name and kind as read. */
  name: z.string(),
  type: z.enum(OBJECT_TYPES),
  unitId: z.number().int().positive().nullable(),
  aggregationId: z.number().int().positive().nullable(),
  sampling: positiveInteger,
  samplingUnit: samplingUnitSchema,
  autoSampling: z.boolean(),
  /** Empty: the variable's own colour. */
  color: z.string(),
  /** Kept as read: the editor does not change them. */
  preferredSampling: z.number().positive().nullable(),
  preferredSamplingUnit: samplingUnitSchema.nullable(),
});
export type FormGraphVariable = z.infer<typeof formGraphVariableSchema>;

export const graphFormSchema = z
  .object({
    name: z.string(),
    type: z.enum(CHART_KINDS),
    numberValuesSlices: positiveInteger,
    valueVariableName: z.string().nullable(),
    xVariableName: z.string().nullable(),
    yVariableName: z.string().nullable(),
    heatMap: z.object({
      xAxis: z.enum(HEAT_MAP_AXES),
      yAxis: z.enum(HEAT_MAP_AXES),
      minColor: z.string(),
      maxColor: z.string(),
    }),
    gauge: z.object({
      min: z.number().nullable(),
      max: z.number().nullable(),
      /** Values on the gauge's scale, comma-separated ("300, 450"). */
      thresholds: z.string(),
    }),
    target: z.number().nullable(),
    graphSampling: z.boolean(),
    sampling: positiveInteger,
    samplingUnit: samplingUnitSchema,
    variables: z.array(formGraphVariableSchema),
  })
  .superRefine((values, context) => {
    const issue = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
    const name = values.name.trim();
    if (name === '') issue(['name'], 'graphEditor.error.nameRequired');
    else if (name.length > MAX_NAME_LENGTH) issue(['name'], 'graphEditor.error.nameTooLong');
    if (values.variables.length === 0) issue(['variables'], 'graphEditor.error.variablesRequired');
    values.variables.forEach((variable, index) => {
      if (variable.aggregationId === null)
        issue(['variables', index, 'aggregationId'], 'graphEditor.error.aggregation');
      if (!isPositiveInteger(variable.sampling)) issue(['variables', index, 'sampling'], 'graphEditor.error.sampling');
      if (variable.color !== '' && !HEX_COLOUR.test(variable.color))
        issue(['variables', index, 'color'], 'graphEditor.error.color');
    });
    if (values.graphSampling && !isPositiveInteger(values.sampling)) issue(['sampling'], 'graphEditor.error.sampling');

    const names = new Set(values.variables.map((variable) => variable.name));
    const known = (name: string | null) => name !== null && names.has(name);
    const kind = values.type;
    if (usesValueVariable(kind) && !known(values.valueVariableName))
      issue(['valueVariableName'], 'graphEditor.error.valueVariable');
    if (kind === 'histogram' && !isPositiveInteger(values.numberValuesSlices))
      issue(['numberValuesSlices'], 'graphEditor.error.slices');
    if (kind === 'scatter-plot') {
      if (!known(values.xVariableName)) issue(['xVariableName'], 'graphEditor.error.xVariable');
      if (!known(values.yVariableName)) issue(['yVariableName'], 'graphEditor.error.yVariable');
      else if (values.yVariableName === values.xVariableName) issue(['yVariableName'], 'graphEditor.error.sameAxes');
    }
    if (kind === 'heatmap') {
      if (values.heatMap.xAxis === values.heatMap.yAxis) issue(['heatMap', 'yAxis'], 'graphEditor.error.sameHeatAxes');
      if (values.heatMap.minColor !== '' && !HEX_COLOUR.test(values.heatMap.minColor))
        issue(['heatMap', 'minColor'], 'graphEditor.error.color');
      if (values.heatMap.maxColor !== '' && !HEX_COLOUR.test(values.heatMap.maxColor))
        issue(['heatMap', 'maxColor'], 'graphEditor.error.color');
    }
    if (kind === 'gauge') {
      const { min, max } = values.gauge;
      if (min === null) issue(['gauge', 'min'], 'graphEditor.error.gaugeMin');
      if (max === null) issue(['gauge', 'max'], 'graphEditor.error.gaugeMax');
      else if (min !== null && min >= max) issue(['gauge', 'max'], 'graphEditor.error.gaugeOrder');
      const thresholds = parseThresholds(values.gauge.thresholds);
      const outside = (value: number) => (min !== null && value <= min) || (max !== null && value >= max);
      if (thresholds === null || thresholds.some(outside))
        issue(['gauge', 'thresholds'], 'graphEditor.error.thresholds');
    }
    if (kind === 'bullet' && (values.target === null || !Number.isFinite(values.target)))
      issue(['target'], 'graphEditor.error.target');
  });

export type GraphFormValues = z.input<typeof graphFormSchema>;
export type GraphFormOutput = z.output<typeof graphFormSchema>;

function isPositiveInteger(value: number | null): value is number {
  return value !== null && Number.isInteger(value) && value >= 1;
}

/**
 * Gauge thresholds as typed ("300, 450"), values on the gauge's own scale as frontConfig keeps them
 * and the dial's bands read them; null when one is not a number or they do not rise.
 */
export function parseThresholds(text: string): number[] | null {
  const parts = text
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const values = parts.map((part) => Number(part));
  if (values.some((value) => !Number.isFinite(value))) return null;
  if (values.some((value, index) => index > 0 && value <= (values[index - 1] ?? 0))) return null;
  return values;
}

/** The thresholds of frontConfig as the form shows them. */
export function thresholdsText(thresholds: readonly number[] | null | undefined): string {
  return (thresholds ?? []).map(String).join(', ');
}
