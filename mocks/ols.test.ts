// @vitest-environment node
import { createRandom } from './db/random';
import { binaryFraction, exactLeastSquares } from './nist/exactLeastSquares';
import { fitOls, logGamma, predict, regularizedBeta, studentTwoSidedP, type OlsFit } from './ols';

function fitted(outcome: ReturnType<typeof fitOls>): OlsFit {
  if (!outcome.ok) throw new Error(`no fit: ${outcome.reason}`);
  return outcome.fit;
}

const relative = (computed: number, reference: number) => Math.abs(computed - reference) / Math.abs(reference);

describe('special functions', () => {
  it('logGamma matches known factorials', () => {
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
  });

  it('the regularized beta function has its closed forms', () => {
    expect(regularizedBeta(0.3, 1, 1)).toBeCloseTo(0.3, 14);
    expect(regularizedBeta(0.3, 2, 1)).toBeCloseTo(0.09, 14);
    expect(regularizedBeta(0, 2, 3)).toBe(0);
    expect(regularizedBeta(1, 2, 3)).toBe(1);
  });

  it('two-sided Student p-values match the closed forms for 1, 2 and 4 degrees of freedom', () => {
    for (const t of [0.1, 0.5, 1, 2, 3.5, 10, -2]) {
      const a = Math.abs(t);
      const u = a / Math.sqrt(1 + (a * a) / 4);
      expect(relative(studentTwoSidedP(t, 1), 1 - (2 / Math.PI) * Math.atan(a))).toBeLessThan(1e-12);
      expect(relative(studentTwoSidedP(t, 2), 1 - a / Math.sqrt(2 + a * a))).toBeLessThan(1e-12);
      expect(relative(studentTwoSidedP(t, 4), 1 - 0.75 * u * (1 - (a * a) / (12 * (1 + (a * a) / 4))))).toBeLessThan(
        1e-12,
      );
    }
  });

  it('agrees with the t tables and tends to the normal distribution', () => {
    // t(0.975) for 10 and 30 degrees of freedom.
    expect(studentTwoSidedP(2.228138851986, 10)).toBeCloseTo(0.05, 10);
    expect(studentTwoSidedP(2.042272456301, 30)).toBeCloseTo(0.05, 10);
    expect(relative(studentTwoSidedP(1.959963984540054, 1e8), 0.05)).toBeLessThan(1e-6);
    expect(studentTwoSidedP(0, 5)).toBe(1);
    expect(studentTwoSidedP(Number.POSITIVE_INFINITY, 5)).toBe(0);
  });

  it('matches the density integrated numerically for thousands of degrees of freedom', () => {
    for (const [t, df] of [
      [2, 10_000],
      [5, 9_990],
      [3.7, 250],
    ] as const) {
      const c = Math.exp(logGamma((df + 1) / 2) - logGamma(df / 2)) / Math.sqrt(df * Math.PI);
      const density = (x: number) => c * Math.exp(-((df + 1) / 2) * Math.log1p((x * x) / df));
      // 2·∫ from t to t + 60 (the rest is below 1e-300), Simpson's rule on 200,000 steps.
      const steps = 200_000;
      const h = 60 / steps;
      let sum = density(t) + density(t + 60);
      for (let i = 1; i < steps; i += 1) sum += (i % 2 ? 4 : 2) * density(t + i * h);
      expect(relative(studentTwoSidedP(t, df), (2 * sum * h) / 3)).toBeLessThan(1e-9);
    }
  });

  it('keeps its digits for a large t on thousands of points (no 1 − tiny)', () => {
    // 2·Φ(−10) = 1.5239706e-23; with 10,000 degrees of freedom the tail is a little heavier.
    const p = studentTwoSidedP(10, 10_000);
    expect(p).toBeGreaterThan(1.5239706e-23);
    expect(p).toBeLessThan(2.5e-23);
  });
});

describe('fitOls', () => {
  it('fits an exact line with R² = 1', () => {
    const x = [1, 2, 3, 4, 5];
    const fit = fitted(
      fitOls(
        [x],
        x.map((value) => 3 + 2 * value),
      ),
    );
    expect(fit.coefficients[0]).toBeCloseTo(3, 12);
    expect(fit.coefficients[1]).toBeCloseTo(2, 12);
    expect(fit.r2).toBe(1);
  });

  it('matches the textbook values of a small noisy fit', () => {
    // y = [1, 3, 2, 5, 4] on x = 1..5: slope 0.8, intercept 0.6, R² 0.64, SE(slope) √0.12.
    const fit = fitted(fitOls([[1, 2, 3, 4, 5]], [1, 3, 2, 5, 4]));
    expect(fit.coefficients[0]).toBeCloseTo(0.6, 14);
    expect(fit.coefficients[1]).toBeCloseTo(0.8, 14);
    expect(fit.r2).toBeCloseTo(0.64, 14);
    expect(fit.adjustedR2).toBeCloseTo(0.52, 14);
    expect(fit.standardErrors[1]).toBeCloseTo(Math.sqrt(0.12), 14);
    // t = 0.8 / √0.12 with 3 degrees of freedom: t/√3 = 4/3, and the closed form for 3 degrees.
    const p3 = 1 - (2 / Math.PI) * (Math.atan(4 / 3) + 4 / 3 / (1 + 16 / 9));
    expect(relative(fit.pValues[1] ?? Number.NaN, p3)).toBeLessThan(1e-12);
  });

  it('recovers the coefficients of several variables from thousands of noisy points', () => {
    const random = createRandom(42);
    const n = 4000;
    const temperature = Array.from({ length: n }, (_, i) => 12 + 9 * Math.sin(i / 300) + random.float(-2, 2, 4));
    const production = Array.from({ length: n }, () => random.float(200, 900, 2));
    const y = temperature.map((t, i) => 1500 - 35 * t + 1.8 * (production[i] ?? 0) + random.float(-20, 20, 4));
    const fit = fitted(fitOls([temperature, production], y));
    expect(fit.coefficients[0]).toBeCloseTo(1500, -1);
    expect(fit.coefficients[1]).toBeCloseTo(-35, 0);
    expect(fit.coefficients[2]).toBeCloseTo(1.8, 1);
    expect(fit.r2).toBeGreaterThan(0.98);
    expect(fit.pValues[1]).toBeLessThan(1e-6);
    expect(predict(fit.coefficients, [temperature, production], 0)).toBeCloseTo(y[0] ?? 0, -2);
  });

  it('says why when there is no fit: collinear (naming the column), constant, too few, mismatched, not finite', () => {
    const x = [1, 2, 3, 4, 5, 6];
    const y = [1, 4, 2, 6, 5, 7];
    expect(fitOls([x, x.map((value) => value * 2)], y)).toEqual({ ok: false, reason: 'collinear', column: 1 });
    expect(fitOls([x, [3, 3, 3, 3, 3, 3]], y)).toEqual({ ok: false, reason: 'collinear', column: 1 });
    expect(fitOls([[0.1, 0.1, 0.1, 0.1, 0.1, 0.1], x], y)).toEqual({ ok: false, reason: 'collinear', column: 0 });
    const a = [0.3, 1.7, 2.2, 5.1, 4.4, 0.9];
    const sum = a.map((value, i) => value + (x[i] ?? 0));
    expect(fitOls([a, x, sum], y)).toEqual({ ok: false, reason: 'collinear', column: 2 });
    expect(fitOls([x], [2, 2, 2, 2, 2, 2])).toEqual({ ok: false, reason: 'constantTarget' });
    expect(fitOls([[1, 2]], [1, 2])).toEqual({ ok: false, reason: 'tooFewObservations' });
    expect(fitOls([[1, 2, 3]], [1, 2])).toEqual({ ok: false, reason: 'lengthMismatch' });
    expect(fitOls([[1, 2, Number.NaN, 4]], [1, 2, 3, 4])).toEqual({ ok: false, reason: 'notFinite' });
  });
});

/**
 * The case: a daily outside temperature and its heating degree-days (base 18 °C) together.
 * Below 18 °C, HDD = 18 − T exactly, so the two columns are collinear with the intercept on all but
 * the few warm days: nearly collinear, where the normal equations lose half their digits.
 */
describe('nearly collinear explanatory variables (temperature and degree-days)', () => {
  const random = createRandom(2024);
  const days = 365;
  const temperature = Array.from({ length: days }, (_, day) =>
    Number((8.6 + 8.4 * Math.sin((2 * Math.PI * (day - 100)) / 365) + random.float(-1.5, 1.5, 1)).toFixed(1)),
  );
  const degreeDays = temperature.map((t) => Number(Math.max(0, 18 - t).toFixed(1)));
  const occupancy = Array.from({ length: days }, (_, day) => (day % 7 < 5 ? random.int(80, 120) : random.int(5, 20)));
  const consumption = temperature.map((t, day) =>
    Number(
      (420 + 14.2 * (degreeDays[day] ?? 0) + 3.1 * t + 0.8 * (occupancy[day] ?? 0) + random.float(-25, 25, 2)).toFixed(
        2,
      ),
    ),
  );
  const columns = [temperature, degreeDays, occupancy];

  it('is nearly collinear indeed: few warm days, a correlation within 1e-3 of −1', () => {
    const warm = temperature.filter((t) => t > 18).length;
    expect(warm).toBeGreaterThan(0);
    expect(warm).toBeLessThan(20);
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const mt = mean(temperature);
    const md = mean(degreeDays);
    let std = 0;
    let sdt = 0;
    let sdd = 0;
    temperature.forEach((t, i) => {
      const d = (degreeDays[i] ?? 0) - md;
      std += (t - mt) * d;
      sdt += (t - mt) ** 2;
      sdd += d * d;
    });
    expect(std / Math.sqrt(sdt * sdd)).toBeLessThan(-0.999);
  });

  it('gives the exact solution’s coefficients, standard errors, R² and residual SD to 9 significant digits', () => {
    // The reference is the exact solution for the doubles as stored (not their decimal forms).
    const reference = exactLeastSquares(columns, consumption, true, binaryFraction);
    const fit = fitted(fitOls(columns, consumption));
    const figures: [number, number][] = [
      ...reference.coefficients.map((value, k): [number, number] => [fit.coefficients[k] ?? Number.NaN, value]),
      ...reference.standardErrors.map((value, k): [number, number] => [fit.standardErrors[k] ?? Number.NaN, value]),
      [fit.r2, reference.r2],
      [fit.residualStandardError, reference.residualStandardError],
    ];
    for (const [computed, exact] of figures) expect(relative(computed, exact)).toBeLessThan(1e-9);
  }, 20_000);

  it('reports the degree-days as collinear when no day is warm (HDD = 18 − T every day)', () => {
    const cold = temperature.map((t) => Math.min(t, 17.5));
    const coldDegreeDays = cold.map((t) => Number((18 - t).toFixed(1)));
    expect(fitOls([cold, coldDegreeDays, occupancy], consumption)).toEqual({
      ok: false,
      reason: 'collinear',
      column: 1,
    });
  });
});

// Exact rational arithmetic is slow: these tests get room for a busy CI (20 s).
describe('random ill-conditioned problems against their exact solutions', () => {
  it('keeps 11 significant digits with offsets, near-collinear columns and large residuals', () => {
    const random = createRandom(7);
    for (let trial = 0; trial < 15; trial += 1) {
      const n = random.int(8, 40);
      const k = random.int(2, 5);
      const offset = random.float(-1000, 5000, 1);
      const x = Array.from({ length: n }, () => offset + random.float(0, 20, 2));
      // The second column is the first, scaled, within 0.01: nearly collinear.
      const columns = Array.from({ length: k }, (_, j) =>
        x.map((value, i) =>
          j === 0 ? value : j === 1 ? 1.001 * value + random.float(-0.01, 0.01, 3) : random.float(-50, 50, 2) + (i % 3),
        ),
      );
      const noise = trial % 3 === 0 ? 5_000 : 5;
      const y = x.map((value, i) => 3 + 2 * value + 0.5 * (columns[k - 1]?.[i] ?? 0) + random.float(-noise, noise, 2));
      const fit = fitted(fitOls(columns, y));
      const reference = exactLeastSquares(columns, y, true, binaryFraction);
      const figures: [number, number][] = [
        ...reference.coefficients.map((value, j): [number, number] => [fit.coefficients[j] ?? Number.NaN, value]),
        ...reference.standardErrors.map((value, j): [number, number] => [fit.standardErrors[j] ?? Number.NaN, value]),
        [fit.r2, reference.r2],
        [fit.residualStandardError, reference.residualStandardError],
      ];
      for (const [computed, exact] of figures) expect(relative(computed, exact)).toBeLessThan(1e-11);
    }
  }, 20_000);
});
