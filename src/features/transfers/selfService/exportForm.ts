import { z } from 'zod';
import {
  EXPORT_FORMATS,
  downloadVariableSchema,
  type DownloadRequestPayload,
} from '../../../entities/transfers/downloadsApi';
import { DEFAULT_TIME_ZONE } from '../../../lib/dateFormat';
import { chooseSampling, type Sampling } from '../../../lib/sampling';
import {
  isCustomRange,
  resolveDateRangeValue,
  validCustomRange,
  type DateRangeValue,
} from '../../../ui/DateRangePicker/dateRangeValue';

/*
 * The export request form (spec 001 §2 data-self-service, §3 Download request, §5): at least one
 * variable, a title, a period that ends after it starts and does not start in the future, a
 * sampling and the file format. Messages are catalogue ids. The sampling rule is spec 001 §5's:
 * a sampling giving more than 10,000 points over the period is changed to the finest one that
 * fits, and the user is told to shorten the period to keep theirs.
 */

/** "As recorded" sends no sampling: each variable keeps its own (what the explorer shows). */
export const SAMPLING_CHOICES = ['auto', '10min', '1h', '1d', '1w', '1mo'] as const;
export type SamplingChoice = (typeof SAMPLING_CHOICES)[number];

export const SAMPLING_OF_CHOICE: Record<Exclude<SamplingChoice, 'auto'>, Sampling> = {
  '10min': { sampling: 10, samplingUnit: 'minutes' },
  '1h': { sampling: 1, samplingUnit: 'hours' },
  '1d': { sampling: 1, samplingUnit: 'days' },
  '1w': { sampling: 1, samplingUnit: 'weeks' },
  '1mo': { sampling: 1, samplingUnit: 'months' },
};

/** An export is read by people in a spreadsheet: beyond this many columns it is no longer read. */
export const MAX_EXPORT_VARIABLES = 50;
export const EXPORT_TITLE_MAX = 200;

export const EXPORT_FORM_ERRORS = {
  variables: 'selfService.error.variables',
  tooManyVariables: 'selfService.error.tooManyVariables',
  variablesLoading: 'selfService.error.variablesLoading',
  title: 'selfService.error.title',
  titleLength: 'selfService.error.titleLength',
  period: 'selfService.error.period',
  periodFuture: 'selfService.error.periodFuture',
} as const;

export interface ExportFormValues {
  variables: { variableId: number; aggregationId: number }[];
  period: DateRangeValue;
  sampling: SamplingChoice;
  format: (typeof EXPORT_FORMATS)[number];
  title: string;
}

/** The schema of the form; `now` is the clock the period's shortcut is read on. */
export function exportFormSchema(now: () => Date, timeZone: string = DEFAULT_TIME_ZONE) {
  return z
    .object({
      variables: z
        .array(downloadVariableSchema.or(z.object({ variableId: z.number(), aggregationId: z.literal(0) })))
        .min(1, { error: EXPORT_FORM_ERRORS.variables })
        .max(MAX_EXPORT_VARIABLES, { error: EXPORT_FORM_ERRORS.tooManyVariables })
        // An aggregation of 0 is a variable from a link, still being read.
        .refine((items) => items.every((item) => item.aggregationId > 0), {
          error: EXPORT_FORM_ERRORS.variablesLoading,
        }),
      period: z.custom<DateRangeValue>(),
      sampling: z.enum(SAMPLING_CHOICES),
      format: z.enum(EXPORT_FORMATS),
      title: z
        .string()
        .trim()
        .min(1, { error: EXPORT_FORM_ERRORS.title })
        .max(EXPORT_TITLE_MAX, { error: EXPORT_FORM_ERRORS.titleLength }),
    })
    .superRefine((values, context) => {
      // A custom period out of order would silently read as the default one: it is refused instead.
      const reversed =
        isCustomRange(values.period) && !validCustomRange(values.period.start, values.period.end, timeZone);
      if (values.period === null || reversed) {
        context.addIssue({ code: 'custom', path: ['period'], message: EXPORT_FORM_ERRORS.period });
        return;
      }
      const { start, end } = resolveDateRangeValue(values.period, now(), timeZone);
      if (!(start.getTime() < end.getTime()))
        context.addIssue({ code: 'custom', path: ['period'], message: EXPORT_FORM_ERRORS.period });
      else if (start.getTime() > now().getTime())
        context.addIssue({ code: 'custom', path: ['period'], message: EXPORT_FORM_ERRORS.periodFuture });
    });
}

/** The sampling sent for a choice over a period: the chosen one, or the finest that fits. */
export function effectiveSampling(
  choice: SamplingChoice,
  period: { start: Date; end: Date },
): (Sampling & { adjusted: boolean }) | null {
  if (choice === 'auto') return null;
  return chooseSampling(period.start, period.end, SAMPLING_OF_CHOICE[choice]);
}

/** The POST download-requests body of valid form values. */
export function exportRequestPayload(
  values: ExportFormValues,
  projectId: number | undefined,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): DownloadRequestPayload {
  const period = resolveDateRangeValue(values.period, now, timeZone);
  const sampling = effectiveSampling(values.sampling, period);
  const payload: DownloadRequestPayload = {
    title: values.title.trim(),
    variables: values.variables.map(({ variableId, aggregationId }) => ({ variableId, aggregationId })),
    start: period.start.toISOString(),
    end: period.end.toISOString(),
    format: values.format,
  };
  if (projectId !== undefined) payload.projectId = projectId;
  if (sampling) {
    payload.sampling = sampling.sampling;
    payload.samplingUnit = sampling.samplingUnit;
  }
  return payload;
}
