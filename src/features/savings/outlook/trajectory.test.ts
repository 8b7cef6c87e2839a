import { describe, expect, it } from 'vitest';
import { avoidedEnergyPoints, combineMonthly, perimeterMonthlySavings } from './monthlySavings';
import { monthOfBucket, monthOfDay } from './months';
import { bonusMalus, commitmentTrajectory, commitmentVerdict, type TrajectoryInput } from './trajectory';

const JAN_2025 = monthOfDay('2025-01-01');

/** `count` months from January 2025, each saving `value`. */
function steady(count: number, value: number, from = JAN_2025): Map<number, number> {
  return new Map(Array.from({ length: count }, (_, index) => [from + index, value] as const));
}

// 1,200 committed a year: 100 a month. Today is in March 2026: 14 complete months (Jan 2025–Feb 2026).
const base: TrajectoryInput = {
  monthly: new Map(),
  yearlyCommitment: 1_200,
  startMonth: JAN_2025,
  endDate: '2026-12-31',
  today: '2026-03-10',
};
const aape = { follow_up_end_date: '2026-12-31', bonus_percentage: 20, malus_percentage: 10 };

describe('commitmentTrajectory', () => {
  it('projects an exceeded commitment from the mean of the last 12 months, with its bonus', () => {
    // 110 a month for the first two months, then 120: the trend is the last 12 months' 120.
    const monthly = new Map([...steady(2, 110), ...steady(12, 120, JAN_2025 + 2)]);
    const trajectory = commitmentTrajectory({ ...base, monthly });
    expect(trajectory.status).toBe('projected');
    expect(trajectory.measuredMonths).toBe(14);
    expect(trajectory.trendMonths).toBe(12);
    expect(trajectory.monthlyTrend).toBe(120);
    expect(trajectory.soFar).toMatchObject({ saved: 1_660, committed: 1_400, gap: 260 });
    // 10 more months to December 2026: 1,660 + 10 × 120 = 2,860 against 24 × 100.
    expect(trajectory.atEnd).toMatchObject({ saved: 2_860, committed: 2_400, gap: 460 });
    expect(trajectory.atEnd?.ratio).toBeCloseTo(460 / 2_400);
    expect(trajectory.points).toHaveLength(24);
    expect(trajectory.points[13]).toMatchObject({ saved: 1_660, committed: 1_400, projected: 1_660 });
    expect(trajectory.points[12]?.projected).toBeNull();
    expect(trajectory.points[23]).toMatchObject({ saved: null, committed: 2_400, projected: 2_860 });

    const verdict = commitmentVerdict(trajectory, aape);
    expect(verdict).toMatchObject({
      kind: 'projected',
      direction: 'exceeded',
      endDate: '2026-12-31',
      consequence: { kind: 'bonus', amount: 92, percentage: 20 },
    });
  });

  it('projects a missed commitment with its malus', () => {
    const trajectory = commitmentTrajectory({ ...base, monthly: steady(14, 80) });
    expect(trajectory.atEnd).toMatchObject({ saved: 1_920, committed: 2_400, gap: -480 });
    expect(commitmentVerdict(trajectory, aape)).toMatchObject({
      direction: 'missed',
      consequence: { kind: 'malus', amount: 48, percentage: 10 },
    });
  });

  it('counts a month without data as no saving, and leaves it out of the trend', () => {
    const monthly = steady(14, 100);
    monthly.delete(JAN_2025 + 12);
    const trajectory = commitmentTrajectory({ ...base, monthly });
    expect(trajectory.measuredMonths).toBe(13);
    expect(trajectory.trendMonths).toBe(11);
    expect(trajectory.monthlyTrend).toBe(100);
    expect(trajectory.soFar.saved).toBe(1_300);
    expect(commitmentVerdict(trajectory, aape)).toMatchObject({ direction: 'missed' });
  });

  it('says nothing is measured yet before a complete month, and leaves the current month out', () => {
    const trajectory = commitmentTrajectory({
      ...base,
      startMonth: monthOfDay('2026-03-01'),
      monthly: steady(1, 90, monthOfDay('2026-03-01')),
    });
    expect(trajectory.status).toBe('noData');
    expect(trajectory.atEnd).toBeNull();
    expect(commitmentVerdict(trajectory, aape)).toEqual({ kind: 'noData' });
    expect(commitmentTrajectory({ ...base }).status).toBe('noData');
  });

  it('gives the final figures once the follow-up end has passed', () => {
    const trajectory = commitmentTrajectory({ ...base, endDate: '2025-06-30', monthly: steady(14, 100) });
    expect(trajectory.status).toBe('ended');
    expect(trajectory.points).toHaveLength(6);
    expect(trajectory.points.every((point) => point.projected === null)).toBe(true);
    expect(trajectory.atEnd).toMatchObject({ saved: 600, committed: 600, gap: 0, ratio: 0 });
    expect(commitmentVerdict(trajectory, { ...aape, follow_up_end_date: '2025-06-30' })).toMatchObject({
      kind: 'ended',
      direction: 'met',
      consequence: { kind: 'none', amount: 0 },
    });
  });

  it('projects nothing without a follow-up end date, and keeps the figures so far', () => {
    const trajectory = commitmentTrajectory({ ...base, endDate: null, monthly: steady(14, 90) });
    expect(trajectory.status).toBe('noEndDate');
    expect(trajectory.atEnd).toBeNull();
    expect(trajectory.points).toHaveLength(14);
    expect(trajectory.points.every((point) => point.projected === null)).toBe(true);
    expect(commitmentVerdict(trajectory, { ...aape, follow_up_end_date: null })).toEqual({
      kind: 'noEndDate',
      soFar: { saved: 1_260, committed: 1_400, gap: -140, ratio: -0.1 },
    });
  });
});

describe('bonusMalus', () => {
  it('applies the bonus to an excess and the malus to a shortfall, to the cent', () => {
    expect(bonusMalus(1_234.565, 12.5, 10)).toEqual({ kind: 'bonus', amount: 154.32, percentage: 12.5 });
    expect(bonusMalus(-1_000, 20, 7)).toEqual({ kind: 'malus', amount: 70, percentage: 7 });
  });

  it('gives nothing without a gap or without the AAPE’s percentage', () => {
    expect(bonusMalus(0.004, 20, 10)).toEqual({ kind: 'none', amount: 0, percentage: null });
    expect(bonusMalus(500, null, 10)).toEqual({ kind: 'bonus', amount: 0, percentage: null });
    expect(bonusMalus(-500, 20, undefined)).toEqual({ kind: 'malus', amount: 0, percentage: null });
  });
});

describe('monthly savings', () => {
  // Monthly buckets of Paris start at 23:00 or 22:00 UTC the day before.
  const dec = Date.UTC(2024, 10, 30, 23);
  const jan = Date.UTC(2024, 11, 31, 23);
  const feb = Date.UTC(2025, 0, 31, 23);

  it('reads a bucket start in the site’s calendar as its month', () => {
    expect(monthOfBucket(jan)).toBe(JAN_2025);
    expect(monthOfBucket(Date.UTC(2025, 2, 31, 22))).toBe(JAN_2025 + 3);
  });

  it('uses the direct savings measure when there is one, else reference − consumption', () => {
    const reference: [number, number | null][] = [
      [dec, 100],
      [jan, 120],
      [feb, null],
    ];
    const consumption: [number, number | null][] = [
      [dec, 90],
      [jan, 100],
      [feb, 80],
    ];
    expect([...perimeterMonthlySavings({ reference, consumption })]).toEqual([
      [JAN_2025 - 1, 10],
      [JAN_2025, 20],
    ]);
    expect([...perimeterMonthlySavings({ reference, consumption, saving: [[jan, 7]] })]).toEqual([[JAN_2025, 7]]);
    expect(avoidedEnergyPoints({ reference, consumption })).toEqual([
      { at: dec, reference: 100, consumption: 90, saving: 10 },
      { at: jan, reference: 120, consumption: 100, saving: 20 },
    ]);
  });

  it('adds perimeters of different energies in euros', () => {
    const electricity = new Map([[JAN_2025, 10]]);
    const steam = new Map([
      [JAN_2025, 4],
      [JAN_2025 + 1, 2],
    ]);
    const total = combineMonthly([
      { monthly: electricity, factor: 120 },
      { monthly: steam, factor: 30 },
    ]);
    expect([...total]).toEqual([
      [JAN_2025, 1_320],
      [JAN_2025 + 1, 60],
    ]);
  });
});
