/**
 * Householder QR of a tall matrix held column by column in one Float64Array (column j at offset
 * j·rows), for the mocked OLS (mocks/ols.ts). The reflectors stay in place below the diagonal; R is
 * above it with its diagonal apart. No normal equations, so the conditioning is that of the matrix,
 * not its square.
 */

export interface HouseholderQr {
  rows: number;
  columns: number;
  /** Reflector k in rows k… of column k; R's strict upper part above the diagonal. */
  factors: Float64Array;
  /** R's diagonal. */
  diagonal: Float64Array;
  /** τ_k of H_k = I − τ_k·v_k·v_kᵀ. */
  tau: Float64Array;
}

/**
 * Factorizes `matrix` (overwritten) as Q·R. Stops at the first column whose part outside the span
 * of the columns before it is below `tolerance` times its own norm (the sine of its angle with that
 * span) and returns that column's index: collinear (a constant column, with a unit first column,
 * is one).
 */
export function householderQr(
  matrix: Float64Array,
  rows: number,
  columns: number,
  tolerance: number,
): { qr: HouseholderQr } | { collinearColumn: number } {
  const diagonal = new Float64Array(columns);
  const tau = new Float64Array(columns);
  for (let k = 0; k < columns; k += 1) {
    const offset = k * rows;
    let original = 0;
    for (let i = 0; i < rows; i += 1) original += (matrix[offset + i] ?? 0) ** 2;
    let remaining = 0;
    for (let i = k; i < rows; i += 1) remaining += (matrix[offset + i] ?? 0) ** 2;
    const alpha = Math.sqrt(remaining);
    if (!(alpha > tolerance * Math.sqrt(original))) return { collinearColumn: k };
    const head = matrix[offset + k] ?? 0;
    const sign = head >= 0 ? 1 : -1;
    const v0 = head + sign * alpha;
    matrix[offset + k] = v0;
    tau[k] = 1 / (alpha * Math.abs(v0));
    diagonal[k] = -sign * alpha;
    const t = tau[k] ?? 0;
    for (let j = k + 1; j < columns; j += 1) {
      const target = j * rows;
      let dot = 0;
      for (let i = k; i < rows; i += 1) dot += (matrix[offset + i] ?? 0) * (matrix[target + i] ?? 0);
      const factor = t * dot;
      for (let i = k; i < rows; i += 1)
        matrix[target + i] = (matrix[target + i] ?? 0) - factor * (matrix[offset + i] ?? 0);
    }
  }
  return { qr: { rows, columns, factors: matrix, diagonal, tau } };
}

/** vector ← Qᵀ·vector (rows long). */
export function applyQt(qr: HouseholderQr, vector: Float64Array): void {
  for (let k = 0; k < qr.columns; k += 1) reflect(qr, k, vector);
}

/** vector ← Q·vector (rows long). */
export function applyQ(qr: HouseholderQr, vector: Float64Array): void {
  for (let k = qr.columns - 1; k >= 0; k -= 1) reflect(qr, k, vector);
}

function reflect(qr: HouseholderQr, k: number, vector: Float64Array): void {
  const { rows, factors } = qr;
  const offset = k * rows;
  let dot = 0;
  for (let i = k; i < rows; i += 1) dot += (factors[offset + i] ?? 0) * (vector[i] ?? 0);
  const factor = (qr.tau[k] ?? 0) * dot;
  for (let i = k; i < rows; i += 1) vector[i] = (vector[i] ?? 0) - factor * (factors[offset + i] ?? 0);
}

const rAt = (qr: HouseholderQr, i: number, j: number): number =>
  i === j ? (qr.diagonal[i] ?? 0) : (qr.factors[j * qr.rows + i] ?? 0);

/** x with R·x = rhs (back-substitution). */
export function solveR(qr: HouseholderQr, rhs: Float64Array): Float64Array {
  const p = qr.columns;
  const x = new Float64Array(p);
  for (let i = p - 1; i >= 0; i -= 1) {
    let sum = rhs[i] ?? 0;
    for (let j = i + 1; j < p; j += 1) sum -= rAt(qr, i, j) * (x[j] ?? 0);
    x[i] = sum / rAt(qr, i, i);
  }
  return x;
}

/** x with Rᵀ·x = rhs (forward substitution). */
export function solveRt(qr: HouseholderQr, rhs: Float64Array): Float64Array {
  const p = qr.columns;
  const x = new Float64Array(p);
  for (let i = 0; i < p; i += 1) {
    let sum = rhs[i] ?? 0;
    for (let j = 0; j < i; j += 1) sum -= rAt(qr, j, i) * (x[j] ?? 0);
    x[i] = sum / rAt(qr, i, i);
  }
  return x;
}

/** R⁻¹, upper triangular, row-major p×p: the covariance of the fit is σ²·R⁻¹·R⁻ᵀ. */
export function inverseR(qr: HouseholderQr): Float64Array {
  const p = qr.columns;
  const inverse = new Float64Array(p * p);
  for (let column = 0; column < p; column += 1) {
    const unit = new Float64Array(p);
    unit[column] = 1;
    const x = solveR(qr, unit);
    for (let row = 0; row < p; row += 1) inverse[row * p + column] = x[row] ?? 0;
  }
  return inverse;
}
