import { round2 } from '../../../entities/savings/balanceMath';
import { monthOfDay, type MonthIndex } from './months';

/*
 * Where an AAPE's commitment is heading (issue 17 item 6): its savings cumulated month by month
 * against the commitment, the yearly savings targets (spec 001 §3) prorated by month, projected to
 * the follow-up end date from the trend so far, and the bonus or malus the projection implies.
 * Pure; every figure is in one measure (euros excl. tax, or a savings unit for a single energy).
 */

/** The projection's method: the mean monthly saving of the last TREND_MONTHS measured months. */
export const TREND_MONTHS = 12;

export interface TrajectoryInput {
  /** Savings of each month, months without any data left out. */
  monthly: ReadonlyMap<MonthIndex, number>;
  /** The yearly commitment: the sum of the perimeters' savings targets in the same measure. */
  yearlyCommitment: number;
  /** The first month of the follow-up. */
  startMonth: MonthIndex;
  /** The AAPE's follow-up end date (ISO day); null when not set: nothing can be projected. */
  endDate: string | null;
  /** Today (ISO day): only months before the current one are complete. */
  today: string;
}

export interface TrajectoryPoint {
  month: MonthIndex;
  /** Savings cumulated since the start; null after the last complete month. */
  saved: number | null;
  /** The commitment cumulated since the start (a twelfth of the yearly one per month). */
  committed: number;
  /** The projection from the last measured month on; null before it. */
  projected: number | null;
}

/** How the commitment ends up: savings at the end (projected or final) against the commitment. */
export interface TrajectoryOutcome {
  saved: number;
  committed: number;
  /** saved − committed: an excess when positive, a shortfall when negative. */
  gap: number;
  /** gap / committed; null when nothing was committed. */
  ratio: number | null;
}

export type TrajectoryStatus =
  /** Not one complete month measured yet. */
  | 'noData'
  /** No follow-up end date: the figures so far, no projection. */
  | 'noEndDate'
  /** The follow-up ended: the final figures, nothing to project. */
  | 'ended'
  /** The trend so far, extended to the follow-up end. */
  | 'projected';

export interface Trajectory {
  status: TrajectoryStatus;
  points: TrajectoryPoint[];
  /** Months of the follow-up with data, up to the last complete one. */
  measuredMonths: number;
  /** The mean monthly saving the projection extends, and over how many months it was taken. */
  monthlyTrend: number | null;
  trendMonths: number;
  /** Savings and commitment up to the last complete month (or the end, when it has passed). */
  soFar: TrajectoryOutcome;
  /** At the follow-up end: final when ended, projected otherwise; null without an end date or data. */
  atEnd: TrajectoryOutcome | null;
}

function outcome(saved: number, committed: number): TrajectoryOutcome {
  const gap = round2(saved - committed);
  return { saved: round2(saved), committed: round2(committed), gap, ratio: committed > 0 ? gap / committed : null };
}

/** Cumulative savings, commitment and projection month by month (see the module comment). */
export function commitmentTrajectory(input: TrajectoryInput): Trajectory {
  const { monthly, startMonth } = input;
  const perMonth = input.yearlyCommitment / 12;
  const endMonth = input.endDate ? monthOfDay(input.endDate) : null;
  const currentMonth = monthOfDay(input.today);
  const ended = endMonth !== null && endMonth < currentMonth;
  const lastComplete = ended ? endMonth : currentMonth - 1;
  const committedAt = (month: MonthIndex) => perMonth * Math.max(0, month - startMonth + 1);

  const measured: MonthIndex[] = [];
  for (let month = startMonth; month <= lastComplete; month += 1) if (monthly.has(month)) measured.push(month);
  const lastMeasured = measured.at(-1);

  let cumulative = 0;
  const savedAt = new Map<MonthIndex, number>();
  for (let month = startMonth; month <= lastComplete; month += 1) {
    cumulative += monthly.get(month) ?? 0;
    savedAt.set(month, cumulative);
  }
  const soFar = outcome(cumulative, committedAt(lastComplete));

  const trendWindow = measured.filter((month) => month > lastComplete - TREND_MONTHS);
  const monthlyTrend =
    trendWindow.length > 0
      ? trendWindow.reduce((total, month) => total + (monthly.get(month) ?? 0), 0) / trendWindow.length
      : null;

  const status: TrajectoryStatus =
    lastMeasured === undefined ? 'noData' : ended ? 'ended' : endMonth === null ? 'noEndDate' : 'projected';
  const lastMonth = status === 'projected' && endMonth !== null ? Math.max(endMonth, lastComplete) : lastComplete;
  const projectedAt = (month: MonthIndex) => cumulative + (monthlyTrend ?? 0) * (month - lastComplete);

  const points: TrajectoryPoint[] = [];
  for (let month = startMonth; month <= lastMonth; month += 1) {
    const saved = savedAt.get(month);
    points.push({
      month,
      saved: saved === undefined ? null : round2(saved),
      committed: round2(committedAt(month)),
      projected: status === 'projected' && month >= lastComplete ? round2(projectedAt(month)) : null,
    });
  }

  let atEnd: TrajectoryOutcome | null = null;
  if (status === 'ended') atEnd = soFar;
  else if (status === 'projected' && endMonth !== null) atEnd = outcome(projectedAt(endMonth), committedAt(endMonth));

  return {
    status,
    points,
    measuredMonths: measured.length,
    monthlyTrend: monthlyTrend === null ? null : round2(monthlyTrend),
    trendMonths: trendWindow.length,
    soFar,
    atEnd,
  };
}

export interface BonusMalus {
  kind: 'bonus' | 'malus' | 'none';
  /** In euros excl. tax; 0 when the AAPE sets no percentage for it. */
  amount: number;
  /** The AAPE's percentage that applies; null when it is not set. */
  percentage: number | null;
}

/**
 * The bonus (excess × bonus_percentage) or the malus (shortfall × malus_percentage) of a gap in
 * euros excl. tax (spec 001 §3 AAPE: bonus and malus percentages).
 */
export function bonusMalus(gapEuros: number, bonusPercentage?: number | null, malusPercentage?: number | null) {
  const gap = round2(gapEuros);
  if (gap === 0) return { kind: 'none', amount: 0, percentage: null } satisfies BonusMalus;
  const percentage = (gap > 0 ? bonusPercentage : malusPercentage) ?? null;
  const amount = percentage === null ? 0 : round2((Math.abs(gap) * percentage) / 100);
  return { kind: gap > 0 ? 'bonus' : 'malus', amount, percentage } satisfies BonusMalus;
}

/** What the plain sentence says about the commitment (OutlookVerdict renders it). */
export type Verdict =
  | { kind: 'noData' }
  | { kind: 'noEndDate'; soFar: TrajectoryOutcome }
  | {
      kind: 'projected' | 'ended';
      /** Will be (or was) exceeded, met exactly, or missed. */
      direction: 'exceeded' | 'met' | 'missed';
      endDate: string;
      atEnd: TrajectoryOutcome;
      consequence: BonusMalus;
    };

/**
 * The verdict of a trajectory in euros: a gap under a cent is "met"; the bonus or malus follows
 * the AAPE's percentages.
 */
export function commitmentVerdict(
  trajectory: Trajectory,
  aape: { follow_up_end_date?: string | null; bonus_percentage?: number | null; malus_percentage?: number | null },
): Verdict {
  if (trajectory.status === 'noData') return { kind: 'noData' };
  const { atEnd } = trajectory;
  if (trajectory.status === 'noEndDate' || !atEnd || !aape.follow_up_end_date)
    return { kind: 'noEndDate', soFar: trajectory.soFar };
  const consequence: BonusMalus = bonusMalus(atEnd.gap, aape.bonus_percentage, aape.malus_percentage);
  const direction = consequence.kind === 'bonus' ? 'exceeded' : consequence.kind === 'malus' ? 'missed' : 'met';
  return { kind: trajectory.status, direction, endDate: aape.follow_up_end_date, atEnd, consequence };
}
