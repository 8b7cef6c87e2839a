// @vitest-environment node
import type { Graph, GraphVariable } from '../api';
import type { AllGraphData } from '../../variables/seriesData';
import { allGraphDataSampling, samplingNotices } from './samplingNotices';

const DAY = 86_400_000;
const period = {
  start: new Date('2026-01-01T00:00:00Z'),
  end: new Date(Date.parse('2026-01-01T00:00:00Z') + 365 * DAY),
};

function variable(id: number, extra: Partial<GraphVariable> = {}): GraphVariable {
  return {
    id,
    objectId: id * 10,
    aggregationId: 1,
    unit: { id: 1, name: 'kW' },
    type: 'variable',
    name: `V${id}`,
    autoSampling: false,
    sampling: 1,
    samplingUnit: 'hours',
    ...extra,
  };
}

function graph(frontConfig: Partial<Graph['frontConfig']>, variables: GraphVariable[]): Graph {
  return {
    id: 1,
    name: 'G',
    dashboard: { id: 1 },
    row: 0,
    frontConfig: {
      type: 'spline',
      graphSampling: false,
      sampling: 1,
      samplingUnit: 'hours',
      numberValuesSlices: 10,
      ...frontConfig,
    },
    graphVariables: variables,
  };
}

function answer(
  reads: { id: number; sampling: number; samplingUnit: 'minutes' | 'hours' | 'days'; adjusted?: boolean }[],
): AllGraphData {
  return {
    data: {
      variables: reads.map((read) => ({
        id: read.id,
        aggregation: { id: 1 },
        autoSampling: false,
        data: [],
        sampling: read.sampling,
        samplingUnit: read.samplingUnit,
        samplingAdjusted: read.adjusted ?? false,
      })),
      sampling: 1,
      samplingUnit: 'hours',
    },
  };
}

const nameOf = (id: number) => `V${id}`;

describe('samplingNotices', () => {
  it("sends the graph's sampling fitted to the period, and tells it changed", () => {
    const wide = graph({ graphSampling: true, sampling: 10, samplingUnit: 'minutes' }, [variable(1)]);
    expect(allGraphDataSampling(wide, period)).toEqual({ sampling: 1, samplingUnit: 'hours' });
    expect(samplingNotices(wide, period, undefined, nameOf)).toEqual([
      { name: null, used: { sampling: 1, samplingUnit: 'hours' }, wanted: { sampling: 10, samplingUnit: 'minutes' } },
    ]);
  });

  it('sends no sampling when each variable keeps its own, and names the one the server changed', () => {
    const own = graph({}, [variable(1), variable(2, { sampling: 1, samplingUnit: 'days' })]);
    expect(allGraphDataSampling(own, period)).toEqual({});
    const read = answer([
      { id: 1, sampling: 1, samplingUnit: 'days', adjusted: true },
      { id: 2, sampling: 1, samplingUnit: 'days' },
    ]);
    expect(samplingNotices(own, period, read, nameOf)).toEqual([
      { name: 'V1', used: { sampling: 1, samplingUnit: 'days' }, wanted: { sampling: 1, samplingUnit: 'hours' } },
    ]);
  });

  it('never tells about auto-sampled variables, nor a sampling that fits', () => {
    const auto = graph({}, [variable(1, { autoSampling: true, sampling: 1, samplingUnit: 'minutes' })]);
    expect(samplingNotices(auto, period, undefined, nameOf)).toEqual([]);
    const fits = graph({}, [variable(1, { sampling: 1, samplingUnit: 'days' })]);
    expect(samplingNotices(fits, period, answer([{ id: 1, sampling: 1, samplingUnit: 'days' }]), nameOf)).toEqual([]);
  });
});
