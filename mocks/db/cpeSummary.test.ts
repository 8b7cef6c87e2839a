// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cpeSummaryFromSavings } from './cpeSummary';
import { balanceFactors } from './savings';

const aape = { id: 7, projectId: 3 };
const perimeter = (id: number, energy: string, target: number, reference: number) => ({
  id,
  aapeId: 7,
  energy_code: energy,
  savings_target: target,
  reference_consumption: reference,
});

describe('cpeSummaryFromSavings', () => {
  const start = '2026-01-01T00:00:00.000Z';
  const end = '2026-07-02T12:00:00.000Z'; // half a 365-day year

  it('takes the perimeters’ targets and references pro rata, and the balances’ achievement', () => {
    const db = { aapes: [aape], perimeters: [perimeter(1, 'ELECTRICITY', 200, 4000), perimeter(2, 'STEAM', 50, 900)] };
    const summary = cpeSummaryFromSavings(db, 3, start, end);
    const { achievement, adjustment } = balanceFactors(1, start);
    expect(summary?.commitmentMwh).toBe(100);
    expect(summary?.savingsMwh).toBeCloseTo(100 * achievement, 2);
    expect(summary?.referenceConsumptionMwh).toBeCloseTo(2000 * (1 + adjustment), 2);
    expect(summary?.measuredConsumptionMwh).toBeCloseTo(2000 * (1 + adjustment) - 100 * achievement, 1);
    expect(summary?.achievementRate).toBeCloseTo(achievement * 100, 0);
  });

  it('has nothing to say for a project without perimeters in MWh', () => {
    expect(cpeSummaryFromSavings({ aapes: [aape], perimeters: [perimeter(2, 'STEAM', 50, 900)] }, 3, start, end)).toBe(
      null,
    );
    expect(cpeSummaryFromSavings({ aapes: [aape], perimeters: [] }, 4, start, end)).toBe(null);
  });
});
