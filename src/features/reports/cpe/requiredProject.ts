import { z } from 'zod';

/** The project both CPE forms need: null until chosen, refused with 'projectRequired' (useCpeFieldText). */
export const requiredProjectIdSchema = z
  .number()
  .int()
  .positive('projectRequired')
  .nullable()
  .refine((id) => id !== null, 'projectRequired');
