import type { z } from 'zod';
import type { cpeSummarySchema } from '../../../entities/reports/bexReportsApi';
import { formatNumber } from '../../../lib/numberFormat';

/*
 * The figures of an energy-performance contract's report (CPE), in the order a reader checks them:
 * what was committed, the reference consumption, what was measured, the savings (reference minus
 * measured) and how much of the commitment they achieve. Energies in MWh (spec 001 §9 units),
 * numbers in the reader's notation to two decimals at most.
 */

export type CpeSummary = z.infer<typeof cpeSummarySchema>;

export const CPE_FIGURES = ['commitment', 'reference', 'measured', 'savings', 'achievement'] as const;
export type CpeFigure = (typeof CPE_FIGURES)[number];

/** Where the savings stand against the commitment: reached (≥ 100 %), close (≥ 90 %), or short. */
export type CpeVerdict = 'reached' | 'close' | 'short';

export function cpeVerdict(summary: CpeSummary): CpeVerdict {
  if (summary.achievementRate >= 100) return 'reached';
  return summary.achievementRate >= 90 ? 'close' : 'short';
}

export const VERDICT_COLORS: Record<CpeVerdict, string> = { reached: 'green', close: 'orange', short: 'red' };

/** "1 234,5 MWh" / "1,234.5 MWh"; the achievement as "97,3 %" / "97.3%". */
export function cpeFigureText(summary: CpeSummary, figure: CpeFigure, locale: string): string {
  switch (figure) {
    case 'commitment':
      return `${formatNumber(summary.commitmentMwh, locale)} MWh`;
    case 'reference':
      return `${formatNumber(summary.referenceConsumptionMwh, locale)} MWh`;
    case 'measured':
      return `${formatNumber(summary.measuredConsumptionMwh, locale)} MWh`;
    case 'savings':
      return `${formatNumber(summary.savingsMwh, locale)} MWh`;
    case 'achievement':
      return percentText(summary.achievementRate, locale);
  }
}

export function percentText(rate: number, locale: string): string {
  return locale.startsWith('fr') ? `${formatNumber(rate, locale, 1)}\u202f%` : `${formatNumber(rate, locale, 1)}%`;
}

/** The savings against the reference, in percent (0 without a reference). */
export function savingsShareOfReference(summary: CpeSummary): number {
  return summary.referenceConsumptionMwh > 0
    ? Math.round((summary.savingsMwh / summary.referenceConsumptionMwh) * 1000) / 10
    : 0;
}

/** The savings still missing to meet the commitment (0 once met). */
export function missingSavingsMwh(summary: CpeSummary): number {
  return Math.max(0, Math.round((summary.commitmentMwh - summary.savingsMwh) * 100) / 100);
}
