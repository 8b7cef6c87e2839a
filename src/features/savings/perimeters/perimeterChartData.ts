import type { Aape, Perimeter } from '../../../entities/savings/api';
import type { BalanceAape } from '../../../entities/savings/balanceApi';

/** An ISO day (YYYY-MM-DD). */
type Day = string;

export interface AapePeriod {
  start: Day;
  end: Day;
}

const DAY_MS = 86_400_000;
const YEAR_DAYS = 365;

const dayOf = (ms: number): Day => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: Day): number => Date.parse(`${day}T00:00:00Z`);

/**
 * The AAPE's period for its perimeters' data (spec 001 §7: perimeter data at 1-day sampling). An
 * AAPE has no start date of its own: its follow-up starts with its first balance. It ends at the
 * exceptional end date when the contract stopped early, else the follow-up end date, and never
 * after `lastDay` (the last day with whole data). Without a balance, the year before that end.
 */
export function aapePeriod(aape: Aape, balances: readonly BalanceAape[], lastDay: Day): AapePeriod {
  const planned = (aape.exceptional_end_date ?? aape.follow_up_end_date ?? lastDay).slice(0, 10);
  const end = planned < lastDay ? planned : lastDay;
  const starts = balances
    .filter((balance) => balance.aape_id === aape.id)
    .map((balance) => balance.balance_start_date.slice(0, 10));
  const first = starts.length > 0 ? starts.reduce((earliest, day) => (day < earliest ? day : earliest)) : null;
  const start = first !== null && first < end ? first : dayOf(msOf(end) - YEAR_DAYS * DAY_MS);
  return { start, end };
}

/** Which of the perimeter's three measures the chart draws, in the order the form lists them. */
export type MeasureRole = 'reference' | 'consumption' | 'saving';

export interface ChartMeasure {
  role: MeasureRole;
  id: number;
  name: string;
}

/** The perimeter's measures that are set (spec 001 §3), each once. */
export function chartMeasures(perimeter: Perimeter): ChartMeasure[] {
  const candidates: [MeasureRole, number | null | undefined, string | null | undefined][] = [
    ['reference', perimeter.consumption_reference_measure_id, perimeter.consumption_model_measure?.name],
    ['consumption', perimeter.consumption_measure_id, perimeter.consumption_measure?.name],
    ['saving', perimeter.saving_measure_id, perimeter.direct_savings_measure?.name],
  ];
  const measures: ChartMeasure[] = [];
  for (const [role, id, name] of candidates) {
    if (id === null || id === undefined || measures.some((measure) => measure.id === id)) continue;
    measures.push({ role, id, name: name ?? `#${id}` });
  }
  return measures;
}
