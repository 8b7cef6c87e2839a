import { savingsUnit } from '../../src/entities/savings/energyUnits';
import type { CpeSummaryRow } from './bexReports';
import { balanceFactors, type AapeRow, type PerimeterRow } from './savings';

/*
 * What a CPE report states, from the project's energy-savings data (spec 001 §3 AAPE, Perimeter,
 * balances): over the report's period, the commitment is the perimeters' yearly savings targets
 * pro rata, the reference their yearly reference consumption (adjusted as the balances adjust
 * it), the savings what the balances' factors say was achieved, the measured consumption the
 * reference less the savings. The report counts in MWh: perimeters counted in tonnes (steam) are
 * left out, MWh PCS are counted as MWh.
 */

const YEAR_MS = 365 * 86_400_000;
const round2 = (value: number) => Math.round(value * 100) / 100;

export function cpeSummaryFromSavings(
  db: {
    aapes: readonly Pick<AapeRow, 'id' | 'projectId'>[];
    perimeters: readonly Pick<
      PerimeterRow,
      'id' | 'aapeId' | 'energy_code' | 'savings_target' | 'reference_consumption'
    >[];
  },
  projectId: number,
  startDate: string,
  endDate: string,
): CpeSummaryRow | null {
  const aapeIds = new Set(db.aapes.filter((aape) => aape.projectId === projectId).map((aape) => aape.id));
  const perimeters = db.perimeters.filter(
    (perimeter) => aapeIds.has(perimeter.aapeId) && savingsUnit(perimeter.energy_code) !== 't',
  );
  const share = (Date.parse(endDate) - Date.parse(startDate)) / YEAR_MS;
  if (perimeters.length === 0 || !(share > 0)) return null;
  let commitment = 0;
  let reference = 0;
  let savings = 0;
  for (const perimeter of perimeters) {
    const { achievement, adjustment } = balanceFactors(perimeter.id, startDate);
    commitment += perimeter.savings_target * share;
    reference += perimeter.reference_consumption * share * (1 + adjustment);
    savings += perimeter.savings_target * share * achievement;
  }
  return {
    commitmentMwh: round2(commitment),
    referenceConsumptionMwh: round2(reference),
    measuredConsumptionMwh: round2(reference - savings),
    savingsMwh: round2(savings),
    achievementRate: commitment > 0 ? Math.round((savings / commitment) * 1000) / 10 : 0,
  };
}
