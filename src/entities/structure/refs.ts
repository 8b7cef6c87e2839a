import { z } from 'zod';
import { idSchema } from '../../api/schemas';

/**
 * The client, site and project references that many answers embed (an alert's project with its
 * site and client...): one shape, parsed one way.
 */
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
