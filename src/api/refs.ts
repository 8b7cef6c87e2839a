import { z } from 'zod';
import { SAMPLING_UNITS } from '../lib/sampling';

/**
 * Nested references that many answers embed (an alert's project with its site and client...).
 * Shared by every feature's schemas so that one shape is parsed one way.
 */
export const idSchema = z.number().int().nonnegative();

export const clientRefSchema = z.object({ id: idSchema, name: z.string(), shortName: z.string().nullish() });
export type ClientRef = z.infer<typeof clientRefSchema>;

export const placeRefSchema = z.object({
  id: idSchema,
  name: z.string(),
  shortName: z.string().nullish(),
  timezone: z.string().nullish(),
  client: clientRefSchema,
});
export type PlaceRef = z.infer<typeof placeRefSchema>;

export const projectRefSchema = z.object({ id: idSchema, name: z.string(), place: placeRefSchema });
export type ProjectRef = z.infer<typeof projectRefSchema>;

export const unitRefSchema = z.object({ id: idSchema, name: z.string() });
export type UnitRef = z.infer<typeof unitRefSchema>;

/** spec 000 §3: average, min, max, sum, counter, each with a fixed id. */
export const AGGREGATION_NAMES = ['average', 'min', 'max', 'sum', 'counter'] as const;
export const aggregationRefSchema = z.object({ id: idSchema, name: z.enum(AGGREGATION_NAMES) });
export type AggregationRef = z.infer<typeof aggregationRefSchema>;

export const samplingUnitSchema = z.enum(SAMPLING_UNITS);

/** Dates travel as ISO strings; a value the client cannot read is a schema mismatch. */
export const isoDateTimeSchema = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a date');
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'not a date');

/** A temporary id (suffix -local) is sent as null (spec 000 §5). */
export const writeIdSchema = z
  .union([idSchema, z.string()])
  .nullish()
  .transform((id) => (typeof id === 'number' ? id : null));
