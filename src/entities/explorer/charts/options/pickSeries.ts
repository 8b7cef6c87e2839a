import type { GraphSeries } from '../graphSeries';

/**
 * The series a frontConfig field names (xVariableName, yVariableName, valueVariableName: spec 000
 * §3), else the one at `fallbackIndex`: a graph whose field is unset or names a removed variable
 * still draws.
 */
export function pickSeries<T extends Pick<GraphSeries, 'name'>>(
  series: readonly T[],
  name: string | null | undefined,
  fallbackIndex = 0,
): T | undefined {
  const named = name ? series.find((one) => one.name === name) : undefined;
  return named ?? series[fallbackIndex];
}

/** "Power (kW)", or the name alone without unit. */
export function withUnit(name: string, unit: string): string {
  return unit ? `${name} (${unit})` : name;
}

/** The number at `index` of an echarts data item given as an array ([x, y], [x, y, value]); null otherwise. */
export function numberAt(value: unknown, index: number): number | null {
  if (!Array.isArray(value)) return null;
  const items: readonly unknown[] = value;
  const item = items[index];
  return typeof item === 'number' ? item : null;
}
