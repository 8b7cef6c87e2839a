import { z } from 'zod';
import type { Place, PlaceUpdate } from '../../../entities/structure/api';
import { isValidSiret, normaliseSiret } from '../../../entities/structure/siret';
import type { ServerFieldTable } from '../../../navigation/forms/serverFieldErrors';

/**
 * The site form (issue 15 item 2): text fields as typed, checked and turned into the PUT places/{id}
 * payload (placeUpdateSchema parses it again on the way out). Error messages are codes: the form's
 * own (`parameters.places.error.<code>`) or INVALID_GEOGRAPHIC_COORDINATES (spec 000 §8), the
 * server's own wording for the same rule.
 */

export const PLACE_FORM_ERRORS = ['required', 'siret', 'timezone'] as const;
export type PlaceFormError = (typeof PLACE_FORM_ERRORS)[number];
export const COORDINATES_ERROR = 'INVALID_GEOGRAPHIC_COORDINATES';

export const isPlaceFormError = (message: string): message is PlaceFormError =>
  (PLACE_FORM_ERRORS as readonly string[]).includes(message);

/**
 * A coordinate as typed: "45.76", or "45,76" with the French decimal comma, signs allowed, spaces
 * around ignored. Null when it is not one number.
 */
export function parseCoordinate(text: string): number | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(compact)) return null;
  const value = Number(compact.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** spec 000 §8: latitude in [-90, 90], longitude in [-180, 180]. */
export function validCoordinate(text: string, bound: 90 | 180): number | null {
  const value = parseCoordinate(text);
  return value !== null && Math.abs(value) <= bound ? value : null;
}

/** The IANA time zones the browser knows, Europe/Paris first (the product's default). */
export function timeZoneChoices(current?: string | null): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set(['Europe/Paris', ...known]);
  if (current) zones.add(current);
  return [...zones];
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

const coordinate = (bound: 90 | 180) =>
  z
    .string()
    .refine((text) => text.trim() !== '', 'required')
    .refine((text) => text.trim() === '' || validCoordinate(text, bound) !== null, COORDINATES_ERROR);

export const placeFormSchema = z
  .object({
    name: z.string().trim().min(1, 'required'),
    shortName: z.string(),
    address: z.string(),
    zipCode: z.string(),
    city: z.string(),
    country: z.string(),
    latitude: coordinate(90),
    longitude: coordinate(180),
    timezone: z
      .string()
      .refine((value) => value.trim() !== '', 'required')
      .refine((value) => value.trim() === '' || isTimeZone(value.trim()), 'timezone'),
    companyName: z.string(),
    companyId: z.string().refine((value) => value.trim() === '' || isValidSiret(value), 'siret'),
  })
  .transform((values): PlaceUpdate => ({
    name: values.name,
    shortName: optional(values.shortName),
    address: optional(values.address),
    zipCode: optional(values.zipCode),
    city: optional(values.city),
    country: optional(values.country),
    latitude: parseCoordinate(values.latitude) ?? 0,
    longitude: parseCoordinate(values.longitude) ?? 0,
    timezone: values.timezone.trim(),
    companyName: optional(values.companyName),
    companyId: values.companyId.trim() === '' ? null : normaliseSiret(values.companyId),
  }));

export type PlaceFormValues = z.input<typeof placeFormSchema>;
export type PlaceFieldName = keyof PlaceFormValues;

/** spec 000 §8 codes a PUT places/{id} answers about given fields. */
export const PLACE_SERVER_FIELDS: ServerFieldTable<PlaceFieldName> = {
  INVALID_NAME: { field: 'name' },
  INVALID_GEOGRAPHIC_COORDINATES: { field: ['latitude', 'longitude'] },
};

/** A coordinate as the form shows it: the locale's decimal mark. */
function coordinateText(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return locale === 'fr' ? text.replace('.', ',') : text;
}

export function placeFormValues(place: Place, locale: string): PlaceFormValues {
  return {
    name: place.name,
    shortName: place.shortName ?? '',
    address: place.address ?? '',
    zipCode: place.zipCode ?? '',
    city: place.city ?? '',
    country: place.country ?? '',
    latitude: coordinateText(place.latitude, locale),
    longitude: coordinateText(place.longitude, locale),
    timezone: place.timezone ?? '',
    companyName: place.companyName ?? '',
    companyId: place.companyId ?? '',
  };
}

/** "Open in a map" (OpenStreetMap) for valid coordinates; null otherwise. */
export function mapLink(latitude: string, longitude: string): string | null {
  const lat = validCoordinate(latitude, 90);
  const lon = validCoordinate(longitude, 180);
  if (lat === null || lon === null) return null;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`;
}
