import type { Graph, GraphVariable, GraphWrite } from '../../../entities/explorer/api';
import type { Variable } from '../../../entities/variables/api';
import {
  LOCAL_ID_SUFFIX,
  isLocalId,
  parseThresholds,
  thresholdsText,
  type FormGraphVariable,
  type GraphFormOutput,
  type GraphFormValues,
} from './graphFormSchema';

/** The form as a stored graph fills it; a kind's settings it lacks start from the spec's defaults. */
export function graphFormDefaults(graph: Graph): GraphFormValues {
  const config = graph.frontConfig;
  return {
    name: graph.name,
    type: config.type,
    numberValuesSlices: config.numberValuesSlices,
    valueVariableName: config.valueVariableName ?? null,
    xVariableName: config.xVariableName ?? null,
    yVariableName: config.yVariableName ?? null,
    heatMap: {
      xAxis: config.heatMap?.xAxis ?? 'days',
      yAxis: config.heatMap?.yAxis ?? 'hours',
      minColor: config.heatMap?.minColor ?? '',
      maxColor: config.heatMap?.maxColor ?? '',
    },
    gauge: {
      min: config.gauge?.min ?? null,
      max: config.gauge?.max ?? null,
      thresholds: thresholdsText(config.gauge?.thresholds),
    },
    target: config.target ?? null,
    graphSampling: config.graphSampling,
    sampling: config.sampling,
    samplingUnit: config.samplingUnit,
    variables: graph.graphVariables.map(formVariableOfGraph),
  };
}

function formVariableOfGraph(variable: GraphVariable): FormGraphVariable {
  return {
    id: variable.id,
    objectId: variable.objectId,
    name: variable.name ?? String(variable.objectId),
    type: variable.type,
    unitId: variable.unit.id,
    aggregationId: variable.aggregationId,
    sampling: variable.sampling,
    samplingUnit: variable.samplingUnit,
    autoSampling: variable.autoSampling,
    color: variable.color ?? '',
    preferredSampling: variable.preferredSampling ?? null,
    preferredSamplingUnit: variable.preferredSamplingUnit ?? null,
  };
}

/** The next "<n>-local" id: one more than the largest local number in the form. */
export function nextLocalId(variables: readonly Pick<FormGraphVariable, 'id'>[]): string {
  const taken = variables.flatMap((variable) =>
    isLocalId(variable.id) ? [Number.parseInt(variable.id, 10) || 0] : [],
  );
  return `${Math.max(0, ...taken) + 1}${LOCAL_ID_SUFFIX}`;
}

/** A variable picked in the variable picker, as a new graph variable (defaults: sampling 1, hours; spec 000 §3). */
export function formVariableOfPicked(variable: Variable, id: string): FormGraphVariable {
  return {
    id,
    objectId: variable.id,
    name: variable.name,
    type: variable.type,
    unitId: variable.unit.id,
    aggregationId: variable.aggregationId,
    sampling: 1,
    samplingUnit: 'hours',
    autoSampling: false,
    color: '',
    preferredSampling: null,
    preferredSamplingUnit: null,
  };
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/**
 * PUT graph/{id} (spec 000 §7): the graph's stored frontConfig with the form's settings over it
 * (settings of other kinds and ones this editor does not know survive), the variables with their
 * "-local" ids, which graphVariableWriteSchema sends as null.
 */
export function graphPayload(values: GraphFormOutput, graph: Graph): GraphWrite {
  const thresholds = parseThresholds(values.gauge.thresholds) ?? [];
  const { min, max } = values.gauge;
  return {
    name: values.name.trim(),
    dashboard: { id: graph.dashboard.id },
    row: graph.row,
    dashboardFrontConfig: graph.dashboardFrontConfig ?? null,
    frontConfig: {
      ...graph.frontConfig,
      type: values.type,
      graphSampling: values.graphSampling,
      sampling: values.sampling ?? graph.frontConfig.sampling,
      samplingUnit: values.samplingUnit,
      numberValuesSlices: values.numberValuesSlices ?? graph.frontConfig.numberValuesSlices,
      target: values.target,
      gauge: min !== null && max !== null ? { ...graph.frontConfig.gauge, min, max, thresholds } : null,
      heatMap: {
        ...graph.frontConfig.heatMap,
        xAxis: values.heatMap.xAxis,
        yAxis: values.heatMap.yAxis,
        minColor: orNull(values.heatMap.minColor),
        maxColor: orNull(values.heatMap.maxColor),
      },
      xVariableName: values.xVariableName,
      yVariableName: values.yVariableName,
      valueVariableName: values.valueVariableName,
    },
    graphVariables: values.variables.map((variable) => ({
      id: variable.id,
      objectId: variable.objectId,
      aggregationId: variable.aggregationId ?? 0,
      type: variable.type,
      ...(variable.unitId === null ? {} : { unit: { id: variable.unitId } }),
      color: orNull(variable.color),
      preferredSampling: variable.preferredSampling,
      preferredSamplingUnit: variable.preferredSamplingUnit,
      autoSampling: variable.autoSampling,
      sampling: variable.sampling ?? 1,
      samplingUnit: variable.samplingUnit,
    })),
  };
}

/**
 * The form after a save: the answer's ids replace the "-local" ones (spec 000 §5), so that a second
 * save updates those variables instead of adding them again. The server keeps the order it was
 * sent; a variable is matched at its place, on its object and aggregation.
 */
export function withSavedIds(values: GraphFormValues, saved: Graph): GraphFormValues {
  return {
    ...values,
    variables: values.variables.map((variable, index) => {
      const answer = saved.graphVariables[index];
      const same =
        answer !== undefined &&
        answer.objectId === variable.objectId &&
        answer.aggregationId === variable.aggregationId;
      return same && isLocalId(variable.id) ? { ...variable, id: answer.id } : variable;
    }),
  };
}
