import { z } from 'zod';
import type { Scenario, ScenarioWrite } from '../../../entities/alerting/scenariosApi';
import type { ServerFieldTable } from '../../../navigation/forms/serverFieldErrors';
import { DAY_COUNT, emptySchedule, HOUR_COUNT } from './scheduleGrid';

/**
 * The scenario form (spec 000 §3 Scenario): a name, whether it is global (a superuser's choice when
 * creating, spec 000 §6), and the schedule. Messages are codes, translated where they are shown.
 */
export const SCENARIO_FIELD_ERRORS = ['nameRequired', 'emptySchedule'] as const;
export type ScenarioFieldError = (typeof SCENARIO_FIELD_ERRORS)[number];

export const isScenarioFieldError = (message: string): message is ScenarioFieldError =>
  (SCENARIO_FIELD_ERRORS as readonly string[]).includes(message);

export const scenarioFormSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired'),
  global: z.boolean(),
  schedule: z
    .object({ days: z.array(z.boolean()).length(DAY_COUNT), hours: z.array(z.boolean()).length(HOUR_COUNT) })
    // spec 000 §3: a scenario says when an alert is active; one that never is would silence it for good.
    .refine((schedule) => schedule.days.includes(true) && schedule.hours.includes(true), 'emptySchedule'),
});
export type ScenarioFormValues = z.input<typeof scenarioFormSchema>;
export type ScenarioFormOutput = z.output<typeof scenarioFormSchema>;

export function scenarioFormValues(scenario: Scenario | null): ScenarioFormValues {
  if (!scenario) return { name: '', global: false, schedule: emptySchedule() };
  return {
    name: scenario.name,
    global: scenario.placeId === null,
    schedule: { days: [...scenario.days], hours: [...scenario.hours] },
  };
}

/**
 * What is sent: the edited scenario as it came from the list (deletable and updated included) with
 * the form's fields over it. scenarioWriteSchema strips id, deletable and updated (spec 000 §7
 * "PUT scenarios/{id}: body without id, deletable, updated"), so nothing client-side leaves.
 */
export function scenarioWriteOf(
  values: ScenarioFormOutput,
  edited: Scenario | null,
  placeId: number | undefined,
): ScenarioWrite & Partial<Pick<Scenario, 'id' | 'deletable' | 'updated'>> {
  const scope = edited ? edited.placeId : values.global || placeId === undefined ? null : placeId;
  return {
    ...edited,
    name: values.name,
    placeId: scope,
    days: values.schedule.days,
    hours: values.schedule.hours,
  };
}

/**
 * Server codes (spec 000 §8) that concern one field of the form, and that field. The catalogue's
 * INVALID_PERIOD speaks of dates; for a schedule it means no active hour.
 */
export const SCENARIO_SERVER_FIELDS: ServerFieldTable<'name' | 'schedule'> = {
  INVALID_NAME: { field: 'name' },
  INVALID_PERIOD: { field: 'schedule', message: 'scenario.error.emptySchedule' },
};
