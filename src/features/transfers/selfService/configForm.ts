import { z } from 'zod';
import type { DownloadConfig, DownloadConfigPayload, DownloadVariable } from '../../../entities/transfers/downloadsApi';
import type { Sampling } from '../../../lib/sampling';
import { EXPORT_TITLE_MAX, SAMPLING_OF_CHOICE, type SamplingChoice } from './exportForm';

/*
 * A saved configuration (spec 001 §3 Download config: id, projectId, title, number of variables):
 * the dialog asks its title and, for a new one, its project. Messages are catalogue ids.
 */

export const CONFIG_FORM_ERRORS = {
  title: 'selfService.configs.error.title',
  titleLength: 'selfService.configs.error.titleLength',
  project: 'selfService.configs.error.project',
  variables: 'selfService.configs.error.variables',
} as const;

export const configFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: CONFIG_FORM_ERRORS.title })
    .max(EXPORT_TITLE_MAX, { error: CONFIG_FORM_ERRORS.titleLength }),
  projectId: z
    .number()
    .nullable()
    .pipe(z.number({ error: CONFIG_FORM_ERRORS.project }).int().positive({ error: CONFIG_FORM_ERRORS.project })),
});
export type ConfigFormValues = { title: string; projectId: number | null };
export type ConfigFormOutput = z.output<typeof configFormSchema>;

/** What a configuration keeps of the selection: the variables and their aggregations, the sampling. */
export function configPayload(
  values: ConfigFormOutput,
  variables: readonly DownloadVariable[],
  sampling: SamplingChoice,
): DownloadConfigPayload {
  const step = sampling === 'auto' ? null : SAMPLING_OF_CHOICE[sampling];
  return {
    title: values.title,
    projectId: values.projectId,
    variables: variables.map(({ variableId, aggregationId }) => ({ variableId, aggregationId })),
    sampling: step?.sampling ?? null,
    samplingUnit: step?.samplingUnit ?? null,
  };
}

/** A configuration's sampling as the form's choice; one the form does not offer reads as "as recorded". */
export function samplingChoiceOf(config: Pick<DownloadConfig, 'sampling' | 'samplingUnit'>): SamplingChoice {
  const wanted: Partial<Sampling> = {
    sampling: config.sampling ?? undefined,
    samplingUnit: config.samplingUnit ?? undefined,
  };
  const entry = Object.entries(SAMPLING_OF_CHOICE).find(
    ([, step]) => step.sampling === wanted.sampling && step.samplingUnit === wanted.samplingUnit,
  );
  const choice = entry?.[0];
  return choice === '10min' || choice === '1h' || choice === '1d' || choice === '1w' || choice === '1mo'
    ? choice
    : 'auto';
}
