/**
 * Least squares in exact rational arithmetic (BigInt fractions), the reference the OLS tests hold
 * the floating-point fit to: the typed-in NIST data must give back NIST's certified values, and a
 * nearly collinear case gets its true digits. Slow on purpose (normal equations in exact
 * arithmetic are exact); only for tests on tens or hundreds of rows.
 */

export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

const abs = (value: bigint): bigint => (value < 0n ? -value : value);

function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function fraction(numerator: bigint, denominator = 1n): Fraction {
  if (denominator === 0n) throw new Error('division by zero');
  const divisor = gcd(numerator, denominator) || 1n;
  const sign = denominator < 0n ? -1n : 1n;
  return { numerator: (sign * numerator) / divisor, denominator: (sign * denominator) / divisor };
}

const ZERO = fraction(0n);
const add = (a: Fraction, b: Fraction) =>
  fraction(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
const subtract = (a: Fraction, b: Fraction) => add(a, fraction(-b.numerator, b.denominator));
const multiply = (a: Fraction, b: Fraction) => fraction(a.numerator * b.numerator, a.denominator * b.denominator);
const divide = (a: Fraction, b: Fraction) => fraction(a.numerator * b.denominator, a.denominator * b.numerator);

/** The exact value of a number's shortest decimal form ("0.11019", "1e-5"): the value as typed. */
export function decimalFraction(value: number): Fraction {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(value));
  if (!match) throw new Error(`not a finite decimal: ${value}`);
  const [, sign = '', whole = '0', decimals = '', exponentText = '0'] = match;
  const exponent = Number(exponentText) - decimals.length;
  const digits = BigInt(`${sign}${whole}${decimals}`);
  return exponent >= 0 ? fraction(digits * 10n ** BigInt(exponent)) : fraction(digits, 10n ** BigInt(-exponent));
}

/** The exact value of a double as stored (binary), for data that were never typed as decimals. */
export function binaryFraction(value: number): Fraction {
  if (!Number.isFinite(value)) throw new Error(`not finite: ${value}`);
  if (value === 0) return fraction(0n);
  const bits = new DataView(new ArrayBuffer(8));
  bits.setFloat64(0, value);
  const raw = bits.getBigUint64(0);
  const sign = raw >> 63n === 1n ? -1n : 1n;
  const exponentBits = Number((raw >> 52n) & 0x7ffn);
  const fractionBits = raw & ((1n << 52n) - 1n);
  const mantissa = exponentBits === 0 ? fractionBits : fractionBits | (1n << 52n);
  const exponent = (exponentBits === 0 ? 1 : exponentBits) - 1075;
  return exponent >= 0
    ? fraction(sign * mantissa * (1n << BigInt(exponent)))
    : fraction(sign * mantissa, 1n << BigInt(-exponent));
}

const bitLength = (value: bigint): number => abs(value).toString(2).length;

/** The double nearest a fraction (within an ulp). */
export function toNumber(value: Fraction): number {
  if (value.numerator === 0n) return 0;
  const shift = bitLength(value.denominator) - bitLength(value.numerator) + 80;
  const quotient =
    shift >= 0 ? (value.numerator << BigInt(shift)) / value.denominator : value.numerator / value.denominator;
  return shift >= 0 ? Number(quotient) * 2 ** -shift : Number(quotient);
}

export interface ExactFit {
  coefficients: number[];
  standardErrors: number[];
  residualStandardError: number;
  r2: number;
}

/** OLS with an intercept (unless told otherwise), solved exactly; numbers rounded only at the end. */
export function exactLeastSquares(
  columns: readonly (readonly number[])[],
  y: readonly number[],
  intercept = true,
  /** decimalFraction for data typed as decimals (NIST's), binaryFraction for computed doubles. */
  exactValue: (value: number) => Fraction = decimalFraction,
): ExactFit {
  const n = y.length;
  const design = [
    ...(intercept ? [y.map(() => fraction(1n))] : []),
    ...columns.map((column) => column.map(exactValue)),
  ];
  const target = y.map(exactValue);
  const p = design.length;
  const dot = (a: readonly Fraction[], b: readonly Fraction[]) =>
    a.reduce((sum, value, i) => add(sum, multiply(value, b[i] ?? ZERO)), ZERO);
  // [XᵀX | I | Xᵀy], reduced by Gauss–Jordan to [I | (XᵀX)⁻¹ | β].
  const rows = design.map((column, i) => [
    ...design.map((other) => dot(column, other)),
    ...design.map((_, j) => fraction(i === j ? 1n : 0n)),
    dot(column, target),
  ]);
  for (let k = 0; k < p; k += 1) {
    const pivotRow = rows.findIndex((row, index) => index >= k && (row[k]?.numerator ?? 0n) !== 0n);
    if (pivotRow < 0) throw new Error('singular');
    const pivotLine = rows[pivotRow] ?? [];
    rows[pivotRow] = rows[k] ?? [];
    const pivot = pivotLine[k] ?? ZERO;
    rows[k] = pivotLine.map((value) => divide(value, pivot));
    const normalized = rows[k] ?? [];
    rows.forEach((row, index) => {
      const factor = row[k] ?? ZERO;
      if (index === k || factor.numerator === 0n) return;
      rows[index] = row.map((value, j) => subtract(value, multiply(factor, normalized[j] ?? ZERO)));
    });
  }
  const beta = rows.map((row) => row[2 * p] ?? ZERO);
  let sse = ZERO;
  for (let i = 0; i < n; i += 1) {
    let residual = target[i] ?? ZERO;
    design.forEach((column, k) => (residual = subtract(residual, multiply(column[i] ?? ZERO, beta[k] ?? ZERO))));
    sse = add(sse, multiply(residual, residual));
  }
  const mean = intercept ? divide(target.reduce(add, ZERO), fraction(BigInt(n))) : ZERO;
  const sst = target.reduce((sum, value) => add(sum, multiply(subtract(value, mean), subtract(value, mean))), ZERO);
  const variance = divide(sse, fraction(BigInt(n - p)));
  return {
    coefficients: beta.map(toNumber),
    standardErrors: rows.map((row, k) => Math.sqrt(toNumber(multiply(variance, row[p + k] ?? ZERO)))),
    residualStandardError: Math.sqrt(toNumber(variance)),
    r2: toNumber(subtract(fraction(1n), divide(sse, sst))),
  };
}
