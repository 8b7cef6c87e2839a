import { describe, expect, it } from 'vitest';
import { graphSchema, graphWriteSchema, type Graph } from '../../../entities/explorer/api';
import { graphFormSchema, parseThresholds, thresholdsText, type GraphFormValues } from './graphFormSchema';
import { graphFormDefaults, graphPayload, nextLocalId, withSavedIds } from './graphFormValues';

const graph: Graph = graphSchema.parse({
  id: 7,
  name: 'Courbe de charge',
  dashboard: { id: 2, name: 'Utilités' },
  row: 1,
  frontConfig: { type: 'time-series', sampling: 1, samplingUnit: 'hours', legendPosition: 'bottom' },
  graphVariables: [
    {
      id: 31,
      objectId: 101,
      aggregationId: 1,
      unit: { id: 3, name: 'kW' },
      type: 'variable',
      name: 'Puissance TGBT',
      sampling: 10,
      samplingUnit: 'minutes',
    },
    {
      id: 32,
      objectId: 102,
      aggregationId: 4,
      unit: { id: 4, name: 'kWh' },
      type: 'formula',
      name: 'Énergie totale',
    },
  ],
});

const local = {
  id: '1-local',
  objectId: 103,
  name: 'Débit air',
  type: 'variable' as const,
  unitId: 5,
  aggregationId: 1,
  sampling: 1,
  samplingUnit: 'hours' as const,
  autoSampling: false,
  color: '',
  preferredSampling: null,
  preferredSamplingUnit: null,
};

const valid = (patch: Partial<GraphFormValues> = {}): GraphFormValues => ({ ...graphFormDefaults(graph), ...patch });
const messagesAt = (values: GraphFormValues, path: string): string[] => {
  const result = graphFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.filter((i) => i.path.join('.') === path).map((i) => i.message);
};

describe('graphFormSchema', () => {
  it('accepts a stored graph as it is read', () => {
    expect(graphFormSchema.safeParse(valid()).success).toBe(true);
  });

  it('needs a name and at least one variable', () => {
    expect(messagesAt(valid({ name: '  ' }), 'name')).toEqual(['graphEditor.error.nameRequired']);
    expect(messagesAt(valid({ variables: [] }), 'variables')).toEqual(['graphEditor.error.variablesRequired']);
  });

  it('histogram: whole number of classes from 1 and a variable of the graph', () => {
    const histogram = valid({ type: 'histogram', valueVariableName: 'Puissance TGBT', numberValuesSlices: 12 });
    expect(graphFormSchema.safeParse(histogram).success).toBe(true);
    expect(messagesAt({ ...histogram, numberValuesSlices: 0 }, 'numberValuesSlices')).toEqual([
      'graphEditor.error.slices',
    ]);
    expect(messagesAt({ ...histogram, numberValuesSlices: 2.5 }, 'numberValuesSlices')).toHaveLength(1);
    expect(messagesAt({ ...histogram, valueVariableName: 'Other' }, 'valueVariableName')).toEqual([
      'graphEditor.error.valueVariable',
    ]);
  });

  it('scatter plot: two different variables of the graph', () => {
    const scatter = valid({ type: 'scatter-plot', xVariableName: 'Puissance TGBT', yVariableName: 'Énergie totale' });
    expect(graphFormSchema.safeParse(scatter).success).toBe(true);
    expect(messagesAt({ ...scatter, yVariableName: 'Puissance TGBT' }, 'yVariableName')).toEqual([
      'graphEditor.error.sameAxes',
    ]);
    expect(messagesAt({ ...scatter, xVariableName: null }, 'xVariableName')).toEqual(['graphEditor.error.xVariable']);
  });

  it('gauge: min below max and rising thresholds inside the scale', () => {
    const gauge = valid({
      type: 'gauge',
      valueVariableName: 'Puissance TGBT',
      gauge: { min: 0, max: 500, thresholds: '300, 450' },
    });
    expect(graphFormSchema.safeParse(gauge).success).toBe(true);
    expect(messagesAt({ ...gauge, gauge: { min: 0, max: 500, thresholds: '300, 600' } }, 'gauge.thresholds')).toEqual([
      'graphEditor.error.thresholds',
    ]);
    expect(messagesAt({ ...gauge, gauge: { min: 500, max: 500, thresholds: '' } }, 'gauge.max')).toEqual([
      'graphEditor.error.gaugeOrder',
    ]);
    expect(messagesAt({ ...gauge, gauge: { min: 0, max: 500, thresholds: '450, 300' } }, 'gauge.thresholds')).toEqual([
      'graphEditor.error.thresholds',
    ]);
  });

  it('heat map: two different axes and colours as #rrggbb; bullet: a target', () => {
    const heatmap = valid({ type: 'heatmap', valueVariableName: 'Puissance TGBT' });
    expect(graphFormSchema.safeParse(heatmap).success).toBe(true);
    expect(
      messagesAt(
        { ...heatmap, heatMap: { xAxis: 'hours', yAxis: 'hours', minColor: '', maxColor: '' } },
        'heatMap.yAxis',
      ),
    ).toEqual(['graphEditor.error.sameHeatAxes']);
    expect(
      messagesAt(
        { ...heatmap, heatMap: { xAxis: 'days', yAxis: 'hours', minColor: 'red', maxColor: '' } },
        'heatMap.minColor',
      ),
    ).toEqual(['graphEditor.error.color']);
    expect(messagesAt(valid({ type: 'bullet', valueVariableName: 'Puissance TGBT' }), 'target')).toEqual([
      'graphEditor.error.target',
    ]);
  });

  it('checks the graph-wide sampling only when it is on, and each variable’s sampling', () => {
    expect(messagesAt(valid({ graphSampling: false, sampling: null }), 'sampling')).toEqual([]);
    expect(messagesAt(valid({ graphSampling: true, sampling: null }), 'sampling')).toEqual([
      'graphEditor.error.sampling',
    ]);
    expect(messagesAt(valid({ variables: [{ ...local, sampling: 0 }] }), 'variables.0.sampling')).toHaveLength(1);
  });
});

describe('thresholds', () => {
  it('reads rising values on the gauge scale and writes them back', () => {
    expect(parseThresholds('300, 450.5')).toEqual([300, 450.5]);
    expect(parseThresholds('')).toEqual([]);
    expect(parseThresholds('abc')).toBeNull();
    expect(parseThresholds('450; 300')).toBeNull();
    expect(thresholdsText([300, 450.5])).toBe('300, 450.5');
  });
});

describe('graphPayload and withSavedIds', () => {
  it('sends a "-local" variable with a null id and keeps unknown frontConfig settings', () => {
    const values = valid({ type: 'histogram', numberValuesSlices: 12, valueVariableName: 'Puissance TGBT' });
    const withNew = { ...values, variables: [...values.variables, local] };
    const body = graphWriteSchema.parse(graphPayload(graphFormSchema.parse(withNew), graph));
    expect(body.graphVariables.map((variable) => variable.id)).toEqual([31, 32, null]);
    expect(body.frontConfig).toMatchObject({ type: 'histogram', numberValuesSlices: 12, legendPosition: 'bottom' });
    expect(body.dashboard).toEqual({ id: 2 });
  });

  it('numbers local ids after the largest one', () => {
    expect(nextLocalId([{ id: 31 }])).toBe('1-local');
    expect(nextLocalId([{ id: '1-local' }, { id: '4-local' }])).toBe('5-local');
  });

  it('puts the answer’s ids in place of the local ones, so that a second save sends them', () => {
    const values = { ...valid(), variables: [...valid().variables, local] };
    const answer: Graph = {
      ...graph,
      graphVariables: [
        ...graph.graphVariables,
        { ...graph.graphVariables[0]!, id: 90, objectId: 103, aggregationId: 1, name: 'Débit air' },
      ],
    };
    const saved = withSavedIds(values, answer);
    expect(saved.variables.map((variable) => variable.id)).toEqual([31, 32, 90]);
    const second = graphWriteSchema.parse(graphPayload(graphFormSchema.parse(saved), answer));
    expect(second.graphVariables.map((variable) => variable.id)).toEqual([31, 32, 90]);
  });
});
