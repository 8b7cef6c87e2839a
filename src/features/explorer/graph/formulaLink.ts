import type { ObjectType } from '../../../entities/variables/variableKinds';
import type { ExplorerSearch } from '../period/explorerSearch';

/** The formula editor's route parameters and search for a formula variable of this graph. */
export interface FormulaLink {
  projectId: number;
  formulaId: number;
  search: { graphId: number; dashboardId: number; goBack: string };
}

export interface FormulaLinkContext {
  /** The dashboard's project: a formula belongs to a project (spec 000 §3). */
  projectId: number | null;
  dashboardId: number;
  graphId: number;
  /** The graph page's period and overlay, so that coming back shows the same view. */
  search: ExplorerSearch;
  /** variable_configuration_manage: the formula editor refuses anyone else. */
  canEditFormulas: boolean;
}

/** This graph's page with its period and overlay: the formula editor's go-back path (spec 000 §2). */
export function graphPagePath(dashboardId: number, graphId: number, search: ExplorerSearch): string {
  const query = new URLSearchParams();
  for (const key of ['range', 'start', 'end', 'overlay'] as const) {
    const value = search[key];
    if (value !== undefined) query.set(key, value);
  }
  const text = query.toString();
  return `/data-explorer/graph/${dashboardId}/${graphId}${text === '' ? '' : `?${text}`}`;
}

/**
 * spec 000 §2: from a formula variable the user opens the formula editor with projectId,
 * formulaId, graphId, dashboardId and the go-back path, and saving the formula comes back here.
 * A formula shares its id with its variable (spec 000 §3), so the variable's object id names it.
 */
export function formulaLinkOf(
  variable: { type: ObjectType; objectId: number },
  context: FormulaLinkContext,
): FormulaLink | null {
  const isFormula = variable.type === 'formula' || variable.type === 'persisted_formula';
  if (!isFormula || !context.canEditFormulas || context.projectId === null) return null;
  return {
    projectId: context.projectId,
    formulaId: variable.objectId,
    search: {
      graphId: context.graphId,
      dashboardId: context.dashboardId,
      goBack: graphPagePath(context.dashboardId, context.graphId, context.search),
    },
  };
}
