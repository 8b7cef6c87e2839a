import { z } from 'zod';
import { SYNOPTIC_IMAGE_MAX_BYTES } from '../../entities/synoptic/synopticImage';

/** The form's own error texts (message ids), so that the screen and the tests read the same. */
export const SYNOPTIC_FORM_ERRORS = [
  'synoptic.form.nameRequired',
  'synoptic.form.nameTooLong',
  'synoptic.form.imageRequired',
] as const;
export type SynopticFormError = (typeof SYNOPTIC_FORM_ERRORS)[number];
export const isSynopticFormError = (message: string | undefined): message is SynopticFormError =>
  (SYNOPTIC_FORM_ERRORS as readonly (string | undefined)[]).includes(message);

export const SYNOPTIC_NAME_MAX = 120;

const imageSchema = z.object({
  imageUrl: z.string().min(1),
  imageSize: z.number().int().nonnegative().max(SYNOPTIC_IMAGE_MAX_BYTES),
});

/** A synoptic's name and, for a new one, its background image (spec 001 §5: an image file under 5 MB). */
export const synopticNameFormSchema = z
  .object({
    name: z.string().trim().min(1, 'synoptic.form.nameRequired').max(SYNOPTIC_NAME_MAX, 'synoptic.form.nameTooLong'),
    /** Required for a new synoptic; a rename keeps the image it has. */
    needsImage: z.boolean(),
    image: imageSchema.nullable(),
  })
  .refine((values) => !values.needsImage || values.image !== null, {
    path: ['image'],
    message: 'synoptic.form.imageRequired',
  });
export type SynopticNameFormValues = z.input<typeof synopticNameFormSchema>;
export type SynopticNameFormOutput = z.output<typeof synopticNameFormSchema>;
