import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../db/database';
import { balancePerimeterView } from '../handlers/savings/views';
import { measureSeries, perimeterMeasureOf, type MeasureRole, type PerimeterMeasure } from './perimeterMeasures';

const NOW = Date.UTC(2026, 10, 25, 3);
const db = seedDatabase(NOW);
const options = { limit: 10_000, now: NOW, timeZone: 'Europe/Paris', requested: true };

function measureOf(perimeterId: number, role: MeasureRole): PerimeterMeasure {
  const perimeter = db.perimeters.find((row) => row.id === perimeterId);
  if (!perimeter) throw new Error(`no perimeter ${perimeterId}`);
  return { perimeter, role };
}

const sumOf = (points: readonly [number, number | null][]) =>
  points.reduce((total, [, value]) => total + (value ?? 0), 0);

describe('perimeter measure series', () => {
  it('gives every measure variable to one perimeter and one role only', () => {
    const ids = db.perimeters.flatMap((perimeter) =>
      [
        perimeter.consumption_reference_measure_id,
        perimeter.consumption_measure_id,
        perimeter.saving_measure_id,
      ].filter((id): id is number => id !== null),
    );
    expect(new Set(ids).size).toBe(ids.length);
    const perimeter = db.perimeters.find((row) => row.consumption_measure_id !== null);
    expect(perimeterMeasureOf(db.perimeters, perimeter?.consumption_measure_id ?? -1)?.role).toBe('consumption');
    expect(perimeterMeasureOf(db.perimeters, -1)).toBeNull();
  });

  it('draws a variable for the latest perimeter that picked it', () => {
    const seeded = db.perimeters[0];
    if (!seeded?.consumption_measure_id) throw new Error('no measured perimeter');
    const created = { ...seeded, id: 10_000, consumption_reference_measure_id: seeded.consumption_measure_id };
    expect(perimeterMeasureOf([...db.perimeters, created], seeded.consumption_measure_id)).toEqual({
      perimeter: created,
      role: 'reference',
    });
  });

  it('keeps adjusted reference = measured consumption + savings, month by month', () => {
    const perimeter = db.perimeters[0];
    if (!perimeter) throw new Error('no perimeter');
    // Calendar months of Paris: 2025 starts at 23:00 UTC the day before.
    const period = { start: Date.UTC(2024, 11, 31, 23), end: Date.UTC(2025, 11, 31, 23) };
    const monthly = { sampling: 1, samplingUnit: 'months' } as const;
    const [reference, consumption, saving] = (['reference', 'consumption', 'saving'] as const).map(
      (role) => measureSeries(measureOf(perimeter.id, role), period, monthly, options).points,
    );
    expect(reference).toHaveLength(12);
    reference?.forEach(([at, value], index) => {
      expect(consumption?.[index]?.[0]).toBe(at);
      expect((consumption?.[index]?.[1] ?? 0) + (saving?.[index]?.[1] ?? 0)).toBeCloseTo(value ?? 0, 2);
      expect(saving?.[index]?.[1]).toBeGreaterThan(0);
    });
  });

  it('adds up over a year to the savings of that year’s balance', () => {
    const line = db.balancePerimeters.find((row) => {
      const balance = db.balanceAapes.find((b) => b.balance_aape_id === row.balanceAapeId);
      return balance?.balance_start_date === '2025-01-01';
    });
    if (!line) throw new Error('no 2025 balance');
    const balance = balancePerimeterView(db, line);
    const period = { start: Date.UTC(2025, 0, 1), end: Date.UTC(2026, 0, 1) };
    const yearly = { sampling: 1, samplingUnit: 'days' } as const;
    const saving = sumOf(measureSeries(measureOf(line.perimeter_id, 'saving'), period, yearly, options).points);
    const reference = sumOf(measureSeries(measureOf(line.perimeter_id, 'reference'), period, yearly, options).points);
    expect(saving / balance.saving_measure_value).toBeGreaterThan(0.97);
    expect(saving / balance.saving_measure_value).toBeLessThan(1.03);
    expect(reference / balance.consumption_measure_value_reference).toBeGreaterThan(0.97);
    expect(reference / balance.consumption_measure_value_reference).toBeLessThan(1.03);
  });

  it('answers nothing after now, and one value for a step longer than the period', () => {
    const measure = measureOf(db.perimeters[0]?.id ?? 1, 'reference');
    const future = measureSeries(
      measure,
      { start: NOW + 86_400_000, end: NOW + 10 * 86_400_000 },
      { sampling: 1, samplingUnit: 'days' },
      options,
    );
    expect(future.points).toEqual([]);
    const tenYears = measureSeries(
      measure,
      { start: Date.UTC(2025, 0, 1), end: Date.UTC(2026, 0, 1) },
      { sampling: 10, samplingUnit: 'years' },
      options,
    );
    expect(tenYears.points).toHaveLength(1);
    expect(tenYears.points[0]?.[0]).toBe(Date.UTC(2025, 0, 1));
  });
});
