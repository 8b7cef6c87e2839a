import { z } from 'zod';

/** The one field a saved configuration asks for (spec 001 §3 "Analytics configuration"). */
export const CONFIGURATION_NAME_MAX = 120;

export const configurationNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'analytics.configurations.nameRequired')
    .max(CONFIGURATION_NAME_MAX, 'analytics.configurations.nameTooLong'),
});
export type ConfigurationNameValues = z.input<typeof configurationNameSchema>;
export type ConfigurationNameOutput = z.output<typeof configurationNameSchema>;
