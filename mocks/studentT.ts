/**
 * Student's t distribution for the p-values of the mocked OLS (spec 001 §1, §4): the two-sided
 * p-value of a coefficient's t with n − p degrees of freedom, through the regularized incomplete
 * beta function. Accurate to about 12 significant digits over the t and degrees of freedom a
 * regression meets (the tests hold it to the closed forms for 1, 2 and 4 degrees of freedom).
 */

/** log Γ(x), Lanczos approximation (g = 7, n = 9), accurate to about 15 digits. */
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const shifted = x - 1;
  let sum = LANCZOS[0] ?? 1;
  for (let i = 1; i < LANCZOS.length; i += 1) sum += (LANCZOS[i] ?? 0) / (shifted + i);
  const t = shifted + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(sum);
}

const TINY = 1e-300;
/** Enough for a = n/2 with n = 10,000 points: the fraction converges in O(√a) terms. */
const MAX_TERMS = 2_000;

/** Continued fraction of the incomplete beta function (modified Lentz). */
function betaContinuedFraction(a: number, b: number, x: number): number {
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let result = d;
  const step = (numerator: number): number => {
    d = 1 + numerator * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + numerator / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    result *= delta;
    return delta;
  };
  for (let m = 1; m <= MAX_TERMS; m += 1) {
    const m2 = 2 * m;
    step((m * (b - m) * x) / ((a + m2 - 1) * (a + m2)));
    const delta = step((-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1)));
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return result;
}

/**
 * The regularized incomplete beta function I_x(a, b); `complement` is 1 − x when the caller has it
 * exactly (for x near 1 the difference would lose it).
 */
export function regularizedBeta(x: number, a: number, b: number, complement = 1 - x): number {
  if (x <= 0) return 0;
  if (complement <= 0) return 1;
  const logFront = logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(complement);
  const front = Math.exp(logFront);
  return x < (a + 1) / (a + b + 2)
    ? (front * betaContinuedFraction(a, b, x)) / a
    : 1 - (front * betaContinuedFraction(b, a, complement)) / b;
}

/**
 * P(|T| ≥ |t|) for Student's t with `df` degrees of freedom: I_x(df/2, 1/2) with x = df/(df + t²),
 * its complement t²/(df + t²) computed apart so that neither a small nor a large t loses digits.
 */
export function studentTwoSidedP(t: number, df: number): number {
  if (Number.isNaN(t) || !(df > 0)) return Number.NaN;
  if (!Number.isFinite(t)) return 0;
  const t2 = t * t;
  if (t2 === 0) return 1;
  return regularizedBeta(df / (df + t2), df / 2, 0.5, t2 / (df + t2));
}
