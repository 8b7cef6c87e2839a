import { CHART_KINDS, type ChartKind } from '../../src/entities/explorer/api';
import type { SeedBase } from './seedBase';
import { seedFormulas, seedVariableOperations, type FormulaRow, type VariableOperationRow } from './formulas';
import { createRandom, type Random } from './random';
import type { SamplingUnitName, VariableRow } from './variables';

/** Graph frontConfig as stored: the spec 000 §3 fields plus whatever the client added. */
export interface FrontConfigRow {
  type: ChartKind;
  graphSampling: boolean;
  sampling: number;
  samplingUnit: SamplingUnitName;
  numberValuesSlices: number;
  target?: number | null;
  gauge?: { min: number; max: number; thresholds?: number[] | null } | null;
  heatMap?: { xAxis: string; yAxis: string; minColor?: string | null; maxColor?: string | null } | null;
  xVariableName?: string | null;
  yVariableName?: string | null;
  valueVariableName?: string | null;
  [extra: string]: unknown;
}

export interface TileLayoutRow {
  x?: number | null;
  y?: number | null;
  w?: number | null;
  h?: number | null;
  [extra: string]: unknown;
}

/** spec 000 §3 Graph variable; the unit and type are read from the variable when answering. */
export interface GraphVariableRow {
  id: number;
  objectId: number;
  aggregationId: number;
  unitId: number;
  color: string | null;
  preferredSampling: number | null;
  preferredSamplingUnit: SamplingUnitName | null;
  autoSampling: boolean;
  sampling: number;
  samplingUnit: SamplingUnitName;
}

export interface GraphRow {
  id: number;
  dashboardId: number;
  name: string;
  row: number;
  frontConfig: FrontConfigRow;
  graphVariables: GraphVariableRow[];
  dashboardFrontConfig: TileLayoutRow | null;
  updatedAt: string;
}

export interface DashboardRow {
  id: number;
  name: string;
  projectId: number | null;
  dashboardFrontConfig: Record<string, unknown>;
  updatedAt: string;
}

export interface ExplorerTables {
  dashboards: DashboardRow[];
  graphs: GraphRow[];
  formulas: FormulaRow[];
  variableOperations: VariableOperationRow[];
}

export type { FormulaRow, VariableOperationRow } from './formulas';

/** [name, project id]; the last one is on a hidden demo project (spec 001 §6: the client hides it). */
const DASHBOARDS: [string, number][] = [
  ['Suivi énergétique – Utilités Dunkerque', 1],
  ['Air comprimé – performances', 2],
  ['Vapeur process Quimperlé', 5],
  ['Froid industriel Annecy', 8],
  ['Tableau de bord CPE Grenoble', 10],
  ['Four verrier n°2 – suivi journalier', 12],
  ['Climatisation Fort-de-France', 14],
  ['Centrale photovoltaïque – production', 15],
  ['Fours de réchauffage Valenciennes', 3],
  ['Chaufferie biomasse Morlaix', 7],
  ['Pasteurisation – consommations', 11],
  ['Tableau de bord démo', 17],
];

const GRAPH_NAMES: Record<ChartKind, string> = {
  'bar-plot': 'Comparatif des équipements',
  spline: 'Températures départ et retour',
  area: 'Consommation cumulée',
  areaspline: 'Profil de charge lissé',
  bullet: 'Objectif du mois',
  'time-series': 'Courbe de charge',
  column: 'Consommation journalière',
  gauge: 'Puissance appelée',
  'scatter-plot': 'Débit en fonction de la puissance',
  histogram: 'Répartition des puissances',
  heatmap: 'Carte de chaleur horaire',
  table: 'Tableau récapitulatif',
};

/** How many variables each kind shows: [min, max]. */
const VARIABLES_PER_KIND: Record<ChartKind, [number, number]> = {
  'bar-plot': [2, 6],
  spline: [1, 4],
  area: [1, 3],
  areaspline: [1, 3],
  bullet: [1, 2],
  'time-series': [1, 6],
  column: [1, 4],
  gauge: [1, 1],
  'scatter-plot': [2, 2],
  histogram: [1, 2],
  heatmap: [1, 1],
  table: [2, 6],
};

const SAMPLINGS: [number, SamplingUnitName][] = [
  [1, 'hours'],
  [15, 'minutes'],
  [1, 'days'],
  [10, 'minutes'],
  [1, 'weeks'],
];

function frontConfigFor(random: Random, kind: ChartKind, variables: VariableRow[]): FrontConfigRow {
  const [sampling, samplingUnit] = random.pick(SAMPLINGS);
  const first = variables[0]?.name ?? null;
  const config: FrontConfigRow = {
    type: kind,
    graphSampling: random.chance(0.3),
    sampling,
    samplingUnit,
    numberValuesSlices: 10,
  };
  if (kind === 'bullet' || kind === 'gauge') config.target = random.int(5, 80) * 10;
  if (kind === 'gauge') {
    const max = random.int(10, 100) * 10;
    // Thresholds are values on the gauge's scale, as the graph editor asks for them.
    config.gauge = { min: 0, max, thresholds: [0.6 * max, 0.85 * max] };
    // A target is a value on the gauge's scale: never past its end (no extra draw, the seed stays).
    config.target = Math.min(config.target ?? max, 0.9 * max);
  }
  if (kind === 'heatmap') {
    config.heatMap = { xAxis: 'days', yAxis: 'hours', minColor: '#e7f5ff', maxColor: '#c2255c' };
    // An hours axis needs hourly values: read at a variable's own daily step it shows one row only.
    Object.assign(config, { graphSampling: true, sampling: 1, samplingUnit: 'hours' });
  }
  if (kind === 'histogram') config.numberValuesSlices = random.pick([8, 10, 12, 20]);
  if (kind === 'scatter-plot') {
    config.xVariableName = first;
    config.yVariableName = variables[1]?.name ?? first;
  }
  if (kind === 'histogram' || kind === 'heatmap' || kind === 'gauge' || kind === 'bullet')
    config.valueVariableName = first;
  return config;
}

/** A counter is read per step (counter) or summed; other measures by average, min or max. */
function legacyAggregationFor(random: Random, variable: VariableRow): number {
  if (variable.isCounter) return random.pick([5, 5, 4]);
  return random.chance(0.6) ? variable.aggregationId : random.pick([1, 2, 3]);
}

/**
 * A counter (an index that only grows) is read as what it counted per step: summing its readings
 * would add up the index itself (billions of m³). Other measures by their own aggregation (a
 * production is summed), or by average, min or max.
 */
function aggregationFor(random: Random, variable: VariableRow): number {
  if (variable.isCounter) return 5;
  return random.chance(0.6) ? variable.aggregationId : random.pick([1, 2, 3]);
}

/**
 * What each kind of graph compares on a real site: one measure, in one unit, across the equipment
 * (unit ids of mocks/db/variables.ts in order of preference, the first the project has): energies
 * in the energy graphs, powers in the load curves, temperatures in the flow and return graph. A
 * scatter plot sets a flow (x) against a power (y), each on its own axis; a table lists measures of
 * any unit, each in its column.
 */
const UNITS_OF_KIND: Record<ChartKind, readonly number[] | 'flow-power' | 'any'> = {
  'bar-plot': [2, 3],
  spline: [4],
  area: [3, 2, 12],
  areaspline: [1],
  bullet: [3, 2],
  'time-series': [1, 11],
  column: [12, 3, 2],
  gauge: [1],
  'scatter-plot': 'flow-power',
  histogram: [1],
  heatmap: [1, 4],
  table: 'any',
};

/** Up to `count` variables of the pool a graph of this kind shows (see UNITS_OF_KIND). */
function variablesFor(random: Random, kind: ChartKind, pool: readonly VariableRow[], count: number): VariableRow[] {
  const units = UNITS_OF_KIND[kind];
  if (units === 'any') return random.pickMany(pool, count);
  const ofUnit = (unitId: number) => pool.filter((variable) => variable.unitId === unitId);
  if (units === 'flow-power') {
    const [flow] = random.pickMany(ofUnit(5).length > 0 ? ofUnit(5) : ofUnit(6), 1);
    const [power] = random.pickMany(ofUnit(1).length > 0 ? ofUnit(1) : ofUnit(11), 1);
    return [flow, power].filter((variable): variable is VariableRow => variable !== undefined);
  }
  const unitId = units.find((id) => ofUnit(id).length > 0);
  return unitId === undefined ? random.pickMany(pool, 1) : random.pickMany(ofUnit(unitId), count);
}

function graphVariablesOf(random: Random, chosen: readonly VariableRow[], auto: boolean, aggregation = aggregationFor) {
  return chosen.map((variable) => {
    const [sampling, samplingUnit] = random.pick(SAMPLINGS);
    const preferred = random.chance(0.4);
    return {
      objectId: variable.id,
      aggregationId: aggregation(random, variable),
      unitId: variable.unitId,
      color: random.chance(0.5) ? variable.color : null,
      preferredSampling: preferred ? sampling : null,
      preferredSamplingUnit: preferred ? samplingUnit : null,
      autoSampling: auto && random.chance(0.6),
      sampling,
      samplingUnit,
    };
  });
}

function seedGraphs(random: Random, base: SeedBase, dashboards: DashboardRow[], now: number): GraphRow[] {
  const graphs: GraphRow[] = [];
  let graphVariableId = 0;
  for (const dashboard of dashboards) {
    const project = base.projects.find((row) => row.id === dashboard.projectId);
    const attached = base.variables.filter(
      (variable) => variable.projectIds.includes(project?.id ?? -1) && variable.type !== 'manual_variable',
    );
    const pool =
      attached.length >= 6 ? attached : base.variables.filter((variable) => variable.placeId === project?.placeId);
    const count = random.int(3, 8);
    for (let index = 0; index < count; index += 1) {
      // Cycling over the kinds across all graphs shows every kind at least once.
      const kind = CHART_KINDS[graphs.length % CHART_KINDS.length] ?? 'time-series';
      const [min, max] = VARIABLES_PER_KIND[kind];
      const wanted = random.int(min, max);
      const auto = kind === 'time-series' || kind === 'spline' || kind === 'areaspline';
      // The variables the seed first drew, drawn still so that every graph, dashboard and row seeded
      // after keeps its id and settings; what the graph shows is drawn from a stream of its own.
      const drawnFirst = random.pickMany(pool, wanted);
      const own = createRandom(0x6a7 + graphs.length * 7_919);
      const chosen = kind === 'table' ? drawnFirst : variablesFor(own, kind, pool, wanted);
      const frontConfig = frontConfigFor(random, kind, chosen);
      graphVariablesOf(random, drawnFirst, auto, legacyAggregationFor);
      graphs.push({
        id: graphs.length + 1,
        dashboardId: dashboard.id,
        name: GRAPH_NAMES[kind],
        row: index,
        frontConfig,
        graphVariables: graphVariablesOf(own, chosen, auto).map((row) => {
          graphVariableId += 1;
          return { id: graphVariableId, ...row };
        }),
        dashboardFrontConfig: { x: (index % 2) * 6, y: Math.floor(index / 2) * 4, w: 6, h: 4 },
        updatedAt: new Date(Date.parse(dashboard.updatedAt) - random.int(0, 30) * 86_400_000).toISOString(),
      });
    }
  }
  // The seed's graphs stay in the past even when the dashboard moved last.
  for (const graph of graphs) if (Date.parse(graph.updatedAt) > now) graph.updatedAt = new Date(now).toISOString();
  return graphs;
}

export function seedExplorer(random: Random, base: SeedBase, now: number): ExplorerTables {
  const dashboards = DASHBOARDS.map(([name, projectId], index): DashboardRow => ({
    id: index + 1,
    name,
    projectId,
    dashboardFrontConfig: { dateRange: random.pick(['J-7', 'J-14', 'M-1', 'M-3', 'YTD']), columns: 2 },
    updatedAt: new Date(now - random.int(1, 200) * 86_400_000).toISOString(),
  }));
  return {
    dashboards,
    graphs: seedGraphs(random, base, dashboards, now),
    formulas: seedFormulas(random, base, now),
    variableOperations: seedVariableOperations(random, base, now),
  };
}
