import { formatDuration, type DurationLocale } from '../../lib/duration';
import { toInstant, type InstantInput } from '../../lib/dateFormat';

/*
 * An intervention's duration (spec 001 §3 "Intervention ticket": start and end dates, duration;
 * §9 / spec 000 §9: durations shown as d, h, min). The ticket stores minutes; the form derives
 * them from the start and the end as the user types.
 */

const MINUTE_MS = 60_000;

/**
 * Whole minutes from the start to the end (a started minute does not count), or null while
 * either is missing or invalid, or when the end is before the start (the form refuses it).
 */
export function interventionMinutes(start: InstantInput, end: InstantInput, timeZone?: string): number | null {
  const from = toInstant(start, timeZone);
  const to = toInstant(end, timeZone);
  if (!from || !to) return null;
  const elapsed = to.getTime() - from.getTime();
  return elapsed < 0 ? null : Math.floor(elapsed / MINUTE_MS);
}

/** Minutes as d h min (`1d 2h 30min`; French `1J 2h 30min`); "" for none. */
export function formatInterventionDuration(minutes: number | null | undefined, locale: DurationLocale): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return '';
  return formatDuration(minutes * 60, { locale });
}

/** A ticket's duration: the minutes it records, else those between its start and its end. */
export function ticketMinutes(ticket: {
  duration?: number | null;
  startDate: string;
  endDate?: string | null;
}): number | null {
  return ticket.duration ?? interventionMinutes(ticket.startDate, ticket.endDate);
}

/** The duration locale of an intl locale (French, else English). */
export function durationLocaleOf(locale: string): DurationLocale {
  return locale.startsWith('fr') ? 'fr' : 'en';
}
