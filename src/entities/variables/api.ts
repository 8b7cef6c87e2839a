import type { PageParams, SortParams, StructureFilters } from '../../api/listPage';
import { z } from 'zod';
import { defineQuery } from '../../api/endpoint';
import { listPageSchema } from '../../api/listPage';
import { aggregationRefSchema, samplingUnitSchema, unitRefSchema } from './refs';
import { idSchema, isoDateTimeSchema } from '../../api/schemas';
import { placeRefSchema, projectRefSchema } from '../structure/refs';
import { defineResource, listParams } from '../../api/resource';
import { OBJECT_TYPES } from './variableKinds';

/** spec 000 §3: the five kinds of variable. */
export const variableKindSchema = z.enum(OBJECT_TYPES);
export type VariableKind = z.infer<typeof variableKindSchema>;

export const REPRESENTATIONS = ['line', 'bar', 'area'] as const;

export const acquisitionDeviceRefSchema = z.object({ id: idSchema, name: z.string() });
export type AcquisitionDeviceRef = z.infer<typeof acquisitionDeviceRefSchema>;

/**
 * spec 000 §3 Variable, spec 001 §3 (projects with place and client). spec 000 §7: "each variable
 * gets aggregationId from aggregation.id" — derived here, so screens and exports read one field.
 */
export const variableSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    sourceTechnicalName: z.string().nullish(),
    unit: unitRefSchema,
    aggregation: aggregationRefSchema,
    acquisitionDevice: acquisitionDeviceRefSchema.nullish(),
    place: placeRefSchema,
    projects: z.array(projectRefSchema),
    sampling: z.number().positive(),
    samplingUnit: samplingUnitSchema,
    type: variableKindSchema,
    firstDataDate: isoDateTimeSchema.nullish(),
    lastDataDate: isoDateTimeSchema.nullish(),
    color: z.string().nullish(),
    representation: z.enum(REPRESENTATIONS).nullish(),
    valueClasses: z.number().int().nullish(),
    symbol: z.string().nullish(),
    preferredAggregation: aggregationRefSchema.nullish(),
    isCounter: z.boolean().nullish(),
  })
  .transform((variable) => ({ ...variable, aggregationId: variable.aggregation.id }));
export type Variable = z.output<typeof variableSchema>;

/**
 * spec 000 §7 / 001 §7 filters of GET variables; text filters are case-insensitive "contains".
 * `ordering` sorts on the server (the variables list and its export).
 */
export type VariableListParams = PageParams &
  SortParams &
  StructureFilters & {
    name?: string;
    unitName?: string;
    sourceTechnicalName?: string;
    projectName?: string;
    type?: VariableKind;
    acquisitionDeviceId?: number;
  };

const variableFields = {
  name: z.string().trim().min(1),
  unitId: idSchema,
  aggregationId: idSchema,
  sampling: z.number().int().positive().default(1),
  samplingUnit: samplingUnitSchema.default('hours'),
  color: z.string().nullish(),
  representation: z.enum(REPRESENTATIONS).nullish(),
  valueClasses: z.number().int().positive().nullish(),
  symbol: z.string().nullish(),
  preferredAggregationId: idSchema.nullish(),
};

/** POST variables creates a manual variable (spec 000 §7); the server sets type manual_variable. */
export const manualVariableCreateSchema = z.object({
  ...variableFields,
  placeId: idSchema,
  projectIds: z.array(idSchema).default([]),
});
export type ManualVariableCreate = z.input<typeof manualVariableCreateSchema>;

/**
 * PUT variables/{id}, without id. `projectIds` replaces the attached projects; `addProjectIds` and
 * `removeProjectIds` change them one by one (automatic-variables/AddVarsToProject): removing a
 * project the variable is not in answers NOT_IN_PROJECT.
 */
export const variableUpdateSchema = z
  .object({
    ...variableFields,
    sampling: z.number().int().positive(),
    samplingUnit: samplingUnitSchema,
    projectIds: z.array(idSchema),
    addProjectIds: z.array(idSchema),
    removeProjectIds: z.array(idSchema),
  })
  .partial();
export type VariableUpdate = z.input<typeof variableUpdateSchema>;

export const variablesResource = defineResource({
  name: 'variables',
  path: 'variables',
  item: variableSchema,
  params: listParams<VariableListParams>(),
  create: manualVariableCreateSchema,
  update: variableUpdateSchema,
});

/** spec 000 §3 / 001 §3: one row of the change history. */
export const VARIABLE_OPERATIONS = ['create', 'update', 'delete', 'rename'] as const;
export const variableOperationSchema = z.object({
  id: idSchema,
  variable_id: idSchema,
  change_at: isoDateTimeSchema,
  operation: z.enum(VARIABLE_OPERATIONS),
  old_name: z.string().nullish(),
  new_name: z.string().nullish(),
});
export type VariableOperation = z.infer<typeof variableOperationSchema>;

export type VariableOperationName = (typeof VARIABLE_OPERATIONS)[number];

/**
 * GET variables/operations filters: the period is on change_at, `start` included and `end`
 * excluded (ISO 8601 instants).
 */
export type VariableOperationListParams = PageParams & {
  variableId?: number;
  projectId?: number;
  operation?: VariableOperationName;
  start?: string;
  end?: string;
};

/** GET variables/operations: the history of variable changes, newest first (spec 000 §7). */
export const variableOperationsQuery = defineQuery({
  name: 'operations',
  of: variablesResource,
  path: 'variables/operations',
  params: (params: VariableOperationListParams) => params,
  schema: listPageSchema(variableOperationSchema),
});

/** GET units, GET aggregations: choices (spec 000 §7). */
export const unitsQuery = defineQuery({
  name: 'units',
  path: 'units',
  schema: listPageSchema(unitRefSchema),
  staleTime: 60 * 60_000,
});

export const aggregationsQuery = defineQuery({
  name: 'aggregations',
  path: 'aggregations',
  schema: listPageSchema(aggregationRefSchema),
  staleTime: 60 * 60_000,
});
