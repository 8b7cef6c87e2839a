import type { ExplorerTables } from './explorer';
import type { SeedBase } from './seedBase';
import { visibleProjectIds } from './downloads';

/*
 * Custom reports (spec 001 §2 lists the kind without detail; ours): templates composed freely from
 * any of a project's dashboards' graphs, in the order the user sets, each with an optional comment,
 * after an introduction. Seeded without drawing at random, so the other tables keep their rows.
 */

export interface CustomReportGraphRow {
  graphId: number;
  comment: string | null;
}

export interface CustomReportRow {
  id: number;
  projectId: number;
  name: string;
  introduction: string | null;
  /** In the order the report shows them. */
  graphs: CustomReportGraphRow[];
  createdAt: string;
  updatedAt: string;
}

export interface CustomReportTables {
  customReports: CustomReportRow[];
}

const DAY = 86_400_000;

/** Two templates, each on a project whose dashboards have at least three graphs. */
export function seedCustomReports(
  base: SeedBase & Pick<ExplorerTables, 'dashboards' | 'graphs'>,
  now: number,
): CustomReportTables {
  const visible = new Set(visibleProjectIds(base));
  const graphsOf = (projectId: number) => {
    const dashboards = new Set(base.dashboards.filter((row) => row.projectId === projectId).map((row) => row.id));
    return base.graphs.filter((graph) => dashboards.has(graph.dashboardId));
  };
  const projects = [...visible].filter((projectId) => graphsOf(projectId).length >= 3).slice(0, 2);
  const templates = [
    {
      name: 'Revue mensuelle de performance',
      introduction: 'Ce rapport présente les consommations et les indicateurs de performance du site sur la période.',
      comments: ['Consommation à comparer au mois précédent.', null, 'Les pics signalés sont expliqués ci-dessus.'],
    },
    {
      name: 'Synthèse comité de pilotage',
      introduction: null,
      comments: [null, 'Évolution depuis la dernière réunion.'],
    },
  ];
  const customReports = projects.map((projectId, index): CustomReportRow => {
    const template = templates[index] ?? templates[0];
    const graphs = graphsOf(projectId)
      .slice(0, template?.comments.length ?? 2)
      .map((graph, position) => ({ graphId: graph.id, comment: template?.comments[position] ?? null }));
    const createdAt = new Date(now - (40 - index * 10) * DAY).toISOString();
    return {
      id: index + 1,
      projectId,
      name: template?.name ?? 'Rapport',
      introduction: template?.introduction ?? null,
      graphs,
      createdAt,
      updatedAt: new Date(now - (5 + index) * DAY).toISOString(),
    };
  });
  return { customReports };
}
