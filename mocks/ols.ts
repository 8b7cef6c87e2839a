import { applyQ, applyQt, householderQr, inverseR, solveR, solveRt, type HouseholderQr } from './householderQr';
import { DotAccumulator, splitHigh } from './compensated';
import { buildDesign, toDesign, toOriginal, type Design } from './olsDesign';
import { studentTwoSidedP } from './studentT';

export { logGamma, regularizedBeta, studentTwoSidedP } from './studentT';

/**
 * Ordinary least squares for the mocked modelling (spec 001 §1, §4: "model a variable by
 * multi-linear regression (OLS)"), numerically sound (issue 20): never the normal equations.
 *
 * 1. The explanatory columns are centred on their means and scaled by powers of two (exact), which
 *    takes away the conditioning that offsets and units add (a year beside a temperature).
 * 2. Householder QR of that design, with the unit column first: the first column whose part
 *    outside the span of those before it is under RANK_TOLERANCE of its norm is reported as
 *    collinear (a constant column is collinear with the intercept).
 * 3. Iterative refinement of the augmented system [I X; Xᵀ 0]·[r; β] = [y; 0] (Björck) against the
 *    ORIGINAL columns, its residuals computed in twice the working precision (mocks/compensated.ts):
 *    the rounding of the centring, and the large-residual case that plain QR loses digits on, are
 *    corrected, so that NIST's certified results come out to 9 significant digits and more.
 * 4. The covariance σ²·(XᵀX)⁻¹ = σ²·(T·R⁻¹)(T·R⁻¹)ᵀ, T the centring and scaling, row norms only.
 */

export interface OlsFit {
  /** The intercept first (when fitted), then one coefficient per explanatory column. */
  coefficients: number[];
  standardErrors: number[];
  tValues: number[];
  /** Two-sided, Student's t with n − p degrees of freedom. */
  pValues: number[];
  /** With an intercept 1 − SSE/Σ(y − ȳ)²; without, 1 − SSE/Σy² (NIST's convention). */
  r2: number;
  adjustedR2: number;
  observations: number;
  degreesOfFreedom: number;
  residualStandardError: number;
}

export type OlsFailureReason =
  | 'lengthMismatch'
  | 'notFinite'
  | 'tooFewObservations'
  | 'constantTarget'
  /** `column`: the explanatory column (index in `columns`) explained by the intercept and those before it. */
  | 'collinear';

export type OlsOutcome = { ok: true; fit: OlsFit } | { ok: false; reason: OlsFailureReason; column?: number };

export interface OlsOptions {
  /** Fit an intercept (default true). */
  intercept?: boolean;
}

/** A column within 1e-10 (in sine of its angle) of the span of the others carries no information of its own. */
export const RANK_TOLERANCE = 1e-10;
const MAX_REFINEMENTS = 6;

/**
 * f = y − r − X·β and g = −Xᵀ·r in twice the working precision, X the original columns with the
 * unit column when there is an intercept.
 */
function augmentedResiduals(
  design: Design,
  split: readonly Float64Array[],
  y: ArrayLike<number>,
  r: Float64Array,
  beta: Float64Array,
): { f: Float64Array; g: Float64Array } {
  const { n, p, intercept, columns } = design;
  const first = intercept ? 1 : 0;
  const f = new Float64Array(n);
  const accumulator = new DotAccumulator();
  const minusBetaHigh = Float64Array.from(beta, (value) => splitHigh(-value));
  for (let i = 0; i < n; i += 1) {
    accumulator.reset(y[i] ?? 0);
    accumulator.add(-(r[i] ?? 0));
    if (intercept) accumulator.add(-(beta[0] ?? 0));
    for (let k = first; k < p; k += 1) {
      const column = k - first;
      accumulator.addProductSplit(
        columns[column]?.[i] ?? 0,
        split[column]?.[i] ?? 0,
        -(beta[k] ?? 0),
        minusBetaHigh[k] ?? 0,
      );
    }
    f[i] = accumulator.value;
  }
  const g = new Float64Array(p);
  if (intercept) {
    accumulator.reset(0);
    for (let i = 0; i < n; i += 1) accumulator.add(-(r[i] ?? 0));
    g[0] = accumulator.value;
  }
  for (let k = first; k < p; k += 1) {
    const column = columns[k - first] ?? [];
    accumulator.reset(0);
    for (let i = 0; i < n; i += 1) accumulator.addProduct(column[i] ?? 0, -(r[i] ?? 0));
    g[k] = accumulator.value;
  }
  return { f, g };
}

/** Solves δr + D·δγ = f, Dᵀ·δr = gD with D = Q·R; δr and δγ come back in `f`'s place and a new array. */
function correction(qr: HouseholderQr, f: Float64Array, gDesign: Float64Array): Float64Array {
  const h = solveRt(qr, gDesign);
  applyQt(qr, f);
  const rhs = new Float64Array(qr.columns);
  for (let k = 0; k < qr.columns; k += 1) {
    rhs[k] = (f[k] ?? 0) - (h[k] ?? 0);
    f[k] = h[k] ?? 0;
  }
  applyQ(qr, f);
  return solveR(qr, rhs);
}

/** Fits y = b0 + Σ bj·xj (or without b0). `columns` holds one array per explanatory variable. */
export function fitOls(
  columns: readonly ArrayLike<number>[],
  y: ArrayLike<number>,
  options: OlsOptions = {},
): OlsOutcome {
  const intercept = options.intercept ?? true;
  const n = y.length;
  const p = columns.length + (intercept ? 1 : 0);
  if (columns.some((column) => column.length !== n)) return { ok: false, reason: 'lengthMismatch' };
  if (n <= p || p === 0) return { ok: false, reason: 'tooFewObservations' };
  for (const values of [y, ...columns])
    for (let i = 0; i < n; i += 1) if (!Number.isFinite(values[i])) return { ok: false, reason: 'notFinite' };

  const design: Design = { n, p, intercept, columns, means: new Float64Array(p), scales: new Float64Array(p) };
  const factorized = householderQr(buildDesign(design), n, p, RANK_TOLERANCE);
  if ('collinearColumn' in factorized)
    return { ok: false, reason: 'collinear', column: factorized.collinearColumn - (intercept ? 1 : 0) };
  const { qr } = factorized;

  // High and low halves of every value, once: the refinement's exact products reuse them.
  const split = columns.map((column) => {
    const high = new Float64Array(n);
    for (let i = 0; i < n; i += 1) high[i] = splitHigh(column[i] ?? 0);
    return high;
  });
  const r = new Float64Array(n);
  let beta = new Float64Array(p);
  for (let iteration = 0; iteration < MAX_REFINEMENTS; iteration += 1) {
    const { f, g } = augmentedResiduals(design, split, y, r, beta);
    const delta = toOriginal(design, correction(qr, f, toDesign(design, g)));
    for (let i = 0; i < n; i += 1) r[i] = (r[i] ?? 0) + (f[i] ?? 0);
    let changed = false;
    const next = new Float64Array(p);
    for (let k = 0; k < p; k += 1) {
      next[k] = (beta[k] ?? 0) + (delta[k] ?? 0);
      if (next[k] !== beta[k]) changed = true;
    }
    beta = next;
    // The first pass is plain QR; stop once a correction no longer moves any coefficient.
    if (iteration > 0 && !changed) break;
  }
  return summarize(design, qr, split, y, beta);
}

/** Residual sum of squares, R², the covariance and the tests of a solved fit. */
function summarize(
  design: Design,
  qr: HouseholderQr,
  split: readonly Float64Array[],
  y: ArrayLike<number>,
  beta: Float64Array,
): OlsOutcome {
  const { n, p, intercept } = design;
  const { f: residuals } = augmentedResiduals(design, split, y, new Float64Array(n), beta);
  const sse = new DotAccumulator();
  for (let i = 0; i < n; i += 1) sse.addProduct(residuals[i] ?? 0, residuals[i] ?? 0);
  let mean = 0;
  if (intercept) {
    const sum = new DotAccumulator();
    for (let i = 0; i < n; i += 1) sum.add(y[i] ?? 0);
    mean = sum.value / n;
  }
  const sst = new DotAccumulator();
  for (let i = 0; i < n; i += 1) {
    const centred = (y[i] ?? 0) - mean;
    sst.addProduct(centred, centred);
  }
  if (!(sst.value > 0)) return { ok: false, reason: 'constantTarget' };
  const df = n - p;
  const variance = sse.value / df;
  // Rows of T·R⁻¹: their norms times σ are the standard errors.
  const inverse = inverseR(qr);
  const standardErrors: number[] = [];
  for (let k = 0; k < p; k += 1) {
    let squares = 0;
    for (let j = 0; j < p; j += 1) {
      let entry = (inverse[k * p + j] ?? 0) * (design.scales[k] ?? 1);
      if (intercept && k === 0)
        for (let l = 1; l < p; l += 1)
          entry -= (design.means[l] ?? 0) * (design.scales[l] ?? 1) * (inverse[l * p + j] ?? 0);
      squares += entry * entry;
    }
    standardErrors.push(Math.sqrt(variance * squares));
  }
  const coefficients = Array.from(beta);
  const tValues = coefficients.map((value, k) => {
    const error = standardErrors[k] ?? 0;
    if (error > 0) return value / error;
    return value === 0 ? 0 : Math.sign(value) * Number.POSITIVE_INFINITY;
  });
  const r2 = 1 - sse.value / sst.value;
  return {
    ok: true,
    fit: {
      coefficients,
      standardErrors,
      tValues,
      pValues: tValues.map((t) => studentTwoSidedP(t, df)),
      r2,
      adjustedR2: 1 - ((1 - r2) * (n - (intercept ? 1 : 0))) / df,
      observations: n,
      degreesOfFreedom: df,
      residualStandardError: Math.sqrt(variance),
    },
  };
}

/** The modelled value of one row (intercept first in `coefficients`). */
export function predict(coefficients: readonly number[], columns: readonly ArrayLike<number>[], row: number): number {
  let value = coefficients[0] ?? 0;
  for (let j = 0; j < columns.length; j += 1) value += (coefficients[j + 1] ?? 0) * (columns[j]?.[row] ?? 0);
  return value;
}
