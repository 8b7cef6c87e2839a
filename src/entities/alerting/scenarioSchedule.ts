/**
 * Scenario schedules (spec 000 §3): one boolean per weekday (Monday to Sunday) and per hour of the
 * day. Pure helpers for the scenario list ("Xh to Yh" with three-letter French day names) and for
 * the mocked scenario time data.
 */

export interface ScenarioSchedule {
  /** Seven booleans, Monday first (spec 000 §9: "Day names in French, Monday to Sunday"). */
  days: readonly boolean[];
  /** Twenty-four booleans, hour 0 first: hour h covers h:00 to h+1:00. */
  hours: readonly boolean[];
}

/** Three-letter French day abbreviations, Monday to Sunday (spec 000 §3). */
export const DAY_ABBREVIATIONS_FR = ['Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam', 'Dim'] as const;

export interface HourRange {
  /** First active hour (0–23). */
  from: number;
  /** End of the last active hour (1–24); lower than `from` when the range crosses midnight. */
  to: number;
}

/**
 * The active hours as ranges of consecutive hours; a range that runs through midnight
 * (22h to 6h) is one range. All day is 0h to 24h.
 */
export function hourRanges(hours: readonly boolean[]): HourRange[] {
  const active = Array.from({ length: 24 }, (_, hour) => hours[hour] === true);
  if (active.every(Boolean)) return [{ from: 0, to: 24 }];
  const ranges: HourRange[] = [];
  let hour = 0;
  while (hour < 24) {
    if (!active[hour]) {
      hour += 1;
      continue;
    }
    const from = hour;
    while (hour < 24 && active[hour]) hour += 1;
    ranges.push({ from, to: hour });
  }
  // Join the evening range to the morning one when they meet at midnight.
  const first = ranges[0];
  const last = ranges[ranges.length - 1];
  if (ranges.length > 1 && first && last && first.from === 0 && last.to === 24) {
    ranges.shift();
    ranges[ranges.length - 1] = { from: last.from, to: first.to };
  }
  return ranges;
}

export interface ScenarioDescription {
  ranges: HourRange[];
  /** "8h à 18h", ranges joined by ", "; empty when no hour is active. */
  hours: string;
  /** The active days' abbreviations, Monday first. */
  days: string[];
  /** "Lun, Mar, Mer, Jeu, Ven · 8h à 18h" */
  text: string;
}

/**
 * The list rendering of a scenario (spec 000 §3: "Shown as a range 'Xh to Yh' with three-letter
 * day abbreviations"). `to` is the joining word, French by default; screens pass the translated one.
 */
export function describeScenario(
  schedule: ScenarioSchedule,
  options: { to?: string; dayNames?: readonly string[] } = {},
): ScenarioDescription {
  const to = options.to ?? 'à';
  const dayNames = options.dayNames ?? DAY_ABBREVIATIONS_FR;
  const ranges = hourRanges(schedule.hours);
  const hours = ranges.map((range) => `${range.from}h ${to} ${range.to}h`).join(', ');
  const days = dayNames.filter((_, index) => schedule.days[index] === true);
  const text = [days.join(', '), hours].filter((part) => part !== '').join(' · ');
  return { ranges, hours, days, text };
}

/** Monday = 0 … Sunday = 6, from a JavaScript weekday (Sunday = 0). */
export const mondayFirstDay = (jsWeekday: number): number => (jsWeekday + 6) % 7;

/** Whether the scenario is active on that weekday (Monday = 0) and hour (0–23). */
export function isScenarioActive(schedule: ScenarioSchedule, mondayFirstWeekday: number, hour: number): boolean {
  return schedule.days[mondayFirstWeekday] === true && schedule.hours[hour] === true;
}
