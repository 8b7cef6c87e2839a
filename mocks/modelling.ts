import { MAX_POINTS_PER_SERIES, samplingToSeconds, type SamplingUnit } from '../src/lib/sampling';
import type { VariableRow } from './db/variables';
import { fitOls, predict } from './ols';
import { mix32, signedUniform, uniform } from './series/noise';

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
  interceptPValue: number;
  coefficients: ModelCoefficient[];
  r2: number;
  adjustedR2: number;
  observations: number;
  residualStandardError: number;
}

export interface ModelPoint {
  date: string;
  measured: number;
  modelled: number;
}

const DAY_MS = 86_400_000;
const PERIODS_MS = [DAY_MS, 7 * DAY_MS, 365.2425 * DAY_MS];

/** Number of points of the request's period at its sampling (spec 000 §9: at most 10000). */
export function pointCount(request: Pick<ModelRequest, 'start' | 'end' | 'sampling' | 'samplingUnit'>): number {
  const stepMs = samplingToSeconds(request.sampling, request.samplingUnit) * 1000;
  const spanMs = Date.parse(request.end) - Date.parse(request.start);
  if (!(stepMs > 0) || !(spanMs > 0)) return 0;
  return Math.floor(spanMs / stepMs);
}

/** One explanatory variable's values: a cycle (day, week or year) plus noise, set by its ids. */
function explanatorySeries(ref: ModelVariableRef, times: readonly number[]): number[] {
  const seed = mix32(ref.variableId * 31 + ref.aggregationId);
  const base = 10 + 490 * uniform(seed, 1);
  const amplitude = base * (0.1 + 0.4 * uniform(seed, 2));
  const period = PERIODS_MS[Math.floor(uniform(seed, 3) * PERIODS_MS.length)] ?? DAY_MS;
  const phase = 2 * Math.PI * uniform(seed, 4);
  return times.map(
    (time, index) =>
      base +
      amplitude * Math.sin((2 * Math.PI * time) / period + phase) +
      0.15 * amplitude * signedUniform(seed, index + 10),
  );
}

/** The hidden truth the fit should find: some variables weigh nothing (high p-value). */
function trueSlope(target: ModelVariableRef, ref: ModelVariableRef): number {
  const seed = mix32(target.variableId * 7_919 + ref.variableId * 31 + ref.aggregationId);
  return uniform(seed, 1) < 0.2 ? 0 : Number((signedUniform(seed, 2) * 3).toFixed(2));
}

/** Dates, explanatory columns and the modelled variable's "measured" values of a request. */
export function modelData(request: ModelRequest) {
  const stepMs = samplingToSeconds(request.sampling, request.samplingUnit) * 1000;
  const count = Math.min(pointCount(request), MAX_POINTS_PER_SERIES);
  const startMs = Date.parse(request.start);
  const times = Array.from({ length: count }, (_, index) => startMs + index * stepMs);
  const columns = request.variablesExplicatives.map((ref) => explanatorySeries(ref, times));
  const target = request.variableToModel;
  const seed = mix32(target.variableId * 131 + target.aggregationId);
  const intercept = 50 + 950 * uniform(seed, 1);
  const slopes = request.variablesExplicatives.map((ref) => trueSlope(target, ref));
  const noise = 0.05 * intercept;
  const y = times.map((_, row) => {
    let value = intercept + noise * signedUniform(seed, row + 10);
    slopes.forEach((slope, j) => (value += slope * (columns[j]?.[row] ?? 0)));
    return value;
  });
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

/** Runs the fit: a result, or the error text the run ends with. */
export function runModel(
  request: ModelRequest,
  variables: readonly VariableRow[],
): { result: ModelResult } | { error: string } {
  const empty = variableWithoutData(request, variables);
  if (empty) return { error: `Pas de données pour la variable « ${empty.name} » sur la période.` };
  const { columns, y } = modelData(request);
  const fit = fitOls(columns, y);
  if (!fit) return { error: 'Modélisation impossible : variables explicatives colinéaires ou trop peu de points.' };
  const nameOf = (id: number) => variables.find((row) => row.id === id)?.name ?? null;
  return {
    result: {
      intercept: round(fit.coefficients[0] ?? 0, 6),
      interceptPValue: fit.pValues[0] ?? 1,
      coefficients: request.variablesExplicatives.map((ref, j) => ({
        ...ref,
        name: nameOf(ref.variableId),
        coefficient: round(fit.coefficients[j + 1] ?? 0, 6),
        standardError: round(fit.standardErrors[j + 1] ?? 0, 6),
        tValue: Number.isFinite(fit.tValues[j + 1]) ? round(fit.tValues[j + 1] ?? 0, 4) : null,
        pValue: fit.pValues[j + 1] ?? 1,
      })),
      r2: round(fit.r2, 6),
      adjustedR2: round(fit.adjustedR2, 6),
      observations: fit.observations,
      residualStandardError: round(fit.residualStandardError, 6),
    },
  };
}

/** Measured against modelled, regenerated from the request (not stored: it can be 10000 points). */
export function modelPoints(request: ModelRequest, result: ModelResult): ModelPoint[] {
  const { times, columns, y } = modelData(request);
  const coefficients = [result.intercept, ...result.coefficients.map((coefficient) => coefficient.coefficient)];
  return times.map((time, row) => ({
    date: new Date(time).toISOString(),
    measured: round(y[row] ?? 0, 3),
    modelled: round(predict(coefficients, columns, row), 3),
  }));
}
