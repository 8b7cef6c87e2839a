import { useState } from 'react';
import type { DateRange } from '../../../lib/dateRanges';
import { resolveDateRangeValue, type DateRangeValue } from '../../../ui/DateRangePicker/dateRangeValue';

const MINUTE_MS = 60_000;

/**
 * The period a value stands for, against the current time rounded down to the minute: the periods
 * are shown to the minute, and a dashboard opened again within the same minute asks for the same
 * period, so its graphs' data comes from the cache instead of piling up a copy per visit.
 */
export function resolveExplorerPeriod(value: DateRangeValue, now: Date = new Date()): DateRange {
  return resolveDateRangeValue(value, new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS));
}

/**
 * Shortcuts resolve against the time they were chosen: the graphs' period stays put while the page
 * is read, and a new choice (or a reload) takes the current time again.
 */
export function useResolvedPeriod(value: DateRangeValue): DateRange {
  const key = JSON.stringify(value);
  const [resolved, setResolved] = useState(() => ({ key, period: resolveExplorerPeriod(value) }));
  if (resolved.key !== key) {
    const next = { key, period: resolveExplorerPeriod(value) };
    setResolved(next);
    return next.period;
  }
  return resolved.period;
}
