import { fittedEquation } from './fittedEquation';
import { binCount, histogram, residualPoints } from './residuals';
import { modelPointsCsvRows } from './resultCsv';
import { coefficientRows, pointsSampling } from './resultRows';
import { formatPValue, formatStatistic, significanceOf } from './statFormat';

describe('the result’s numbers', () => {
  it('writes coefficients to four significant digits and p values floored at 0.001, in the locale', () => {
    expect(formatStatistic(0.000123456, 'en')).toBe('0.0001235');
    expect(formatStatistic(12345.678, 'fr')).toBe('12\u202f350');
    expect(formatStatistic(-4.04123, 'fr')).toBe('-4,041');
    expect(formatStatistic(null, 'en')).toBe('—');
    expect(formatPValue(0.0004, 'en')).toBe('< 0.001');
    expect(formatPValue(0.0421, 'fr')).toBe('0,042');
    expect(significanceOf(0.0009)).toBe('high');
    expect(significanceOf(0.009)).toBe('medium');
    expect(significanceOf(0.049)).toBe('low');
    expect(significanceOf(0.05)).toBe('none');
  });

  it('writes the fitted equation with names, units and one sign per term', () => {
    expect(
      fittedEquation(
        { name: 'Consumption', unit: 'MWh' },
        12.3,
        [
          { coefficient: 0.45, name: 'Degree-days', unit: '°C·d' },
          { coefficient: -1.2, name: 'Flow', unit: 'm³/h' },
          { coefficient: 3, name: 'Shifts', unit: null },
        ],
        'en',
      ),
    ).toBe('Consumption (MWh) = 12.3 + 0.45 × Degree-days (°C·d) − 1.2 × Flow (m³/h) + 3 × Shifts');
    expect(fittedEquation({ name: 'Conso' }, -5.5, [], 'fr')).toBe('Conso = −5,5');
  });

  it('bins the residuals by Sturges’ rule, the last bin holding the largest value', () => {
    expect(binCount(1)).toBe(1);
    expect(binCount(92)).toBe(8);
    expect(binCount(1_000_000)).toBe(21);
    const bins = histogram([-2, -1, 0, 0, 1, 2, Number.NaN]);
    expect(bins).toHaveLength(4);
    expect(bins.map((bin) => bin.count)).toEqual([1, 1, 2, 2]);
    expect(bins[0]?.from).toBe(-2);
    expect(bins[3]?.to).toBe(2);
    expect(histogram([5, 5, 5])).toEqual([{ from: 5, to: 5, count: 3 }]);
    expect(histogram([])).toEqual([]);
  });

  it('reads the residuals and the step of the modelled points', () => {
    const points = residualPoints([
      { date: '2026-11-01T00:00:00Z', measured: 10, modelled: 8 },
      { date: '2026-11-02T00:00:00Z', measured: 9, modelled: 9.5 },
      { date: 'not a date', measured: 1, modelled: 1 },
    ]);
    expect(points.map((point) => point.residual)).toEqual([2, -0.5]);
    expect(pointsSampling(points)).toEqual({ sampling: 1, samplingUnit: 'days' });
    expect(pointsSampling(points.slice(0, 1))).toBeNull();
    expect(modelPointsCsvRows(points)).toEqual([
      [new Date('2026-11-01T00:00:00Z'), 10, 8, 2],
      [new Date('2026-11-02T00:00:00Z'), 9, 9.5, -0.5],
    ]);
  });
});

describe('the coefficients’ rows', () => {
  it('give the intercept its standard error, t and p when the result has them', () => {
    const result = {
      intercept: 12.5,
      interceptStandardError: 0.5,
      interceptTValue: 25,
      interceptPValue: 0.0001,
      coefficients: [],
      r2: 0.9,
      adjustedR2: 0.89,
      observations: 91,
    };
    const [intercept] = coefficientRows(
      result,
      { variablesExplicatives: [] },
      () => null,
      (id) => `#${id}`,
    );
    expect(intercept).toMatchObject({ name: null, coefficient: 12.5, standardError: 0.5, tValue: 25, pValue: 0.0001 });
  });
});
