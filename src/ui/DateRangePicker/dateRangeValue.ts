import { formatInTimeZone } from 'date-fns-tz';
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, toInstant } from '../../lib/dateFormat';
import { DATE_SHORTCUTS, isDateShortcut, resolveRange, type DateRange, type DateShortcut } from '../../lib/dateRanges';

/**
 * The value of the date range picker and of the URL (CONVENTIONS "Routes and URLs", spec 000 §9):
 * a shortcut, or an explicit start and end, or null for the default two weeks.
 *
 * `start` / `end` are ISO 8601; the picker writes wall-clock times without offset
 * ("2026-11-16T10:00"), read in the site's zone (Europe/Paris unless the site says otherwise), so
 * a copied URL reads the same at the site whatever the reader's browser zone.
 */
export type DateRangeValue = { shortcut: DateShortcut } | { start: string; end: string } | null;

/**
 * Search params of a screen with a date range. Each field falls back to absent when malformed:
 * a shared link with a bad date opens the default period instead of an error page.
 * Routes add it to their own schema: `mySchema.extend(dateRangeSearchSchema.shape)`.
 */
export const dateRangeSearchSchema = z.object({
  range: z.enum(DATE_SHORTCUTS).optional().catch(undefined),
  start: z.string().optional().catch(undefined),
  end: z.string().optional().catch(undefined),
});
export type DateRangeSearch = z.infer<typeof dateRangeSearchSchema>;

/** What the custom period's date-time fields hold (`DateField` kind dateTime): wall clock, minutes. */
const LOCAL_INPUT_PATTERN = "yyyy-MM-dd'T'HH:mm";

export function isCustomRange(value: DateRangeValue): value is { start: string; end: string } {
  return value !== null && 'start' in value;
}

/** The explicit period when both ends are valid and start is before end, else null. */
export function validCustomRange(
  start: string | undefined,
  end: string | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): DateRange | null {
  const from = start ? toInstant(start, timeZone) : null;
  const to = end ? toInstant(end, timeZone) : null;
  return from && to && from.getTime() < to.getTime() ? { start: from, end: to } : null;
}

/** A custom period as typed that is not valid: what a form's picker hands over (`handsOverInvalid`). */
export function isInvalidCustomRange(
  value: DateRangeValue,
  timeZone: string = DEFAULT_TIME_ZONE,
): value is { start: string; end: string } {
  return isCustomRange(value) && validCustomRange(value.start, value.end, timeZone) === null;
}

/**
 * Reads the value from the URL with resolveRange's precedence: a valid explicit period, else the
 * shortcut, else null (the default).
 */
export function dateRangeFromSearch(search: DateRangeSearch, timeZone: string = DEFAULT_TIME_ZONE): DateRangeValue {
  if (search.start && search.end && validCustomRange(search.start, search.end, timeZone)) {
    return { start: search.start, end: search.end };
  }
  if (isDateShortcut(search.range)) return { shortcut: search.range };
  return null;
}

/**
 * The search params for a value, with every key present (undefined when unused) so that merging
 * into the current search clears the other form: `search: (prev) => ({ ...prev,
 * ...dateRangeToSearch(value) })`. The default (null) leaves all three out of the URL.
 */
export function dateRangeToSearch(value: DateRangeValue): DateRangeSearch {
  if (value === null) return { range: undefined, start: undefined, end: undefined };
  if (isCustomRange(value)) return { range: undefined, start: value.start, end: value.end };
  return { range: value.shortcut, start: undefined, end: undefined };
}

/** The period a value stands for at `now` (for API calls and the "from … to …" text). */
export function resolveDateRangeValue(
  value: DateRangeValue,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): DateRange {
  if (value === null) return resolveRange({}, now, timeZone);
  if (isCustomRange(value)) return resolveRange({ start: value.start, end: value.end }, now, timeZone);
  return resolveRange({ shortcut: value.shortcut }, now, timeZone);
}

/** An instant as a date-time field's value, on the wall clock of `timeZone`. */
export function toLocalInputValue(date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatInTimeZone(date, timeZone, LOCAL_INPUT_PATTERN);
}

export type CustomDraftError = 'required' | 'order';

/**
 * Checks the two date-time texts of the custom period: a field holds the text as typed while it is
 * not a date, and empty or half-typed both read "required". The order error goes on the end field.
 */
export function checkCustomDraft(
  from: string,
  to: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): { value: { start: string; end: string } } | { fromError?: CustomDraftError; toError?: CustomDraftError } {
  const fromError = from && toInstant(from, timeZone) ? undefined : 'required';
  const toError = to && toInstant(to, timeZone) ? undefined : 'required';
  if (fromError || toError) return { fromError, toError };
  if (!validCustomRange(from, to, timeZone)) return { toError: 'order' };
  return { value: { start: from, end: to } };
}

/** Equal by content: values rebuilt from the URL on each render are new objects. */
export function sameDateRange(a: DateRangeValue, b: DateRangeValue): boolean {
  if (a === null || b === null) return a === b;
  if (isCustomRange(a)) return isCustomRange(b) && a.start === b.start && a.end === b.end;
  return !isCustomRange(b) && a.shortcut === b.shortcut;
}
