import { z } from 'zod';
import { chartKindSchema, type Dashboard, type GraphWrite } from '../../../entities/explorer/api';

/** The Add a graph dialog's form; error messages are keys of `explorerDashboard.error.*`. */
export const ADD_GRAPH_ERRORS = ['nameRequired', 'kindRequired'] as const;
export type AddGraphError = (typeof ADD_GRAPH_ERRORS)[number];
export const isAddGraphError = (message: string): message is AddGraphError =>
  (ADD_GRAPH_ERRORS as readonly string[]).includes(message);

export const addGraphFormSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(200, 'nameRequired'),
  kind: chartKindSchema.nullable().refine((kind) => kind !== null, 'kindRequired'),
});
export type AddGraphFormValues = z.input<typeof addGraphFormSchema>;
export type AddGraphFormOutput = z.output<typeof addGraphFormSchema>;

/** POST graph: the dashboard's id, the row after its last graph, frontConfig { type }, no variables yet. */
export function newGraphOf(dashboard: Dashboard, values: AddGraphFormOutput): GraphWrite {
  const lastRow = Math.max(-1, ...dashboard.graphs.map((graph) => graph.row));
  return {
    name: values.name,
    dashboard: { id: dashboard.id },
    row: lastRow + 1,
    frontConfig: { type: values.kind ?? 'time-series' },
    graphVariables: [],
  };
}
