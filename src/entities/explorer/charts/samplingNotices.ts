import type { Graph } from '../api';
import type { AllGraphData } from '../../variables/seriesData';
import type { DateRange } from '../../../lib/dateRanges';
import { fitsPeriod, isSamplingUnit, type Sampling } from '../../../lib/sampling';
import { fitGraphSampling, sameSampling } from './graphSampling';

/** spec 000 §4: a sampling changed to fit the period; the user is told to shorten it to keep the wanted one. */
export interface SamplingNotice {
  /** The variable concerned; null when the graph's own sampling applies to all of them. */
  name: string | null;
  used: Sampling;
  wanted: Sampling;
}

/** The graph's sampling when it applies to all variables (frontConfig.graphSampling), else null. */
export function graphWideSampling(graph: Graph): Sampling | null {
  const { graphSampling, sampling, samplingUnit } = graph.frontConfig;
  return graphSampling && isSamplingUnit(samplingUnit) ? { sampling, samplingUnit } : null;
}

/** The sampling parameters of the all-graph-data read: the graph's, fitted to the period, or none (the server decides per variable). */
export function allGraphDataSampling(graph: Graph, period: DateRange): Partial<Sampling> {
  const wanted = graphWideSampling(graph);
  if (!wanted) return {};
  const fitted = fitGraphSampling(period, wanted);
  return { sampling: fitted.sampling, samplingUnit: fitted.samplingUnit };
}

/**
 * The samplings changed for this period: by our own check (period ÷ step over the limit) or by the
 * server's word (samplingAdjusted). Auto-sampled variables have no wanted sampling: never a notice.
 */
export function samplingNotices(
  graph: Graph,
  period: DateRange,
  answer: AllGraphData | undefined,
  nameOf: (id: number) => string,
): SamplingNotice[] {
  const wide = graphWideSampling(graph);
  if (wide) {
    const fitted = fitGraphSampling(period, wide);
    const serverAdjusted = answer?.data.variables.some((read) => read.samplingAdjusted === true) ?? false;
    if (!fitted.adjusted && !serverAdjusted) return [];
    const read = answer?.data.variables.find((one) => one.samplingAdjusted === true);
    const used: Sampling = read
      ? { sampling: read.sampling, samplingUnit: read.samplingUnit }
      : { sampling: fitted.sampling, samplingUnit: fitted.samplingUnit };
    return sameSampling(used, wide) ? [] : [{ name: null, used, wanted: wide }];
  }
  const notices: SamplingNotice[] = [];
  for (const variable of graph.graphVariables) {
    if (variable.autoSampling) continue;
    const wanted: Sampling = { sampling: variable.sampling, samplingUnit: variable.samplingUnit };
    const read = answer?.data.variables.find((one) => one.id === variable.id);
    const tooMany = !fitsPeriod(period.start, period.end, wanted.sampling, wanted.samplingUnit);
    if (!tooMany && read?.samplingAdjusted !== true) continue;
    const fitted = fitGraphSampling(period, wanted);
    const used: Sampling = read
      ? { sampling: read.sampling, samplingUnit: read.samplingUnit }
      : { sampling: fitted.sampling, samplingUnit: fitted.samplingUnit };
    if (!sameSampling(used, wanted)) notices.push({ name: nameOf(variable.id), used, wanted });
  }
  return notices;
}
