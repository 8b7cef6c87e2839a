import { z } from 'zod';

/**
 * The "add variables to a project" screen's URL state: the acquisition device whose variables are
 * listed (CONVENTIONS: every filter is a search param; none when unset).
 */
export const addToProjectSearchSchema = z.object({
  deviceId: z.coerce.number().int().positive().optional().catch(undefined),
});
export type AddToProjectSearch = z.infer<typeof addToProjectSearchSchema>;
