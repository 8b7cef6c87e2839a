import { z } from 'zod';
import { defineQuery } from '../../api/endpoint';
import { rootKey } from '../../api/querySource';
import { aggregationRefSchema, samplingUnitSchema, unitRefSchema } from './refs';
import { idSchema, isoDateTimeSchema } from '../../api/schemas';
import { DASHBOARD_TIMESERIES_POINTS, MAX_POINTS_PER_SERIES, type SamplingUnit } from '../../lib/sampling';
import type { ObjectType } from './variableKinds';

/**
 * The data calls of spec 000 §7 (graph data, project data, table data, all-graph-data,
 * all-table-data), also read by balances (10-year sampling) and modelling (spec 001 §7). Keys
 * start with 'data' so that one invalidation refreshes every chart.
 *
 * Point format: the calls send timeserie=true, and the series come as [epochMs, value] pairs
 * (value null in a data hole), ready for the charts. Tables come as dated rows { date, value }.
 * A series never holds more than 10,000 points (spec 000 §9); when the requested sampling would
 * give more, the answer's sampling fields carry the one used and samplingAdjusted is true
 * (spec 000 §4: the user is told to shorten the period).
 */
export const seriesPointSchema = z.tuple([z.number(), z.number().nullable()]);
export type SeriesPoint = z.infer<typeof seriesPointSchema>;

export const datedValueSchema = z.object({ date: isoDateTimeSchema, value: z.number().nullable() });
export type DatedValue = z.infer<typeof datedValueSchema>;

type Period = { start: string; end: string };

/**
 * A graph's period, with the shortcut it was resolved from (`M-1`, `J-7`…, 'default' for the
 * default two weeks) when it was one. The shortcut is not sent: it keys the answer in place of the
 * instants (graphAnswerKey).
 */
type KeyedPeriod = Period & { shortcut?: string };

/**
 * A shortcut is resolved again, to the minute, each time a dashboard or a graph opens: keyed by its
 * instants, the answer of a visit a minute earlier would never be found again. Keyed by the
 * shortcut, the next visit shows it while its own read runs, as stale ("Could not refresh") if that
 * read fails instead of blank charts, and the new answer replaces it rather than adding a copy per
 * minute. An explicit period is keyed by its instants.
 */
function graphAnswerKey<T extends KeyedPeriod>({ shortcut, start, end, ...rest }: T) {
  return shortcut === undefined ? { ...rest, start, end } : { ...rest, shortcut };
}

/** GET graph-data: id, aggregationId, type, start, end, preferredSampling, preferredSamplingUnit, limit. */
export type GraphDataParams = Period & {
  id: number;
  aggregationId: number;
  type?: ObjectType;
  preferredSampling?: number;
  preferredSamplingUnit?: SamplingUnit;
  limit?: number;
};

export const graphDataSchema = z.object({
  id: idSchema,
  aggregationId: idSchema.nullish(),
  type: z.string().nullish(),
  data: z.array(seriesPointSchema),
  unit: unitRefSchema.partial({ id: true }),
  sampling: z.number().positive(),
  samplingUnit: samplingUnitSchema,
  samplingAdjusted: z.boolean().nullish(),
  start: isoDateTimeSchema,
  end: isoDateTimeSchema,
});
export type GraphData = z.infer<typeof graphDataSchema>;

/** Every series read sits under one key, so that new data (an import) can refresh them all at once. */
export const seriesData = { key: rootKey('data') };

export const graphDataQuery = defineQuery({
  name: 'graph-data',
  of: seriesData,
  path: 'graph-data',
  params: (args: GraphDataParams) => ({ ...args, timeserie: true, limit: args.limit ?? MAX_POINTS_PER_SERIES }),
  schema: graphDataSchema,
});

/** GET project-data: id, start, end, limit, related (our reading: the project's communication data). */
export type ProjectDataParams = Period & { id: number; limit?: number; related?: boolean };

export const projectDataSchema = z.object({
  id: idSchema.nullish(),
  /** [epochMs, number of variables that reported in the step]. */
  data: z.array(seriesPointSchema),
  variables: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      sourceTechnicalName: z.string().nullish(),
      type: z.string().nullish(),
      unit: unitRefSchema.nullish(),
      acquisitionDevice: z.object({ id: idSchema, name: z.string() }).nullish(),
      attached: z.boolean().nullish(),
      lastDataDate: isoDateTimeSchema.nullish(),
      expected: z.number().int().nonnegative(),
      received: z.number().int().nonnegative(),
    }),
  ),
  variablesAlerting: z.array(
    z.object({ id: idSchema, name: z.string(), lastDataDate: isoDateTimeSchema.nullish(), missing: z.number().int() }),
  ),
  sampling: z.number().positive().nullish(),
  samplingUnit: samplingUnitSchema.nullish(),
  start: isoDateTimeSchema.nullish(),
  end: isoDateTimeSchema.nullish(),
});
export type ProjectData = z.infer<typeof projectDataSchema>;

export const projectDataQuery = defineQuery({
  name: 'project-data',
  of: seriesData,
  path: 'project-data',
  params: (args: ProjectDataParams) => ({ ...args, limit: args.limit ?? MAX_POINTS_PER_SERIES }),
  schema: projectDataSchema,
});

/** GET table-data: variableId, aggregationId, start, end, limit → dated rows. */
export type TableDataParams = Period & { variableId: number; aggregationId: number; limit?: number };

export const tableDataSchema = z.object({
  data: z.array(datedValueSchema),
  sampling: z.number().positive().nullish(),
  samplingUnit: samplingUnitSchema.nullish(),
});
export type TableData = z.infer<typeof tableDataSchema>;

export const tableDataQuery = defineQuery({
  name: 'table-data',
  of: seriesData,
  path: 'table-data',
  params: (args: TableDataParams) => ({ ...args, limit: args.limit ?? MAX_POINTS_PER_SERIES }),
  schema: tableDataSchema,
});

/** GET all-graph-data: graphId, start, end, sampling, samplingUnit, timeserie, numberOfPoints (1000). */
export type AllGraphDataParams = KeyedPeriod & {
  graphId: number;
  sampling?: number;
  samplingUnit?: SamplingUnit;
  numberOfPoints?: number;
};

export const allGraphDataSchema = z.object({
  data: z.object({
    variables: z.array(
      z.object({
        /** The graph variable's id. */
        id: idSchema,
        objectId: idSchema.nullish(),
        aggregation: z.object({ id: idSchema }),
        unit: unitRefSchema.nullish(),
        autoSampling: z.boolean(),
        data: z.array(seriesPointSchema),
        sampling: z.number().positive(),
        samplingUnit: samplingUnitSchema,
        samplingAdjusted: z.boolean().nullish(),
      }),
    ),
    sampling: z.number().positive(),
    samplingUnit: samplingUnitSchema,
    start: isoDateTimeSchema.nullish(),
    end: isoDateTimeSchema.nullish(),
  }),
});
export type AllGraphData = z.infer<typeof allGraphDataSchema>;

export const allGraphDataQuery = defineQuery({
  name: 'all-graph-data',
  of: seriesData,
  path: 'all-graph-data',
  params: ({ shortcut: _shortcut, ...args }: AllGraphDataParams) => ({
    ...args,
    timeserie: true,
    numberOfPoints: args.numberOfPoints ?? DASHBOARD_TIMESERIES_POINTS,
  }),
  keyArgs: graphAnswerKey,
  schema: allGraphDataSchema,
});

/** GET all-table-data: graphId, start, end — table-style graphs (table, bar-plot, bullet, gauge). */
export type AllTableDataParams = KeyedPeriod & { graphId: number };

export const allTableDataSchema = z.object({
  data: z.object({
    objects: z.array(
      z.object({
        id: idSchema,
        objectId: idSchema.nullish(),
        name: z.string().nullish(),
        unit: unitRefSchema.nullish(),
        aggregation: aggregationRefSchema.nullish(),
        /** The aggregate over the whole period. */
        value: z.number().nullable(),
        /** Dated rows: the small table of a 'table' graph, one row for the other kinds. */
        data: z.array(datedValueSchema),
      }),
    ),
    type: z.string().nullish(),
    start: isoDateTimeSchema.nullish(),
    end: isoDateTimeSchema.nullish(),
  }),
});
export type AllTableData = z.infer<typeof allTableDataSchema>;

export const allTableDataQuery = defineQuery({
  name: 'all-table-data',
  of: seriesData,
  path: 'all-table-data',
  params: ({ shortcut: _shortcut, ...args }: AllTableDataParams) => args,
  keyArgs: graphAnswerKey,
  schema: allTableDataSchema,
});
