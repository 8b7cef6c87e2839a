import type { ModelizationState, ModelingResult } from '../../../entities/analytics/api';
import { largestUnitDividing, type Sampling } from '../../../lib/sampling';
import type { CoefficientRow } from './CoefficientsTable';
import type { EquationTerm } from './fittedEquation';
import type { ResidualPoint } from './residuals';

type ModelVariables = Pick<ModelizationState, 'variablesExplicatives'>;

const sameRef = (a: { variableId: number; aggregationId: number }, b: { variableId: number; aggregationId: number }) =>
  a.variableId === b.variableId && a.aggregationId === b.aggregationId;

/** The intercept then one row per explanatory variable, named and with its unit from the state. */
export function coefficientRows(
  result: ModelingResult,
  state: ModelVariables,
  aggregationName: (id: number) => string | null,
  unknownName: (id: number) => string,
): CoefficientRow[] {
  const intercept: CoefficientRow = {
    key: 'intercept',
    name: null,
    unit: null,
    aggregation: null,
    coefficient: result.intercept,
    standardError: result.interceptStandardError ?? null,
    tValue: result.interceptTValue ?? null,
    pValue: result.interceptPValue ?? null,
  };
  return [
    intercept,
    ...result.coefficients.map((coefficient) => {
      const variable = state.variablesExplicatives.find((candidate) => sameRef(candidate, coefficient));
      return {
        key: `${coefficient.variableId}:${coefficient.aggregationId}`,
        name: coefficient.name ?? variable?.name ?? unknownName(coefficient.variableId),
        unit: variable?.unit ?? null,
        aggregation: aggregationName(coefficient.aggregationId),
        coefficient: coefficient.coefficient,
        standardError: coefficient.standardError ?? null,
        tValue: coefficient.tValue ?? null,
        pValue: coefficient.pValue,
      };
    }),
  ];
}

export function equationTerms(rows: readonly CoefficientRow[]): EquationTerm[] {
  return rows.flatMap((row) =>
    row.name === null ? [] : [{ coefficient: row.coefficient, name: row.name, unit: row.unit }],
  );
}

/**
 * The step of the modelled points (the state does not repeat the request's sampling): the smallest
 * gap between two points, in the largest unit dividing it (spec 000 §9). Null under two points.
 */
export function pointsSampling(points: readonly ResidualPoint[]): Sampling | null {
  let step = Infinity;
  for (let index = 1; index < points.length; index += 1) {
    const gap = (points[index]?.time ?? 0) - (points[index - 1]?.time ?? 0);
    if (gap > 0 && gap < step) step = gap;
  }
  return Number.isFinite(step) ? largestUnitDividing(step / 1000) : null;
}
