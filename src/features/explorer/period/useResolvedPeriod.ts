import { useState } from 'react';
import type { GraphPeriod } from '../../../entities/explorer/charts/useGraphData';
import { isCustomRange, resolveDateRangeValue, type DateRangeValue } from '../../../ui/DateRangePicker/dateRangeValue';

const MINUTE_MS = 60_000;

/**
 * The period a value stands for, against the current time rounded down to the minute (the periods
 * are shown to the minute), with the shortcut it was resolved from, if any: the graphs' answers are
 * kept under it, so that opening the page again a minute later finds them (useGraphData.ts).
 */
export function resolveExplorerPeriod(value: DateRangeValue, now: Date = new Date()): GraphPeriod {
  const period = resolveDateRangeValue(value, new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS));
  if (value === null) return { ...period, shortcut: 'default' };
  return isCustomRange(value) ? period : { ...period, shortcut: value.shortcut };
}

/**
 * Shortcuts resolve against the time they were chosen: the graphs' period stays put while the page
 * is read, and a new choice (or a reload) takes the current time again. `asOf`, the time of a live
 * dashboard's last refresh, rolls a shortcut forward with each refresh.
 */
export function useResolvedPeriod(value: DateRangeValue, asOf?: number): GraphPeriod {
  const key = `${JSON.stringify(value)}@${asOf ?? ''}`;
  const at = () => (asOf === undefined ? new Date() : new Date(asOf));
  const [resolved, setResolved] = useState(() => ({ key, period: resolveExplorerPeriod(value, at()) }));
  if (resolved.key !== key) {
    const next = { key, period: resolveExplorerPeriod(value, at()) };
    setResolved(next);
    return next.period;
  }
  return resolved.period;
}
