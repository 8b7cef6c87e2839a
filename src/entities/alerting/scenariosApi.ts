import type { PageParams } from '../../api/listPage';
import { z } from 'zod';
import { defineQuery } from '../../api/endpoint';
import { idSchema, isoDateTimeSchema } from '../../api/schemas';
import { defineResource, listParams } from '../../api/resource';
import { MAX_POINTS_PER_SERIES } from '../../lib/sampling';

/** Scenarios: when an alert is active (spec 000 §3, §7). */

const days = z.array(z.boolean()).length(7);
const hours = z.array(z.boolean()).length(24);

export const scenarioSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** null: a global scenario, which only a superuser may create or edit (spec 000 §6). */
  placeId: idSchema.nullable(),
  /** Monday to Sunday. */
  days,
  /** Hour 0 to 23. */
  hours,
  /** spec 000 §3: client-side flags, never sent. The mocked API tells whether no alert uses it. */
  deletable: z.boolean().nullish(),
  updated: z.boolean().nullish(),
});
export type Scenario = z.infer<typeof scenarioSchema>;

/**
 * spec 000 §7 "PUT scenarios/{id}: body without id, deletable, updated": zod strips the three, so a
 * scenario object from the cache can be passed as is.
 */
export const scenarioWriteSchema = z.object({ name: z.string(), placeId: idSchema.nullable(), days, hours });
export type ScenarioWrite = z.input<typeof scenarioWriteSchema>;

/** spec 000 §7 "GET scenarios: placeId or scenarioId". A site's list includes the global scenarios. */
export type ScenarioListParams = PageParams & { placeId?: number; scenarioId?: number };

export const scenariosResource = defineResource({
  name: 'scenarios',
  path: 'scenarios',
  item: scenarioSchema,
  params: listParams<ScenarioListParams>(),
  create: scenarioWriteSchema,
  update: scenarioWriteSchema,
});

/** One hour of a scenario's time data: value 1 while the scenario is active, 0 otherwise. */
export const scenarioTimePointSchema = z.object({ date: isoDateTimeSchema, value: z.number() });
export const scenarioPeriodSchema = z.object({ start: isoDateTimeSchema, end: isoDateTimeSchema });
export type ScenarioPeriod = z.infer<typeof scenarioPeriodSchema>;

export const scenarioTimeDataSchema = z.object({
  id: idSchema,
  name: z.string().nullish(),
  /** Hourly points, when timeserie is true. */
  data: z.array(scenarioTimePointSchema),
  /** The active periods over [start, end]. */
  periods: z.array(scenarioPeriodSchema),
});
export type ScenarioTimeData = z.infer<typeof scenarioTimeDataSchema>;

export interface ScenarioTimeDataArgs {
  scenarioId: number;
  start: string;
  end: string;
}

/** spec 000 §7 "GET scenario time data: scenarioId, limit 10000, timeserie true; per scenario; results merged". */
export const scenarioTimeDataQuery = defineQuery({
  name: 'time-data',
  of: scenariosResource,
  path: 'scenario-time-data',
  params: (args: ScenarioTimeDataArgs) => ({ ...args, limit: MAX_POINTS_PER_SERIES, timeserie: true }),
  schema: scenarioTimeDataSchema,
});

/** Merges the active periods of several scenarios (an alert is active when any of them is). */
export function mergeScenarioPeriods(results: readonly Pick<ScenarioTimeData, 'periods'>[]): ScenarioPeriod[] {
  const periods = results
    .flatMap((result) => result.periods)
    .map((period) => ({ start: Date.parse(period.start), end: Date.parse(period.end) }))
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const period of periods) {
    const last = merged[merged.length - 1];
    if (last && period.start <= last.end) last.end = Math.max(last.end, period.end);
    else merged.push({ ...period });
  }
  return merged.map((period) => ({
    start: new Date(period.start).toISOString(),
    end: new Date(period.end).toISOString(),
  }));
}
