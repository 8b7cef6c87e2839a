import { z } from 'zod';
import { DEFAULT_TIME_ZONE, toInstant } from '../../../lib/dateFormat';
import { toLocalInputValue } from '../../../ui/DateRangePicker/dateRangeValue';
import { REQUIRED_FIELD_MESSAGE, type Intervention } from '../../../entities/interventions/api';
import {
  INTERVENTION_STATUSES,
  INTERVENTION_TYPES,
  interventionStatusByName,
  type InterventionType,
} from '../../../entities/interventions/interventionStatus';
import { interventionMinutes } from '../interventionDuration';

/*
 * The intervention ticket form (spec 001 §3: type, title, description, start and end, duration,
 * status, hardware lines of a type and a quantity; §5: the hardware type is required, "Ce champ
 * est obligatoire"). The values are what the inputs hold (wall-clock dates of Europe/Paris, ids as
 * text); the schema turns them into the POST/PUT body, or gives each wrong field its message id.
 */

export const FORM_ERRORS = {
  required: REQUIRED_FIELD_MESSAGE,
  quantity: 'intervention.form.error.quantity',
  endBeforeStart: 'intervention.form.error.endBeforeStart',
  invalidDate: 'intervention.form.error.invalidDate',
  titleTooLong: 'intervention.form.error.titleTooLong',
} as const;
export type InterventionFormError = (typeof FORM_ERRORS)[keyof typeof FORM_ERRORS];

export const TITLE_MAX_LENGTH = 200;

export interface HardwareLineValues {
  type: string;
  /** '' while the field is empty. */
  quantity: number | '';
}

export interface InterventionFormValues {
  type: InterventionType | '';
  title: string;
  description: string;
  /** A date-time field's text (`DateField`), wall clock in Europe/Paris. */
  start: string;
  /** '' while the intervention has no end. */
  end: string;
  status: string;
  project: string;
  hardware: HardwareLineValues[];
}

const required = z.string().trim().min(1, { error: FORM_ERRORS.required });
const idText = required.regex(/^\d+$/, { error: FORM_ERRORS.required }).transform(Number);
const localDate = (timeZone: string) =>
  z.string().refine((text) => text.trim() === '' || toInstant(text, timeZone) !== null, {
    error: FORM_ERRORS.invalidDate,
  });

const hardwareLineSchema = z.object({
  type: required,
  quantity: z.union([z.number(), z.literal('')]).transform((value, context) => {
    if (value === '' || !Number.isInteger(value) || value < 1) {
      context.addIssue({ code: 'custom', message: FORM_ERRORS.quantity });
      return z.NEVER;
    }
    return value;
  }),
});

/** The form's schema; its output is the body's fields but the user (kept from the ticket, or the caller's). */
export function interventionFormSchema(timeZone: string = DEFAULT_TIME_ZONE) {
  return z
    .object({
      type: z.union([z.enum(INTERVENTION_TYPES), z.literal('')]).refine((type) => type !== '', {
        error: FORM_ERRORS.required,
      }),
      title: required.max(TITLE_MAX_LENGTH, { error: FORM_ERRORS.titleTooLong }),
      description: z.string(),
      start: localDate(timeZone).refine((text) => text.trim() !== '', { error: FORM_ERRORS.required }),
      end: localDate(timeZone),
      status: idText.refine((id) => INTERVENTION_STATUSES.some((status) => status.id === id), {
        error: FORM_ERRORS.required,
      }),
      project: idText,
      hardware: z.array(hardwareLineSchema),
    })
    .superRefine((values, context) => {
      const start = toInstant(values.start, timeZone);
      const end = toInstant(values.end, timeZone);
      if (start && end && end.getTime() < start.getTime())
        context.addIssue({ code: 'custom', path: ['end'], message: FORM_ERRORS.endBeforeStart });
    })
    .transform((values) => {
      const start = toInstant(values.start, timeZone) ?? new Date(Number.NaN);
      const end = toInstant(values.end, timeZone);
      return {
        type: values.type,
        title: values.title.trim(),
        description: values.description.trim() === '' ? null : values.description.trim(),
        startDate: start.toISOString(),
        endDate: end ? end.toISOString() : null,
        duration: interventionMinutes(values.start, values.end, timeZone),
        status: values.status,
        project: values.project,
        hardware: values.hardware.map((line) => ({ type: line.type.trim(), quantity: line.quantity })),
      };
    });
}
export type InterventionFormOutput = z.output<ReturnType<typeof interventionFormSchema>>;

export const emptyHardwareLine = (): HardwareLineValues => ({ type: '', quantity: 1 });

/** A new ticket: open, starting now (to the minute), in the project the list was filtered on. */
export function newInterventionValues(
  now: Date,
  projectId?: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): InterventionFormValues {
  return {
    type: '',
    title: '',
    description: '',
    start: toLocalInputValue(now, timeZone),
    end: '',
    status: String(interventionStatusByName('open')?.id ?? 1),
    project: projectId === undefined ? '' : String(projectId),
    hardware: [],
  };
}

/** A ticket as the form shows it. */
export function interventionFormValues(
  ticket: Intervention,
  timeZone: string = DEFAULT_TIME_ZONE,
): InterventionFormValues {
  const date = (value: string | null | undefined) => {
    const instant = toInstant(value ?? null);
    return instant ? toLocalInputValue(instant, timeZone) : '';
  };
  return {
    type: INTERVENTION_TYPES.find((type) => type === ticket.type) ?? '',
    title: ticket.title,
    description: ticket.description ?? '',
    start: date(ticket.startDate),
    end: date(ticket.endDate),
    status: String(ticket.status.id),
    project: String(ticket.project.id),
    hardware: ticket.hardware.map((line) => ({ type: line.type, quantity: line.quantity })),
  };
}
