/**
 * The design matrix the OLS factorizes (mocks/ols.ts): explanatory columns centred on their means
 * and scaled by powers of two (exact), the unit column first when there is an intercept, and the
 * maps T between its coefficients and the original columns' (β = T·γ).
 */

/** The power of two nearest to 1 / norm: scaling by it is exact. */
const unitScale = (norm: number): number => (norm > 0 && Number.isFinite(norm) ? 2 ** -Math.round(Math.log2(norm)) : 1);

export interface Design {
  n: number;
  p: number;
  intercept: boolean;
  columns: readonly ArrayLike<number>[];
  /** Per design column: the mean taken off (0 for the unit column) and the power-of-two scale. */
  means: Float64Array;
  scales: Float64Array;
}

/** The centred and scaled design, column-major, the unit column first when there is an intercept. */
export function buildDesign(design: Design): Float64Array {
  const { n, p, intercept, columns, means, scales } = design;
  const matrix = new Float64Array(n * p);
  const first = intercept ? 1 : 0;
  if (intercept) {
    scales[0] = unitScale(Math.sqrt(n));
    matrix.fill(scales[0] ?? 1, 0, n);
  }
  columns.forEach((column, j) => {
    const k = j + first;
    const offset = k * n;
    let mean = 0;
    if (intercept) {
      let sum = 0;
      for (let i = 0; i < n; i += 1) sum += column[i] ?? 0;
      mean = sum / n;
      // A second pass takes off what the first mean's rounding left.
      let correction = 0;
      for (let i = 0; i < n; i += 1) correction += (column[i] ?? 0) - mean;
      mean += correction / n;
    }
    let squares = 0;
    for (let i = 0; i < n; i += 1) {
      const value = (column[i] ?? 0) - mean;
      matrix[offset + i] = value;
      squares += value * value;
    }
    const scale = unitScale(Math.sqrt(squares));
    for (let i = 0; i < n; i += 1) matrix[offset + i] = (matrix[offset + i] ?? 0) * scale;
    means[k] = mean;
    scales[k] = scale;
  });
  return matrix;
}

/** β = T·γ: from the scaled, centred design's coefficients to the original columns'. */
export function toOriginal(design: Design, gamma: Float64Array): Float64Array {
  const beta = new Float64Array(design.p);
  for (let k = 0; k < design.p; k += 1) beta[k] = (gamma[k] ?? 0) * (design.scales[k] ?? 1);
  if (design.intercept) {
    let shift = 0;
    for (let k = 1; k < design.p; k += 1) shift += (beta[k] ?? 0) * (design.means[k] ?? 0);
    beta[0] = (beta[0] ?? 0) - shift;
  }
  return beta;
}

/** Tᵀ·g: a vector against the original columns, as against the design's. */
export function toDesign(design: Design, g: Float64Array): Float64Array {
  const out = new Float64Array(design.p);
  const g0 = design.intercept ? (g[0] ?? 0) : 0;
  for (let k = 0; k < design.p; k += 1) {
    const own = g[k] ?? 0;
    out[k] = (design.intercept && k > 0 ? own - (design.means[k] ?? 0) * g0 : own) * (design.scales[k] ?? 1);
  }
  return out;
}
