import { toInstant, type InstantInput } from './dateFormat';

/**
 * Durations of alert events and interventions.
 *
 * spec 000 §9: "Durations shown as d, h, min or J, h, min, s" — English uses d for days, French
 * uses J (jour); hours, minutes and seconds read the same in both languages.
 */

export type DurationLocale = 'fr' | 'en';

export interface FormatDurationOptions {
  /** Defaults to 'fr', the product's default language (spec 000 §1). */
  locale?: DurationLocale;
  /** Adds a seconds unit; without it the duration is shown to the whole minute (rounded down). */
  withSeconds?: boolean;
}

const DAY_LABEL: Record<DurationLocale, string> = { fr: 'J', en: 'd' };

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3600;
const SECONDS_PER_DAY = 86400;

/**
 * Formats a number of seconds: `2d 3h 15min` (en) or `2J 3h 15min` (fr), `2d 3h 15min 4s` with
 * seconds.
 *
 * Rule where the spec is silent: leading zero units are left out, but every unit from the first
 * non-zero one down to the smallest unit is shown, zero or not (`1d 0h 5min`, `1d 0h 0min`). This
 * keeps one shape per magnitude so values in a table column line up and read without ambiguity.
 *
 * - Partial units are rounded down (an event of 59 s has not lasted a minute): 59 → `0min`.
 * - 0 gives `0min` (`0s` with seconds); null, undefined and non-finite values give "".
 * - A negative duration (end before start: bad data) keeps a leading minus sign.
 */
export function formatDuration(seconds: number | null | undefined, options: FormatDurationOptions = {}): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '';
  const { locale = 'fr', withSeconds = false } = options;
  const dayLabel = DAY_LABEL[locale] ?? DAY_LABEL.fr;
  const smallestUnit = withSeconds ? 1 : SECONDS_PER_MINUTE;
  const total = Math.floor(Math.abs(seconds) / smallestUnit) * smallestUnit;

  const parts: Array<{ amount: number; label: string }> = [
    { amount: Math.floor(total / SECONDS_PER_DAY), label: dayLabel },
    { amount: Math.floor((total % SECONDS_PER_DAY) / SECONDS_PER_HOUR), label: 'h' },
    { amount: Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE), label: 'min' },
  ];
  if (withSeconds) parts.push({ amount: total % SECONDS_PER_MINUTE, label: 's' });

  const firstNonZero = parts.findIndex((part) => part.amount !== 0);
  // Nothing to show: keep only the smallest unit so zero still reads as a duration ("0min").
  const shown = firstNonZero === -1 ? parts.slice(-1) : parts.slice(firstNonZero);
  const text = shown.map((part) => `${part.amount}${part.label}`).join(' ');
  return seconds < 0 && total > 0 ? `-${text}` : text;
}

/**
 * Seconds between two instants (end − start), fractional seconds kept.
 * null when either end is missing or invalid: an event still in progress has no end yet
 * (spec 000 §3, alert event "in progress or finished").
 */
export function durationBetween(start: InstantInput, end: InstantInput): number | null {
  const startDate = toInstant(start);
  const endDate = toInstant(end);
  if (!startDate || !endDate) return null;
  return (endDate.getTime() - startDate.getTime()) / 1000;
}
