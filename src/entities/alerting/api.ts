import type { PageParams, StructureFilters } from '../../api/listPage';
import { z } from 'zod';
import { defineQuery } from '../../api/endpoint';
import { listPageSchema } from '../../api/listPage';
import { aggregationRefSchema, samplingUnitSchema, unitRefSchema } from '../variables/refs';
import { idSchema } from '../../api/schemas';
import { projectRefSchema } from '../structure/refs';
import { defineResource, listParams } from '../../api/resource';
import { ALERT_LEVEL_NAMES, ALERT_TYPE_NAMES, ACTIVATION_PARAMETER_NAMES } from './alertTypes';
import { activationParametersSchema } from './thresholds';

/** Alerts, project alerts, alert types and levels (spec 000 §3, §7). Scenarios: scenariosApi.ts. */

export const alertTypeNameSchema = z.enum(ALERT_TYPE_NAMES);
export const alertLevelNameSchema = z.enum(ALERT_LEVEL_NAMES);

/** The variable an alert watches, as alert answers embed it. */
export const alertVariableRefSchema = z.object({
  id: idSchema,
  name: z.string(),
  sourceTechnicalName: z.string().nullish(),
  unit: unitRefSchema.nullish(),
});
export type AlertVariableRef = z.infer<typeof alertVariableRefSchema>;

/** spec 000 §3: alertVariables (each: variable, aggregation, sampling, samplingUnit). */
export const alertVariableSchema = z.object({
  variable: alertVariableRefSchema,
  aggregation: aggregationRefSchema,
  sampling: z.number().int().positive(),
  samplingUnit: samplingUnitSchema,
});
export type AlertVariable = z.infer<typeof alertVariableSchema>;

export const alertContactSchema = z.object({ id: idSchema, name: z.string(), email: z.string() });
export type AlertContact = z.infer<typeof alertContactSchema>;

export const alertScenarioRefSchema = z.object({ id: idSchema, name: z.string() });

/** spec 000 §3: the alert entity; `enabled: false` means muted, `archived` archived. */
export const alertSchema = z.object({
  id: idSchema,
  name: z.string(),
  project: projectRefSchema,
  alertVariables: z.array(alertVariableSchema),
  activationFunction: z.object({ name: alertTypeNameSchema, functionName: z.string() }),
  activationParameters: activationParametersSchema,
  alertLevel: z.object({ name: alertLevelNameSchema }),
  scenarios: z.array(alertScenarioRefSchema),
  contacts: z.array(alertContactSchema),
  enabled: z.boolean(),
  /** The variables a communication-type alert watches (spec 000 §3). */
  variables: z.array(alertVariableRefSchema).nullish(),
  archived: z.boolean(),
});
export type Alert = z.infer<typeof alertSchema>;

const refById = z.object({ id: idSchema });

/**
 * spec 000 §7 "alert without id": what POST alerts and PUT alerts/{id} send. Nested references are
 * reduced to their ids; zod strips the rest (the alert's id among it).
 */
export const alertWriteSchema = z.object({
  name: z.string(),
  project: refById,
  alertVariables: z.array(
    z.object({ variable: refById, aggregation: refById, sampling: z.number(), samplingUnit: samplingUnitSchema }),
  ),
  activationFunction: z.object({ name: alertTypeNameSchema, functionName: z.string() }),
  activationParameters: activationParametersSchema,
  alertLevel: z.object({ name: alertLevelNameSchema }),
  scenarios: z.array(refById),
  contacts: z.array(refById),
  enabled: z.boolean(),
  variables: z.array(refById).nullish(),
  archived: z.boolean(),
});
export type AlertWrite = z.input<typeof alertWriteSchema>;

/** spec 000 §7 GET alerts query parameters. */
export type AlertListParams = PageParams &
  StructureFilters & {
    name?: string;
    variableName?: string;
    scenarioName?: string;
    type?: z.infer<typeof alertTypeNameSchema>;
    alertLevel?: z.infer<typeof alertLevelNameSchema>;
    enabled?: boolean;
    archived?: boolean;
  };

/** spec 000 §7: "GET project alerts: query without variableName and scenarioName". */
export type ProjectAlertListParams = Omit<AlertListParams, 'variableName' | 'scenarioName'>;

/** GET/POST alerts, GET/PUT/DELETE alerts/{id}. */
export const alertsResource = defineResource({
  name: 'alerts',
  path: 'alerts',
  item: alertSchema,
  params: listParams<AlertListParams>(),
  create: alertWriteSchema,
  update: alertWriteSchema,
});

/**
 * GET project-alerts (also the CSV export's source), GET/PUT project-alerts/{id}: the alerts
 * that watch a whole project's acquisition (offline, nodata, com; see PROJECT_ALERT_TYPES).
 */
export const projectAlertsResource = defineResource({
  name: 'project-alerts',
  path: 'project-alerts',
  item: alertSchema,
  params: listParams<ProjectAlertListParams>(),
  update: alertWriteSchema,
});

/** GET alert-types: the nine types with their activation function and required parameters. */
export const alertTypeSchema = z.object({
  id: idSchema,
  name: alertTypeNameSchema,
  functionName: z.string(),
  parameters: z.array(z.enum(ACTIVATION_PARAMETER_NAMES)).nullish(),
});
export type AlertType = z.infer<typeof alertTypeSchema>;

export const alertTypesQuery = defineQuery({
  name: 'alert-types',
  path: 'alert-types',
  schema: listPageSchema(alertTypeSchema),
  staleTime: Infinity,
});

/** GET alert-levels: info, warning, error, critical. */
export const alertLevelSchema = z.object({ id: idSchema, name: alertLevelNameSchema });
export type AlertLevel = z.infer<typeof alertLevelSchema>;

export const alertLevelsQuery = defineQuery({
  name: 'alert-levels',
  path: 'alert-levels',
  schema: listPageSchema(alertLevelSchema),
  staleTime: Infinity,
});
