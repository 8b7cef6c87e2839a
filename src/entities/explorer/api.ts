import type { PageParams } from '../../api/listPage';
import { OBJECT_TYPES } from '../variables/variableKinds';
import { z } from 'zod';
import { defineMutation } from '../../api/endpoint';
import { idSchema, isoDateTimeSchema, writeIdSchema } from '../../api/schemas';
import { projectRefSchema } from '../structure/refs';
import { samplingUnitSchema, unitRefSchema } from '../variables/refs';
import { defineResource, listParams } from '../../api/resource';

/** spec 000 §3: the chart kinds, plus table. */
export const CHART_KINDS = [
  'bar-plot',
  'spline',
  'area',
  'areaspline',
  'bullet',
  'time-series',
  'column',
  'gauge',
  'scatter-plot',
  'histogram',
  'heatmap',
  'table',
] as const;
export const chartKindSchema = z.enum(CHART_KINDS);
export type ChartKind = z.infer<typeof chartKindSchema>;

/** spec 000 §3: "Table-style types: table, bar plot, bullet, gauge" — they read all-table-data. */
export const TABLE_STYLE_KINDS: readonly ChartKind[] = ['table', 'bar-plot', 'bullet', 'gauge'];
export const isTableStyle = (kind: ChartKind): boolean => TABLE_STYLE_KINDS.includes(kind);

/** What a graph variable points to: a variable of one of the spec 000 §3 kinds. */
export { OBJECT_TYPES };

/**
 * spec 000 §3 frontConfig: type, graphSampling, sampling, samplingUnit, numberValuesSlices (default
 * 10), target, gauge, heatMap and per-chart-type variable-name fields. Loose: settings a later
 * screen adds survive a round trip through the server.
 */
export const frontConfigSchema = z.looseObject({
  type: chartKindSchema,
  /** True: the graph's sampling applies to every variable instead of their own. */
  graphSampling: z.boolean().default(false),
  sampling: z.number().positive().default(1),
  samplingUnit: samplingUnitSchema.default('hours'),
  /** Histogram classes and heat-map colour steps. */
  numberValuesSlices: z.number().int().positive().default(10),
  /** Bullet and gauge target value. */
  target: z.number().nullish(),
  gauge: z.looseObject({ min: z.number(), max: z.number(), thresholds: z.array(z.number()).nullish() }).nullish(),
  heatMap: z
    .looseObject({
      xAxis: z.enum(['hours', 'weekdays', 'days', 'weeks', 'months']),
      yAxis: z.enum(['hours', 'weekdays', 'days', 'weeks', 'months']),
      minColor: z.string().nullish(),
      maxColor: z.string().nullish(),
    })
    .nullish(),
  /** scatter-plot: the variables on each axis. */
  xVariableName: z.string().nullish(),
  yVariableName: z.string().nullish(),
  /** histogram, heatmap, gauge, bullet: the one variable shown. */
  valueVariableName: z.string().nullish(),
});
export type FrontConfig = z.output<typeof frontConfigSchema>;

/** Where a graph sits on its dashboard (our choice; the spec names the field only). */
export const tileLayoutSchema = z.looseObject({
  x: z.number().nullish(),
  y: z.number().nullish(),
  w: z.number().nullish(),
  h: z.number().nullish(),
});

/** spec 000 §3 Graph variable; defaults: sampling 1, unit hours. `data` is filled on the client. */
export const graphVariableSchema = z.object({
  id: idSchema,
  objectId: idSchema,
  aggregationId: idSchema,
  unit: unitRefSchema,
  type: z.enum(OBJECT_TYPES),
  name: z.string().nullish(),
  color: z.string().nullish(),
  preferredSampling: z.number().positive().nullish(),
  preferredSamplingUnit: samplingUnitSchema.nullish(),
  autoSampling: z.boolean().default(false),
  sampling: z.number().positive().default(1),
  samplingUnit: samplingUnitSchema.default('hours'),
  data: z.array(z.unknown()).nullish(),
});
export type GraphVariable = z.output<typeof graphVariableSchema>;

/** A graph variable as sent: a temporary "-local" id goes as null (spec 000 §3, §5); no data. */
export const graphVariableWriteSchema = graphVariableSchema.omit({ data: true, name: true }).extend({
  id: writeIdSchema,
  unit: unitRefSchema.partial({ name: true }).nullish(),
});
export type GraphVariableWrite = z.input<typeof graphVariableWriteSchema>;

export const graphSchema = z.object({
  id: idSchema,
  name: z.string(),
  dashboard: z.object({ id: idSchema, name: z.string().nullish() }),
  row: z.number().int(),
  frontConfig: frontConfigSchema,
  graphVariables: z.array(graphVariableSchema),
  dashboardFrontConfig: tileLayoutSchema.nullish(),
  updatedAt: isoDateTimeSchema.nullish(),
});
export type Graph = z.output<typeof graphSchema>;

/** POST graph / PUT graph/{id}: name, dashboard id, frontConfig, row, graphVariables (spec 000 §7). */
export const graphWriteSchema = z.object({
  name: z.string().trim().min(1),
  dashboard: z.object({ id: idSchema }),
  row: z.number().int().nonnegative().default(0),
  frontConfig: frontConfigSchema,
  graphVariables: z.array(graphVariableWriteSchema).default([]),
  dashboardFrontConfig: tileLayoutSchema.nullish(),
});
export type GraphWrite = z.input<typeof graphWriteSchema>;

/** Dashboard-wide settings: the date window the graphs open on, the grid. */
export const dashboardFrontConfigSchema = z.looseObject({
  dateRange: z.string().nullish(),
  start: isoDateTimeSchema.nullish(),
  end: isoDateTimeSchema.nullish(),
  columns: z.number().int().positive().nullish(),
});

/**
 * spec 000 §3 Dashboard: id, name, graphs, dashboardFrontConfig. The project is ours: spec 001 §6
 * hides test and demo projects from dashboard lists, so a dashboard says which project it is about.
 */
export const dashboardSchema = z.object({
  id: idSchema,
  name: z.string(),
  project: projectRefSchema.nullish(),
  dashboardFrontConfig: dashboardFrontConfigSchema.nullish(),
  graphs: z.array(graphSchema),
  updatedAt: isoDateTimeSchema.nullish(),
});
export type Dashboard = z.output<typeof dashboardSchema>;

export type DashboardListParams = PageParams & { name?: string };

export const dashboardCreateSchema = z.object({
  name: z.string().trim().min(1),
  projectId: idSchema.nullish(),
  dashboardFrontConfig: dashboardFrontConfigSchema.nullish(),
});
export type DashboardCreate = z.input<typeof dashboardCreateSchema>;

/**
 * PUT dashboard/{id}: the dashboard without id, graphs reduced to id, row and dashboardFrontConfig
 * (spec 000 §7). Graphs change only their row and tile here; their content goes through PUT graph.
 */
export const dashboardUpdateSchema = dashboardCreateSchema.extend({
  graphs: z
    .array(z.object({ id: idSchema, row: z.number().int(), dashboardFrontConfig: tileLayoutSchema.nullish() }))
    .default([]),
});
export type DashboardUpdate = z.input<typeof dashboardUpdateSchema>;

export const dashboardsResource = defineResource({
  name: 'dashboard',
  path: 'dashboard',
  item: dashboardSchema,
  params: listParams<DashboardListParams>(),
  create: dashboardCreateSchema,
  update: dashboardUpdateSchema,
});

/** POST dashboard/{id} with a name duplicates it with copies of its graphs (spec 000 §7). */
export const duplicateDashboardMutation = defineMutation({
  name: 'duplicate',
  of: dashboardsResource,
  method: 'POST',
  path: ({ id }: { id: number; name: string }) => `dashboard/${id}`,
  body: ({ name }: { id: number; name: string }) => ({ name }),
  payload: z.object({ name: z.string().trim().min(1) }),
  schema: dashboardSchema,
  onSuccess: (queryClient, dashboard) => void dashboardsResource.cache.added(queryClient, dashboard),
});

export type GraphListParams = PageParams & { dashboardId?: number };

export const graphsResource = defineResource({
  name: 'graph',
  path: 'graph',
  item: graphSchema,
  params: listParams<GraphListParams>(),
  create: graphWriteSchema,
  update: graphWriteSchema,
});
