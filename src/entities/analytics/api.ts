import type { PageParams } from '../../api/listPage';
import { z } from 'zod';
import { defineMutation, defineQuery } from '../../api/endpoint';
import { idSchema, isoDateTimeSchema } from '../../api/schemas';
import { samplingUnitSchema } from '../variables/refs';
import { defineResource, listParams } from '../../api/resource';

/*
 * Data analytics: saved modelling configurations and the OLS modelling of one variable by others
 * (spec 001 §3 "Analytics configuration", "Modelization state", §4 "Modelling", §7 "Data
 * analytics"). The formula check and graph-data belong to other areas.
 */

/** A variable with the aggregation it is read with; the answer adds its name and unit. */
export const modelVariableSchema = z.object({
  variableId: idSchema,
  aggregationId: idSchema,
  name: z.string().nullish(),
  unit: z.string().nullish(),
});
export type ModelVariable = z.infer<typeof modelVariableSchema>;

const modelVariableWriteSchema = z.object({ variableId: idSchema, aggregationId: idSchema });

export const analyticsConfigurationSchema = z.object({
  id: idSchema,
  name: z.string(),
  projectId: idSchema,
  variableToModel: modelVariableSchema,
  variablesExplicatives: z.array(modelVariableSchema),
  start: isoDateTimeSchema,
  end: isoDateTimeSchema,
  sampling: z.number().int().positive(),
  samplingUnit: samplingUnitSchema,
  updatedAt: isoDateTimeSchema.nullish(),
});
export type AnalyticsConfiguration = z.infer<typeof analyticsConfigurationSchema>;

/** The modelling settings as sent; spec 001 §7: "PUT {id} without id". */
export const analyticsConfigurationWriteSchema = z.object({
  name: z.string().trim().min(1),
  projectId: idSchema,
  variableToModel: modelVariableWriteSchema,
  variablesExplicatives: z.array(modelVariableWriteSchema),
  start: isoDateTimeSchema,
  end: isoDateTimeSchema,
  sampling: z.number().int().positive(),
  samplingUnit: samplingUnitSchema,
});
export type AnalyticsConfigurationWrite = z.input<typeof analyticsConfigurationWriteSchema>;

export type AnalyticsConfigurationListParams = PageParams & { projectId?: number };

export const analyticsConfigurationResource = defineResource({
  name: 'analyticsConfigurations',
  path: 'analytics-configurations',
  item: analyticsConfigurationSchema,
  params: listParams<AnalyticsConfigurationListParams>(),
  create: analyticsConfigurationWriteSchema,
  update: analyticsConfigurationWriteSchema,
});

/** spec 001 §4: IN_PROCESS, ok or error; a stopped run is ours ("the user can stop it"). */
export const MODELIZATION_STATUSES = ['IN_PROCESS', 'ok', 'error', 'stopped'] as const;
export type ModelizationStatus = (typeof MODELIZATION_STATUSES)[number];

/**
 * spec 001 §7: "A modelling request is sent as JSON whose shape is not shown". Ours: a saved
 * configuration's id, with or without the settings (the settings win: unsaved edits are modelled).
 * Without an id the run is kept under configurationId 0, the unsaved configuration.
 */
export const modelizationRequestSchema = analyticsConfigurationWriteSchema
  .omit({ name: true })
  .partial()
  .extend({ configurationId: idSchema.nullish(), name: z.string().nullish() });
export type ModelizationRequest = z.input<typeof modelizationRequestSchema>;

export const modelizationAcceptedSchema = z.object({
  status: z.literal('IN_PROCESS'),
  message: z.string().nullish(),
  configurationId: idSchema,
});

export const coefficientSchema = z.object({
  variableId: idSchema,
  aggregationId: idSchema,
  name: z.string().nullish(),
  coefficient: z.number(),
  standardError: z.number().nullish(),
  tValue: z.number().nullish(),
  pValue: z.number(),
});

export const modelingResultSchema = z.object({
  intercept: z.number(),
  /** The intercept's standard error and t (null t: an exact fit); absent from older results. */
  interceptStandardError: z.number().nullish(),
  interceptTValue: z.number().nullish(),
  interceptPValue: z.number().nullish(),
  coefficients: z.array(coefficientSchema),
  r2: z.number(),
  adjustedR2: z.number(),
  observations: z.number().int(),
  /** n − p, p the parameters with the intercept: what ASHRAE Guideline 14 divides by (modelQuality.ts). */
  degreesOfFreedom: z.number().int().nullish(),
  residualStandardError: z.number().nullish(),
});
export type ModelingResult = z.infer<typeof modelingResultSchema>;

/** Measured against modelled values of the modelled variable, one point per sampling step. */
export const modelingResultDataSchema = z.object({
  points: z.array(z.object({ date: isoDateTimeSchema, measured: z.number(), modelled: z.number() })),
});

export const modelizationStateSchema = z.object({
  configurationId: idSchema,
  status: z.enum(MODELIZATION_STATUSES),
  /** The progress message shown while IN_PROCESS. */
  message: z.string().nullish(),
  variableToModel: modelVariableSchema,
  variablesExplicatives: z.array(modelVariableSchema),
  ModelingResult: modelingResultSchema.nullish(),
  modelingResultData: modelingResultDataSchema.nullish(),
  error: z.string().nullish(),
  startedAt: isoDateTimeSchema.nullish(),
  updatedAt: isoDateTimeSchema.nullish(),
});
export type ModelizationState = z.infer<typeof modelizationStateSchema>;

/** GET modelization/{configurationId}: the last run's state and result. */
export const modelizationQuery = defineQuery({
  name: 'modelization',
  path: ({ configurationId }: { configurationId: number }) => `modelization/${configurationId}`,
  schema: modelizationStateSchema,
});

/** POST modelization: answered 202 IN_PROCESS; progress then comes on the live connection. */
export const startModelizationMutation = defineMutation({
  name: 'start',
  of: modelizationQuery,
  method: 'POST',
  path: 'modelization',
  body: (request: ModelizationRequest) => request,
  payload: modelizationRequestSchema,
  schema: modelizationAcceptedSchema,
});

/** DELETE modelization/{configurationId}: stops a run. */
export const stopModelizationMutation = defineMutation({
  name: 'stop',
  of: modelizationQuery,
  method: 'DELETE',
  path: ({ configurationId }: { configurationId: number }) => `modelization/${configurationId}`,
  schema: z.unknown(),
});
