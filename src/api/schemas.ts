import { z } from 'zod';

/** Ids and dates as every answer carries them. */
export const idSchema = z.number().int().nonnegative();

/** Dates travel as ISO strings; a value the client cannot read is a schema mismatch. */
export const isoDateTimeSchema = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a date');
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'not a date');

/** A temporary id (suffix -local) is sent as null (spec 000 §5). */
export const writeIdSchema = z
  .union([idSchema, z.string()])
  .nullish()
  .transform((id) => (typeof id === 'number' ? id : null));
