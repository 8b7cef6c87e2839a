import { MAX_POINTS_PER_SERIES, samplingToSeconds, type SamplingUnit } from '../src/lib/sampling';
import { clockFor } from '../src/lib/zoneClock';
import type { VariableRow } from './db/variables';
import { DEFAULT_SERIES_TIME_ZONE } from './series';
import { planBuckets } from './series/buckets';
import { fitOls, predict, type OlsFailureReason } from './ols';
import { explanatorySeries, modelledSeries } from './modellingSeries';

/**
 * The mocked OLS modelling (spec 001 §4 "Modelling"): deterministic data for the variables of a
 * request, a real least-squares fit, and the result as the modelization state answers it.
 */

export interface ModelVariableRef {
  variableId: number;
  aggregationId: number;
}

export interface ModelRequest {
  projectId: number;
  variableToModel: ModelVariableRef;
  variablesExplicatives: ModelVariableRef[];
  start: string;
  end: string;
  sampling: number;
  samplingUnit: SamplingUnit;
}

export interface ModelCoefficient extends ModelVariableRef {
  name: string | null;
  coefficient: number;
  standardError: number;
  tValue: number | null;
  pValue: number;
}

export interface ModelResult {
  intercept: number;
  interceptStandardError: number;
  /** Null when the fit is exact (a zero standard error). */
  interceptTValue: number | null;
  interceptPValue: number;
  coefficients: ModelCoefficient[];
  r2: number;
  adjustedR2: number;
  observations: number;
  /** n − p. */
  degreesOfFreedom: number;
  residualStandardError: number;
}

export interface ModelPoint {
  date: string;
  measured: number;
  modelled: number;
}

/** Number of points of the request's period at its sampling (spec 000 §9: at most 10000). */
export function pointCount(request: Pick<ModelRequest, 'start' | 'end' | 'sampling' | 'samplingUnit'>): number {
  const stepMs = samplingToSeconds(request.sampling, request.samplingUnit) * 1000;
  const spanMs = Date.parse(request.end) - Date.parse(request.start);
  if (!(stepMs > 0) || !(spanMs > 0)) return 0;
  return Math.floor(spanMs / stepMs);
}

/** Dates, explanatory columns and the modelled variable's "measured" values of a request. */
export function modelData(request: ModelRequest, variables: readonly VariableRow[]) {
  const stepMs = samplingToSeconds(request.sampling, request.samplingUnit) * 1000;
  const count = Math.min(pointCount(request), MAX_POINTS_PER_SERIES);
  const startMs = Date.parse(request.start);
  // Only the steps where every variable of the request has data are observations.
  let from = Number.NEGATIVE_INFINITY;
  let to = Number.POSITIVE_INFINITY;
  for (const ref of [request.variableToModel, ...request.variablesExplicatives]) {
    const variable = variables.find((row) => row.id === ref.variableId);
    if (variable?.firstDataDate) from = Math.max(from, Date.parse(variable.firstDataDate));
    if (variable?.lastDataDate) to = Math.min(to, Date.parse(variable.lastDataDate));
  }
  // Steps on the site's calendar, as graph-data buckets them: a day starts at midnight, not at the
  // time of day the period was asked at.
  const plan = planBuckets(
    clockFor(DEFAULT_SERIES_TIME_ZONE),
    startMs,
    Date.parse(request.end),
    { sampling: request.sampling, samplingUnit: request.samplingUnit },
    MAX_POINTS_PER_SERIES,
  );
  const times: number[] = [];
  for (let index = 0; index < count && index + 1 < plan.boundaries.length; index += 1) {
    const time = plan.boundaries[index] ?? startMs;
    if (time >= from && time < to) times.push(time);
  }
  const columns = request.variablesExplicatives.map((ref) =>
    explanatorySeries(
      ref,
      variables.find((row) => row.id === ref.variableId),
      times,
      stepMs,
    ),
  );
  const y = modelledSeries(request.variableToModel, request.variablesExplicatives, variables, columns, times);
  return { times, columns, y };
}

/** Variables with no data in the period cannot be modelled: the run ends in error. */
export function variableWithoutData(request: ModelRequest, variables: readonly VariableRow[]): VariableRow | null {
  const start = Date.parse(request.start);
  const end = Date.parse(request.end);
  for (const ref of [request.variableToModel, ...request.variablesExplicatives]) {
    const variable = variables.find((row) => row.id === ref.variableId);
    if (!variable) continue;
    const first = variable.firstDataDate ? Date.parse(variable.firstDataDate) : Number.NaN;
    const last = variable.lastDataDate ? Date.parse(variable.lastDataDate) : Number.NaN;
    if (Number.isNaN(first) || first > end || last < start) return variable;
  }
  return null;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const finiteOrNull = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? value : null);

/** The text a failed fit ends the run with (the server speaks French, as its other messages). */
function fitError(
  failure: { reason: OlsFailureReason; column?: number },
  request: ModelRequest,
  nameOf: (id: number) => string | null,
  points: number,
): string {
  const explanatory = request.variablesExplicatives[failure.column ?? -1];
  switch (failure.reason) {
    case 'collinear':
      return `Modélisation impossible : la variable « ${nameOf(explanatory?.variableId ?? 0) ?? '?'} » est colinéaire aux variables explicatives qui la précèdent, ou constante sur la période.`;
    case 'tooFewObservations':
      return `Modélisation impossible : ${points} points pour ${request.variablesExplicatives.length + 1} paramètres ; allongez la période ou réduisez le pas d’échantillonnage.`;
    case 'constantTarget':
      return `Modélisation impossible : la variable « ${nameOf(request.variableToModel.variableId) ?? '?'} » est constante sur la période.`;
    case 'lengthMismatch':
    case 'notFinite':
      return 'Modélisation impossible : données invalides sur la période.';
  }
}

/** Runs the fit: a result, or the error text the run ends with. */
export function runModel(
  request: ModelRequest,
  variables: readonly VariableRow[],
): { result: ModelResult } | { error: string } {
  const empty = variableWithoutData(request, variables);
  if (empty) return { error: `Pas de données pour la variable « ${empty.name} » sur la période.` };
  const { columns, y } = modelData(request, variables);
  const outcome = fitOls(columns, y);
  const nameOf = (id: number) => variables.find((row) => row.id === id)?.name ?? null;
  if (!outcome.ok) return { error: fitError(outcome, request, nameOf, y.length) };
  const { fit } = outcome;
  return {
    result: {
      intercept: fit.coefficients[0] ?? 0,
      interceptStandardError: fit.standardErrors[0] ?? 0,
      interceptTValue: finiteOrNull(fit.tValues[0]),
      interceptPValue: fit.pValues[0] ?? 1,
      coefficients: request.variablesExplicatives.map((ref, j) => ({
        ...ref,
        name: nameOf(ref.variableId),
        coefficient: fit.coefficients[j + 1] ?? 0,
        standardError: fit.standardErrors[j + 1] ?? 0,
        tValue: finiteOrNull(fit.tValues[j + 1]),
        pValue: fit.pValues[j + 1] ?? 1,
      })),
      r2: fit.r2,
      adjustedR2: fit.adjustedR2,
      observations: fit.observations,
      degreesOfFreedom: fit.degreesOfFreedom,
      residualStandardError: fit.residualStandardError,
    },
  };
}

/** Measured against modelled, regenerated from the request (not stored: it can be 10000 points). */
export function modelPoints(
  request: ModelRequest,
  result: ModelResult,
  variables: readonly VariableRow[],
): ModelPoint[] {
  const { times, columns, y } = modelData(request, variables);
  const coefficients = [result.intercept, ...result.coefficients.map((coefficient) => coefficient.coefficient)];
  return times.map((time, row) => ({
    date: new Date(time).toISOString(),
    measured: round(y[row] ?? 0, 3),
    modelled: round(predict(coefficients, columns, row), 3),
  }));
}
