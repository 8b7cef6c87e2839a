import { format, isValid, parse } from 'date-fns';

/**
 * What a date field holds and shows. The form keeps the value as ISO wall-clock text, zone-free
 * ("2026-11-05", "2026-11-05T00:00", "2026-11"), read in the site's zone by whoever turns it into
 * an instant (`toInstant`); the user reads and types the product's format (spec 000 §9: DD/MM/YYYY
 * HH:mm), whatever the browser's language.
 */
export type DateFieldKind = 'date' | 'dateTime' | 'month';

interface KindFormat {
  /** The text a user reads and types. */
  display: string;
  /** What the form holds. */
  value: string;
  /** The shape of a typed text worth parsing: date-fns alone takes "5/11/26" as year 26. */
  typed: RegExp;
  held: RegExp;
}

const FORMATS: Record<DateFieldKind, KindFormat> = {
  date: {
    display: 'dd/MM/yyyy',
    value: 'yyyy-MM-dd',
    typed: /^\d{1,2}\/\d{1,2}\/\d{4}$/,
    held: /^\d{4}-\d{2}-\d{2}$/,
  },
  dateTime: {
    display: 'dd/MM/yyyy HH:mm',
    value: "yyyy-MM-dd'T'HH:mm",
    typed: /^\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2}$/,
    held: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
  },
  month: {
    display: 'MM/yyyy',
    value: 'yyyy-MM',
    typed: /^\d{1,2}\/\d{4}$/,
    held: /^\d{4}-\d{2}$/,
  },
};

/** A fixed reference: parsing wall-clock text must not depend on today's date. */
const REFERENCE = new Date(2000, 0, 1);

function read(text: string, pattern: string): Date | null {
  const date = parse(text, pattern, REFERENCE);
  return isValid(date) ? date : null;
}

/** The form's value for a typed text: the ISO text when it is a real date, else the text as typed. */
export function valueFromText(text: string, kind: DateFieldKind): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return '';
  const { display, value, typed, held } = FORMATS[kind];
  if (typed.test(trimmed)) {
    const date = read(trimmed, display);
    return date ? format(date, value) : text;
  }
  // Pasted ISO text (a copied URL's date) is taken too.
  if (held.test(trimmed) && read(trimmed, value)) return trimmed;
  return text;
}

/** The text shown for a form's value: the product's format, or what was typed when it is not a date. */
export function textFromValue(value: string, kind: DateFieldKind): string {
  const { display, value: pattern, held } = FORMATS[kind];
  if (!held.test(value)) return value;
  const date = read(value, pattern);
  return date ? format(date, display) : value;
}

/** Whether the form's value is a real date of this kind (an empty value is not). */
export function isDateValue(value: string, kind: DateFieldKind): boolean {
  const { value: pattern, held } = FORMATS[kind];
  return held.test(value) && read(value, pattern) !== null;
}

/** The calendar's day ("YYYY-MM-DD") of a value, or null. */
export function calendarDay(value: string, kind: DateFieldKind): string | null {
  return isDateValue(value, kind) ? (kind === 'month' ? `${value}-01` : value.slice(0, 10)) : null;
}

/**
 * The value after a day was picked in the calendar: a date-time keeps the time it had (00:00 for a
 * new one), a month keeps only its month.
 */
export function valueFromCalendar(day: string, current: string, kind: DateFieldKind): string {
  if (kind === 'month') return day.slice(0, 7);
  if (kind === 'date') return day.slice(0, 10);
  const time = isDateValue(current, 'dateTime') ? current.slice(11, 16) : '00:00';
  return `${day.slice(0, 10)}T${time}`;
}
