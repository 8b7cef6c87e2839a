// @vitest-environment node
import { createRandom } from './db/random';
import { fitOls, invert, logGamma, predict, regularizedBeta, studentTwoSidedP } from './ols';

describe('special functions', () => {
  it('logGamma matches known factorials', () => {
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 10);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 10);
  });

  it('the regularized beta function has its closed forms', () => {
    expect(regularizedBeta(0.3, 1, 1)).toBeCloseTo(0.3, 12);
    expect(regularizedBeta(0.3, 2, 1)).toBeCloseTo(0.09, 12);
    expect(regularizedBeta(0, 2, 3)).toBe(0);
    expect(regularizedBeta(1, 2, 3)).toBe(1);
  });

  it('Student two-sided p-values agree with the tables', () => {
    expect(studentTwoSidedP(2, 10)).toBeCloseTo(0.07339, 4);
    expect(studentTwoSidedP(2.228, 10)).toBeCloseTo(0.05, 3);
    expect(studentTwoSidedP(1.96, 100_000)).toBeCloseTo(0.05, 3);
    expect(studentTwoSidedP(0, 5)).toBeCloseTo(1, 12);
  });
});

describe('invert', () => {
  it('inverts a 2×2 matrix and refuses a singular one', () => {
    const inverse = invert([
      [4, 7],
      [2, 6],
    ]);
    expect(inverse?.[0]?.[0]).toBeCloseTo(0.6, 12);
    expect(inverse?.[0]?.[1]).toBeCloseTo(-0.7, 12);
    expect(inverse?.[1]?.[0]).toBeCloseTo(-0.2, 12);
    expect(inverse?.[1]?.[1]).toBeCloseTo(0.4, 12);
    expect(
      invert([
        [1, 2],
        [2, 4],
      ]),
    ).toBeNull();
  });
});

describe('fitOls', () => {
  it('fits an exact line with R² = 1', () => {
    const x = [1, 2, 3, 4, 5];
    const fit = fitOls(
      [x],
      x.map((value) => 3 + 2 * value),
    );
    expect(fit?.coefficients[0]).toBeCloseTo(3, 9);
    expect(fit?.coefficients[1]).toBeCloseTo(2, 9);
    expect(fit?.r2).toBeCloseTo(1, 12);
  });

  it('matches the textbook values of a small noisy fit', () => {
    // y = [1, 3, 2, 5, 4] on x = 1..5: slope 0.8, intercept 0.6, R² 0.64.
    const fit = fitOls([[1, 2, 3, 4, 5]], [1, 3, 2, 5, 4]);
    expect(fit?.coefficients[0]).toBeCloseTo(0.6, 10);
    expect(fit?.coefficients[1]).toBeCloseTo(0.8, 10);
    expect(fit?.r2).toBeCloseTo(0.64, 10);
    expect(fit?.adjustedR2).toBeCloseTo(0.52, 10);
    expect(fit?.standardErrors[1]).toBeCloseTo(0.3464, 4);
    expect(fit?.pValues[1]).toBeCloseTo(0.1041, 3);
  });

  it('recovers the coefficients of several variables from thousands of noisy points', () => {
    const random = createRandom(42);
    const n = 4000;
    const temperature = Array.from({ length: n }, (_, i) => 12 + 9 * Math.sin(i / 300) + random.float(-2, 2, 4));
    const production = Array.from({ length: n }, () => random.float(200, 900, 2));
    const y = temperature.map((t, i) => 1500 - 35 * t + 1.8 * (production[i] ?? 0) + random.float(-20, 20, 4));
    const fit = fitOls([temperature, production], y);
    expect(fit).not.toBeNull();
    expect(fit?.coefficients[0]).toBeCloseTo(1500, -1);
    expect(fit?.coefficients[1]).toBeCloseTo(-35, 0);
    expect(fit?.coefficients[2]).toBeCloseTo(1.8, 1);
    expect(fit?.r2).toBeGreaterThan(0.98);
    expect(fit?.pValues[1]).toBeLessThan(1e-6);
    expect(predict(fit?.coefficients ?? [], [temperature, production], 0)).toBeCloseTo(y[0] ?? 0, -2);
  });

  it('gives no fit for collinear columns, a constant target or too few points', () => {
    const x = [1, 2, 3, 4, 5, 6];
    expect(fitOls([x, x.map((value) => value * 2)], [1, 4, 2, 6, 5, 7])).toBeNull();
    expect(fitOls([x], [2, 2, 2, 2, 2, 2])).toBeNull();
    expect(fitOls([[1, 2]], [1, 2])).toBeNull();
  });
});
