import { z } from 'zod';
import type { ServerFieldTable } from '../../../../navigation/forms/serverFieldErrors';
import type { CpeProgram, CpeProgramPayload } from '../../../../entities/reports/cpeProgramsApi';
import {
  nextSendDates,
  normalizeDays,
  RECURRENCE_INTERVALS,
  type RecurrenceInterval,
} from '../../../../entities/reports/recurrence';
import { DEFAULT_TIME_ZONE } from '../../../../lib/dateFormat';
import { toLocalInputValue } from '../../../../ui/DateRangePicker/dateRangeValue';
import { requiredProjectIdSchema } from '../requiredProject';
import { OFFERED_DAYS } from './programDays';

/*
 * The CPE program form (cperapports addprogram, editprogram/{rapportId}): project, name, the
 * recurrence of spec 000 §3 (interval 1, 2 or 3 months and the days of the month: 1..28 and the
 * last day), the first month, the contacts, comments. Error messages are the form's keys
 * (useCpeFieldText).
 */

const monthText = z.string().regex(/^\d{4}-\d{2}$/, 'monthRequired');

export const cpeProgramFormSchema = z.object({
  projectId: requiredProjectIdSchema,
  name: z.string().trim().min(1, 'nameRequired').max(200, 'nameRequired'),
  interval: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  daysOfMonth: z
    .array(z.number().int())
    .refine((days) => days.length > 0 && days.every((day) => OFFERED_DAYS.includes(day)), 'daysRequired')
    .transform(normalizeDays),
  anchorMonth: monthText,
  contactIds: z.array(z.number().int().positive()).min(1, 'contactsRequired'),
  comments: z.string().trim().max(4000),
});
export type CpeProgramFormValues = z.input<typeof cpeProgramFormSchema>;
export type CpeProgramFormOutput = z.output<typeof cpeProgramFormSchema>;
export type CpeProgramField = keyof CpeProgramFormValues;

export const isRecurrenceInterval = (value: number): value is RecurrenceInterval =>
  (RECURRENCE_INTERVALS as readonly number[]).includes(value);

/** A new program: quarterly, on the 5th, from this month. */
export function emptyCpeProgram(now: Date, timeZone: string = DEFAULT_TIME_ZONE): CpeProgramFormValues {
  return {
    projectId: null,
    name: '',
    interval: 3,
    daysOfMonth: [5],
    anchorMonth: toLocalInputValue(now, timeZone).slice(0, 7),
    contactIds: [],
    comments: '',
  };
}

export function cpeProgramFormValuesOf(program: CpeProgram): CpeProgramFormValues {
  return {
    projectId: program.project.id,
    name: program.name,
    interval: program.interval,
    daysOfMonth: program.daysOfMonth,
    anchorMonth: program.anchorMonth.slice(0, 7),
    contactIds: program.contacts.map((contact) => contact.id),
    comments: program.comments ?? '',
  };
}

export function cpeProgramPayloadOf(values: CpeProgramFormOutput): CpeProgramPayload {
  return {
    project: values.projectId ?? 0,
    name: values.name,
    interval: values.interval,
    daysOfMonth: values.daysOfMonth,
    anchorMonth: `${values.anchorMonth}-01`,
    contacts: values.contactIds,
    comments: values.comments || null,
  };
}

/**
 * The next `count` sending days of the rule as typed, after `now` (UTC calendar days, as the
 * server counts them); none while the rule is incomplete.
 */
export function upcomingSendDates(
  values: Pick<CpeProgramFormValues, 'interval' | 'daysOfMonth' | 'anchorMonth'>,
  now: Date,
  count = 5,
): Date[] {
  if (!/^\d{4}-\d{2}$/.test(values.anchorMonth) || values.daysOfMonth.length === 0) return [];
  const anchor = new Date(`${values.anchorMonth}-01T00:00:00Z`);
  if (Number.isNaN(anchor.getTime())) return [];
  return nextSendDates({ interval: values.interval, daysOfMonth: values.daysOfMonth }, anchor, now, count);
}

/** The server codes (spec 000 §8) that belong on a field of this form. */
export const CPE_PROGRAM_FIELD_OF_CODE: ServerFieldTable<CpeProgramField> = {
  PROJECT_NOT_FOUND: { field: 'projectId' },
  INVALID_NAME: { field: 'name' },
  INVALID_FREQUENCY: { field: 'daysOfMonth' },
  CONTACT_NOT_FOUND: { field: 'contactIds' },
  // Another client's contact: the project's reports may not go to them (shared/recipients.ts).
  NOT_IN_PROJECT: { field: 'contactIds', message: 'report.recipients.notInProject' },
  INVALID_PERIOD: { field: 'anchorMonth' },
};
