import type { BilanBalance } from '../../../entities/savings/balanceApi';

export interface BilanYear {
  year: number;
  /** By AAPE number ascending. */
  balances: BilanBalance[];
}

/** spec 001 §3 "Bilan per project": years descending, each year's balances by AAPE number ascending. */
export function bilansByYear(balances: readonly BilanBalance[]): BilanYear[] {
  const years = new Map<number, BilanBalance[]>();
  for (const balance of balances) years.set(balance.year, [...(years.get(balance.year) ?? []), balance]);
  return [...years.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, rows]) => ({
      year,
      balances: rows.sort(
        (a, b) =>
          (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER) || a.aape_id - b.aape_id,
      ),
    }));
}
