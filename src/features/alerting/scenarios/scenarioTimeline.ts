import type { ScenarioPeriod } from '../../../entities/alerting/scenariosApi';

/**
 * Active periods (instants, from the merged scenario time data of spec 000 §7) laid out per day of
 * the site's calendar, for the timeline: each day with its active spans in minutes since local
 * midnight. Days have 1440 minutes on the timeline; on a daylight-saving day the spans still sit
 * at their wall-clock times.
 */

export interface DaySpan {
  /** Minutes since local midnight, 0–1440. */
  from: number;
  to: number;
}

export interface TimelineDay {
  /** yyyy-mm-dd in the time zone. */
  date: string;
  /** The day's first instant inside the window (for its label). */
  instant: number;
  spans: DaySpan[];
}

const MINUTE = 60_000;
const DAY_MINUTES = 1440;

interface LocalTime {
  date: string;
  minutes: number;
}

function localClock(timeZone: string): (instant: number) => LocalTime {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (instant) => {
    const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
    return {
      date: `${parts.year}-${parts.month}-${parts.day}`,
      minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
    };
  };
}

/** The next local midnight after `instant` (one correction step covers a daylight-saving change). */
function nextMidnight(instant: number, clock: (instant: number) => LocalTime): number {
  const here = clock(instant);
  let candidate = instant + (DAY_MINUTES - here.minutes) * MINUTE;
  const there = clock(candidate);
  if (there.minutes !== 0) {
    candidate += there.date === here.date ? (DAY_MINUTES - there.minutes) * MINUTE : -there.minutes * MINUTE;
  }
  return candidate;
}

/** The days of [start, end) in the time zone, each with the parts of `periods` that fall on it. */
export function timelineDays(
  periods: readonly ScenarioPeriod[],
  start: number,
  end: number,
  timeZone: string,
): TimelineDay[] {
  const clock = localClock(timeZone);
  const days: TimelineDay[] = [];
  const dayOf = (instant: number): TimelineDay => {
    const date = clock(instant).date;
    let day = days.find((candidate) => candidate.date === date);
    if (!day) {
      day = { date, instant, spans: [] };
      days.push(day);
    }
    return day;
  };
  for (let instant = start; instant < end; instant = nextMidnight(instant, clock)) dayOf(instant);
  for (const period of periods) {
    let from = Math.max(start, Date.parse(period.start));
    const until = Math.min(end, Date.parse(period.end));
    while (from < until) {
      const midnight = nextMidnight(from, clock);
      const to = Math.min(until, midnight);
      const fromMinutes = clock(from).minutes;
      const toMinutes = to === midnight ? DAY_MINUTES : clock(to).minutes;
      dayOf(from).spans.push({ from: fromMinutes, to: toMinutes });
      from = to;
    }
  }
  return days;
}

/** "8h", "8h30": how the schedule reads its hours (spec 000 §3 "Xh to Yh"). */
export function minutesLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}h` : `${hours}h${String(rest).padStart(2, '0')}`;
}

/** Total active time of the periods, in whole hours (rounded). */
export function activeHours(periods: readonly ScenarioPeriod[]): number {
  const total = periods.reduce((sum, period) => sum + (Date.parse(period.end) - Date.parse(period.start)), 0);
  return Math.round(total / (60 * MINUTE));
}
