import { runModel, type ModelRequest, type ModelResult } from '../modelling';
import type { SeedBase } from './seedBase';
import type { Random } from './random';
import type { VariableRow } from './variables';

/** spec 001 §3 "Analytics configuration": saved modelling settings (the fields are ours). */
/** A saved modelling configuration: the request's settings with a name. */
export interface AnalyticsConfigurationRow extends ModelRequest {
  id: number;
  name: string;
  updatedAt: string;
}

export type ModelizationStatus = 'IN_PROCESS' | 'ok' | 'error' | 'stopped';

/**
 * The last modelling run of a configuration (spec 001 §3 "Modelization state"); configurationId 0
 * holds the run of an unsaved configuration. The measured/modelled series is regenerated from
 * the request when answering, so a row stays small.
 */
export interface ModelizationRow {
  configurationId: number;
  /** Changes on every start: a job of a stopped or replaced run sees it and does nothing. */
  runId: number;
  status: ModelizationStatus;
  message: string | null;
  request: ModelRequest;
  result: ModelResult | null;
  error: string | null;
  startedAt: string;
  updatedAt: string;
}

export interface AnalyticsTables {
  analyticsConfigurations: AnalyticsConfigurationRow[];
  modelizations: ModelizationRow[];
}

/** Units of what is modelled (energy) and of what explains it (temperature, flow, production, load). */
const TARGET_UNITS = [2, 3, 12, 1];
const EXPLANATORY_UNITS = [4, 10, 9, 8, 5];

const SEEDED_ERROR = 'Délai de calcul dépassé : réduisez la période ou augmentez le pas d’échantillonnage.';

const pickByUnit = (variables: readonly VariableRow[], units: readonly number[]) =>
  variables.filter((variable) => units.includes(variable.unitId) && variable.firstDataDate !== null);

/** 1 to 3 saved configurations for eight projects, half of them already modelled. */
export function seedAnalytics(random: Random, base: SeedBase, now: number): AnalyticsTables {
  const analyticsConfigurations: AnalyticsConfigurationRow[] = [];
  const modelizations: ModelizationRow[] = [];
  for (const projectId of [1, 2, 3, 5, 6, 7, 10, 12]) {
    const ofProject = base.variables.filter((variable) => variable.projectIds.includes(projectId));
    const targets = pickByUnit(ofProject, TARGET_UNITS);
    const explanatory = pickByUnit(ofProject, EXPLANATORY_UNITS);
    if (targets.length === 0 || explanatory.length === 0) continue;
    for (let index = random.int(1, 3); index > 0; index -= 1) {
      const target = random.pick(targets);
      const hourly = random.chance(0.5);
      const end = Math.floor((now - random.int(1, 30) * 86_400_000) / 86_400_000) * 86_400_000;
      const start = end - (hourly ? random.int(60, 365) : random.int(180, 730)) * 86_400_000;
      const row: AnalyticsConfigurationRow = {
        id: analyticsConfigurations.length + 1,
        name: `Modèle ${target.name}`,
        projectId,
        variableToModel: {
          variableId: target.id,
          aggregationId: target.aggregationId === 5 ? 4 : target.aggregationId,
        },
        variablesExplicatives: random
          .pickMany(explanatory, random.int(1, 3))
          .map((variable) => ({ variableId: variable.id, aggregationId: random.pick([1, 1, 3, 4]) })),
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        sampling: 1,
        samplingUnit: hourly ? 'hours' : 'days',
        updatedAt: new Date(end + random.int(0, 20) * 3_600_000).toISOString(),
      };
      analyticsConfigurations.push(row);
      if (random.chance(0.5)) {
        const { id: configurationId, name: _name, updatedAt, ...request } = row;
        // Fitted when first read (settleSeededRun): up to a year of hours each, which every
        // page load of the demo would otherwise pay at start-up.
        const run: ModelizationRow = {
          configurationId,
          runId: configurationId,
          status: 'ok',
          message: 'Modélisation terminée',
          request,
          result: null,
          error: null,
          startedAt: updatedAt,
          updatedAt,
        };
        // Every outcome of spec 001 §4 shows in the demo: the second run failed, the third was stopped.
        if (modelizations.length === 1)
          Object.assign(run, { status: 'error', message: null, result: null, error: SEEDED_ERROR });
        if (modelizations.length === 2)
          Object.assign(run, { status: 'stopped', message: 'Modélisation arrêtée', result: null, error: null });
        modelizations.push(run);
      }
    }
  }
  const showcase = showcaseConfiguration(base.variables, analyticsConfigurations.length + 1, now);
  if (showcase) {
    analyticsConfigurations.push(showcase.configuration);
    modelizations.push(showcase.run);
  }
  return { analyticsConfigurations, modelizations };
}

/**
 * A seeded run marked done whose fit has not been computed yet: fitted now, once, to its result or
 * to the error the fit ends with. Runs of the demo's users always hold their outcome.
 */
export function settleSeededRun(row: ModelizationRow, variables: readonly VariableRow[]): ModelizationRow {
  if (row.status !== 'ok' || row.result !== null) return row;
  const outcome = runModel(row.request, variables);
  if ('result' in outcome) row.result = outcome.result;
  else Object.assign(row, { status: 'error', message: null, error: outcome.error });
  return row;
}

/**
 * The case an M&V engineer starts from, modelled and ready to open: project 1's main energy use
 * explained by a temperature and a production, daily over the last three months (the sound fit
 * of mocks/modellingSeries.ts: R² about 0.95, G14 passed). Last, so the other rows keep their ids.
 */
function showcaseConfiguration(variables: readonly VariableRow[], id: number, now: number) {
  const named = (name: string) => variables.find((row) => row.name === name && row.projectIds.includes(1));
  const target = named('TGBT – Énergie consommée');
  const temperature = named('TGBT – Température départ');
  const production = named('Compresseur 1 – Production');
  if (!target || !temperature || !production) return null;
  const end = Math.floor(now / 86_400_000) * 86_400_000;
  const request: ModelRequest = {
    projectId: 1,
    variableToModel: { variableId: target.id, aggregationId: 4 },
    variablesExplicatives: [
      { variableId: temperature.id, aggregationId: 1 },
      { variableId: production.id, aggregationId: 4 },
    ],
    start: new Date(end - 91 * 86_400_000).toISOString(),
    end: new Date(end).toISOString(),
    sampling: 1,
    samplingUnit: 'days',
  };
  const outcome = runModel(request, variables);
  if (!('result' in outcome)) return null;
  const updatedAt = new Date(end + 7 * 3_600_000).toISOString();
  const configuration: AnalyticsConfigurationRow = {
    id,
    name: 'Énergie TGBT : température et production',
    ...request,
    updatedAt,
  };
  const run: ModelizationRow = {
    configurationId: id,
    runId: id,
    status: 'ok',
    message: 'Modélisation terminée',
    request,
    result: outcome.result,
    error: null,
    startedAt: updatedAt,
    updatedAt,
  };
  return { configuration, run };
}
