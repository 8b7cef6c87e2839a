import { z } from 'zod';

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);

/**
 * The perimeter dialog's place in the URL (CONVENTIONS: overlays live in the URL), on every page
 * that lists an AAPE's perimeters: a reload or a shared link opens the same dialog, and what was
 * typed comes back from its draft. A malformed id from a shared link is dropped.
 */
export const perimeterDialogSearch = {
  /** The AAPE whose "new perimeter" dialog is open. */
  newPerimeter: positiveId,
  /** The perimeter whose edit dialog is open. */
  perimeter: positiveId,
};

export const perimeterDialogSearchSchema = z.object(perimeterDialogSearch);
export type PerimeterDialogSearch = z.infer<typeof perimeterDialogSearchSchema>;
