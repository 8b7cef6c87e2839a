import { formatStatistic } from './statFormat';

export interface EquationTerm {
  coefficient: number;
  name: string;
  unit?: string | null;
}

/** "Name (unit)", or the name alone without a unit. */
export function withUnit(name: string, unit?: string | null): string {
  return unit ? `${name} (${unit})` : name;
}

const MINUS = '\u2212';

/**
 * The fitted model written out (issue 20): `Consumption (MWh) = 12.3 + 0.45 × Degree-days (°C·d)
 * − 1.2 × Flow (m³/h)`, coefficients to four significant digits in the locale's notation, each
 * sign written once as an operator (a true minus sign, not a hyphen).
 */
export function fittedEquation(
  target: { name: string; unit?: string | null },
  intercept: number,
  terms: readonly EquationTerm[],
  locale: string,
): string {
  const parts = [formatStatistic(intercept, locale).replace('-', MINUS)];
  for (const term of terms) {
    const operator = term.coefficient < 0 ? MINUS : '+';
    parts.push(
      `${operator} ${formatStatistic(Math.abs(term.coefficient), locale)} × ${withUnit(term.name, term.unit)}`,
    );
  }
  return `${withUnit(target.name, target.unit)} = ${parts.join(' ')}`;
}
