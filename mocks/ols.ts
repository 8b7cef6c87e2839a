/**
 * Ordinary least squares for the mocked modelling (spec 001 §1, §4: "model a variable by
 * multi-linear regression (OLS)"): coefficients by the normal equations, their standard errors,
 * Student p-values, R² and adjusted R². Pure and small; a few thousand points fit in milliseconds.
 */

export interface OlsFit {
  /** The intercept first, then one coefficient per explanatory column. */
  coefficients: number[];
  standardErrors: number[];
  tValues: number[];
  /** Two-sided, Student's t with n − p degrees of freedom. */
  pValues: number[];
  r2: number;
  adjustedR2: number;
  observations: number;
  residualStandardError: number;
}

const at = (values: ArrayLike<number>, index: number): number => values[index] ?? 0;

/**
 * Inverse of a small symmetric positive matrix by Gauss–Jordan with partial pivoting; null when a
 * pivot vanishes (collinear columns).
 */
export function invert(matrix: readonly (readonly number[])[]): number[][] | null {
  const size = matrix.length;
  const work = matrix.map((row, i) => [...row, ...Array.from({ length: size }, (_, j) => (i === j ? 1 : 0))]);
  const scale = Math.max(...matrix.map((row, i) => Math.abs(at(row, i))), 1e-300);
  for (let column = 0; column < size; column += 1) {
    let pivotRow = column;
    for (let row = column + 1; row < size; row += 1) {
      if (Math.abs(at(work[row] ?? [], column)) > Math.abs(at(work[pivotRow] ?? [], column))) pivotRow = row;
    }
    const pivotLine = work[pivotRow] ?? [];
    const pivot = at(pivotLine, column);
    if (Math.abs(pivot) < scale * 1e-11) return null;
    work[pivotRow] = work[column] ?? [];
    work[column] = pivotLine.map((value) => value / pivot);
    const normalized = work[column] ?? [];
    for (let row = 0; row < size; row += 1) {
      if (row === column) continue;
      const line = work[row] ?? [];
      const factor = at(line, column);
      if (factor !== 0) work[row] = line.map((value, j) => value - factor * at(normalized, j));
    }
  }
  return work.map((row) => row.slice(size));
}

/** log Γ(x), Lanczos approximation (g = 7), accurate to about 15 digits. */
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const shifted = x - 1;
  let sum = at(LANCZOS, 0);
  for (let i = 1; i < LANCZOS.length; i += 1) sum += at(LANCZOS, i) / (shifted + i);
  const t = shifted + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Continued fraction of the incomplete beta function (modified Lentz). */
function betaContinuedFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let result = d;
  for (let m = 1; m <= 300; m += 1) {
    const m2 = 2 * m;
    for (const numerator of [
      (m * (b - m) * x) / ((a + m2 - 1) * (a + m2)),
      (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1)),
    ]) {
      d = 1 + numerator * d;
      if (Math.abs(d) < tiny) d = tiny;
      c = 1 + numerator / c;
      if (Math.abs(c) < tiny) c = tiny;
      d = 1 / d;
      result *= d * c;
    }
    if (Math.abs(d * c - 1) < 3e-15) break;
  }
  return result;
}

/** The regularized incomplete beta function I_x(a, b). */
export function regularizedBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2)
    ? (front * betaContinuedFraction(a, b, x)) / a
    : 1 - (front * betaContinuedFraction(b, a, 1 - x)) / b;
}

/** P(|T| ≥ |t|) for Student's t with `df` degrees of freedom. */
export function studentTwoSidedP(t: number, df: number): number {
  if (!Number.isFinite(t)) return 0;
  return regularizedBeta(df / (df + t * t), df / 2, 0.5);
}

/**
 * Fits y = b0 + Σ bj·xj. `columns` holds one array per explanatory variable, each as long as `y`.
 * Null when the fit is impossible: fewer points than parameters, a constant target, or collinear
 * columns (the caller reports the modelling as failed).
 */
export function fitOls(columns: readonly (readonly number[])[], y: readonly number[]): OlsFit | null {
  const n = y.length;
  const p = columns.length + 1;
  if (n <= p || columns.some((column) => column.length !== n)) return null;
  // Columns are scaled to unit root-mean-square so that the pivots compare on one scale.
  const scales = [
    1,
    ...columns.map((column) => Math.sqrt(column.reduce((sum, value) => sum + value * value, 0) / n) || 1),
  ];
  const design = (row: number, j: number): number => (j === 0 ? 1 : at(columns[j - 1] ?? [], row) / at(scales, j));
  const xtx = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  const xty = new Array<number>(p).fill(0);
  for (let row = 0; row < n; row += 1) {
    const yRow = at(y, row);
    for (let i = 0; i < p; i += 1) {
      const xi = design(row, i);
      xty[i] = at(xty, i) + xi * yRow;
      const line = xtx[i] ?? [];
      for (let j = i; j < p; j += 1) line[j] = at(line, j) + xi * design(row, j);
    }
  }
  for (let i = 0; i < p; i += 1) for (let j = 0; j < i; j += 1) (xtx[i] ?? [])[j] = at(xtx[j] ?? [], i);
  const inverse = invert(xtx);
  if (!inverse) return null;
  const scaled = inverse.map((row) => row.reduce((sum, value, j) => sum + value * at(xty, j), 0));
  const coefficients = scaled.map((value, j) => value / at(scales, j));
  const mean = y.reduce((sum, value) => sum + value, 0) / n;
  let sse = 0;
  let sst = 0;
  for (let row = 0; row < n; row += 1) {
    const residual = at(y, row) - predict(coefficients, columns, row);
    sse += residual * residual;
    sst += (at(y, row) - mean) ** 2;
  }
  if (sst === 0) return null;
  const df = n - p;
  const variance = sse / df;
  const standardErrors = inverse.map((row, j) => Math.sqrt(Math.max(0, variance * at(row, j))) / at(scales, j));
  const tValues = coefficients.map((value, j) =>
    at(standardErrors, j) > 0 ? value / at(standardErrors, j) : Number.POSITIVE_INFINITY,
  );
  const r2 = 1 - sse / sst;
  return {
    coefficients,
    standardErrors,
    tValues,
    pValues: tValues.map((t) => studentTwoSidedP(t, df)),
    r2,
    adjustedR2: 1 - ((1 - r2) * (n - 1)) / df,
    observations: n,
    residualStandardError: Math.sqrt(variance),
  };
}

/** The modelled value of one row. */
export function predict(coefficients: readonly number[], columns: readonly (readonly number[])[], row: number): number {
  let value = at(coefficients, 0);
  for (let j = 0; j < columns.length; j += 1) value += at(coefficients, j + 1) * at(columns[j] ?? [], row);
  return value;
}
