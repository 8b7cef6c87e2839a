import { z } from 'zod';
import { idSchema } from '../../api/schemas';
import { SAMPLING_UNITS } from '../../lib/sampling';

/** The unit, aggregation and sampling references that variables, alerts and graphs embed. */
export const unitRefSchema = z.object({ id: idSchema, name: z.string() });
export type UnitRef = z.infer<typeof unitRefSchema>;

/** spec 000 §3: average, min, max, sum, counter, each with a fixed id. */
export const AGGREGATION_NAMES = ['average', 'min', 'max', 'sum', 'counter'] as const;
export const aggregationRefSchema = z.object({ id: idSchema, name: z.enum(AGGREGATION_NAMES) });
export type AggregationRef = z.infer<typeof aggregationRefSchema>;

export const samplingUnitSchema = z.enum(SAMPLING_UNITS);
