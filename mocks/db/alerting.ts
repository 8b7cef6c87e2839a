import {
  ALERT_TYPE_NAMES,
  isCommunicationType,
  type AlertLevelName,
  type AlertTypeName,
} from '../../src/entities/alerting/alertTypes';
import { seedAlertEvents, type AlertEventTables } from './alertEvents';
import { bandThresholds, recentBand, type ValueBand } from './alertThresholds';
import type { AdminTables } from './admin';
import type { SeedBase } from './seedBase';
import type { Random } from './random';
import type { SamplingUnitName, VariableRow } from './variables';
import type { AlertRow, ScenarioRow } from './alertRows';

/** Alerts notify the admin area's contacts. */
export type AlertingSeedBase = SeedBase & Pick<AdminTables, 'contacts'>;

/** Alerts and scenarios (spec 000 §3); alert events and comments live in alertEvents.ts. */

export interface AlertingTables extends AlertEventTables {
  alerts: AlertRow[];
  scenarios: ScenarioRow[];
}

const ALL_DAYS = [true, true, true, true, true, true, true];
const WEEKDAYS = [true, true, true, true, true, false, false];
const WEEKEND = [false, false, false, false, false, true, true];
const hoursBetween = (from: number, to: number): boolean[] =>
  Array.from({ length: 24 }, (_, hour) => (from <= to ? hour >= from && hour < to : hour >= from || hour < to));

/** [name, days, hours]: global scenarios first, then per-site ones. */
const GLOBAL_SCENARIOS: [string, boolean[], boolean[]][] = [
  ['Heures ouvrées', WEEKDAYS, hoursBetween(8, 18)],
  ['Nuits et week-ends', ALL_DAYS, hoursBetween(20, 6)],
  ['24h/24 – 7j/7', ALL_DAYS, hoursBetween(0, 24)],
  ['Week-end', WEEKEND, hoursBetween(0, 24)],
];
const SITE_SCENARIOS: [string, boolean[], boolean[]][] = [
  ['Production 2x8', WEEKDAYS, hoursBetween(5, 21)],
  ['Équipe de nuit', [true, true, true, true, true, true, false], hoursBetween(21, 5)],
  ['Arrêt technique du samedi', [false, false, false, false, false, true, false], hoursBetween(6, 14)],
  ['Heures de pointe hiver', WEEKDAYS, hoursBetween(7, 11).map((on, hour) => on || (hour >= 17 && hour < 21))],
];

const TYPE_LABELS: Record<AlertTypeName, string> = {
  high: 'Seuil haut',
  low: 'Seuil bas',
  in_range: 'Dans la plage',
  out_of_range: 'Hors plage',
  offline: 'Site hors ligne',
  offline_single: 'Capteur hors ligne',
  stagnation: 'Valeur figée',
  nodata: 'Absence de données',
  com: 'Perte de communication',
};

const noParameters = (): AlertRow['activationParameters'] => ({
  threshold: null,
  activationLow: null,
  deactivationLow: null,
  activationHigh: null,
  deactivationHigh: null,
  hysteresis: null,
});

/** Parameters that satisfy spec 000 §5 for each type, inside the variable's band when it has one. */
function parametersFor(random: Random, type: AlertTypeName, band: ValueBand | null): AlertRow['activationParameters'] {
  // Drawn even when the band decides: the rest of the seed keeps the same random sequence.
  const base = random.int(20, 400);
  const fromBand = band ? bandThresholds(type, band) : null;
  if (fromBand) return { ...noParameters(), ...fromBand };
  const gap = Math.max(1, Math.round(base * 0.05));
  const parameters = noParameters();
  switch (type) {
    case 'high':
      return {
        ...parameters,
        activationHigh: Math.round(base * 1.2),
        deactivationHigh: Math.round(base * 1.2) - gap,
        hysteresis: gap,
      };
    case 'low':
      return {
        ...parameters,
        activationLow: Math.round(base * 0.5),
        deactivationLow: Math.round(base * 0.5) + gap,
        hysteresis: gap,
      };
    case 'in_range':
      return { ...parameters, activationLow: Math.round(base * 0.8), activationHigh: Math.round(base * 1.1) };
    case 'out_of_range': {
      const low = Math.round(base * 0.6);
      const high = Math.round(base * 1.3);
      return {
        ...parameters,
        activationLow: low,
        deactivationLow: low + gap,
        deactivationHigh: high - gap,
        activationHigh: high,
      };
    }
    case 'stagnation':
      return { ...parameters, threshold: random.pick([60, 120, 240]), hysteresis: random.pick([0.1, 0.5, 1]) };
    case 'offline':
    case 'offline_single':
    case 'nodata':
      return { ...parameters, threshold: random.pick([30, 60, 120, 240, 1440]) };
    case 'com':
      return parameters;
  }
}

function levelFor(random: Random): AlertLevelName {
  const roll = random.next();
  if (roll < 0.25) return 'info';
  if (roll < 0.6) return 'warning';
  if (roll < 0.85) return 'error';
  return 'critical';
}

export const SEEDED_ALERTS = 60;

function seedScenarios(base: SeedBase): ScenarioRow[] {
  const rows: ScenarioRow[] = GLOBAL_SCENARIOS.map(([name, days, hours], index) => ({
    id: index + 1,
    name,
    placeId: null,
    days: [...days],
    hours: [...hours],
  }));
  for (const place of base.places.filter((row) => row.id <= 8)) {
    for (let index = 0; index < 2; index += 1) {
      const template = SITE_SCENARIOS[(place.id + index * 2) % SITE_SCENARIOS.length];
      if (!template) continue;
      const [name, days, hours] = template;
      rows.push({
        id: rows.length + 1,
        name: `${name} – ${place.shortName}`,
        placeId: place.id,
        days: [...days],
        hours: [...hours],
      });
    }
  }
  return rows;
}

function seedAlerts(random: Random, base: AlertingSeedBase, scenarios: ScenarioRow[], now: number): AlertRow[] {
  const { contacts } = base;
  const attached = base.variables.filter(
    (variable) => variable.projectIds.length > 0 && variable.type !== 'manual_variable',
  );
  const visible = attached.filter((variable) => variable.placeId <= 8);
  const hidden = attached.filter((variable) => variable.placeId > 8);
  const alerts: AlertRow[] = [];
  for (let index = 0; index < SEEDED_ALERTS; index += 1) {
    const type = ALERT_TYPE_NAMES[index % ALERT_TYPE_NAMES.length] ?? 'high';
    // Two alerts on the hidden test projects: the API returns them, the client hides them.
    const pool = index >= SEEDED_ALERTS - 2 && hidden.length > 0 ? hidden : visible;
    const first = random.pick(pool);
    const projectId = random.pick(first.projectIds);
    const project = base.projects.find((row) => row.id === projectId);
    const siblings = pool.filter((variable) => variable.projectIds.includes(projectId) && variable.id !== first.id);
    const watched: VariableRow[] = [
      first,
      ...(type === 'stagnation' || type === 'offline_single' || isCommunicationType(type)
        ? random.pickMany(siblings, random.int(0, 3))
        : []),
    ];
    const sampling = random.pick<[number, SamplingUnitName]>([
      [5, 'minutes'],
      [10, 'minutes'],
      [15, 'minutes'],
      [1, 'hours'],
    ]);
    const placeScenarios = scenarios.filter(
      (scenario) => scenario.placeId === null || scenario.placeId === first.placeId,
    );
    const archived = random.chance(0.08);
    const subject =
      type === 'offline' || type === 'nodata' || isCommunicationType(type) ? (project?.name ?? '') : first.name;
    alerts.push({
      id: index + 1,
      name: `${TYPE_LABELS[type]} – ${subject}`,
      projectId,
      type,
      alertVariables: isCommunicationType(type)
        ? []
        : watched.map((variable) => ({
            variableId: variable.id,
            aggregationId: variable.aggregationId,
            sampling: sampling[0],
            samplingUnit: sampling[1],
          })),
      variableIds: isCommunicationType(type) ? watched.map((variable) => variable.id) : [],
      activationParameters: parametersFor(
        random,
        type,
        recentBand(base, first, now, { sampling: sampling[0], samplingUnit: sampling[1] }),
      ),
      alertLevel: levelFor(random),
      scenarioIds: random.chance(0.6)
        ? random.pickMany(placeScenarios, random.int(1, 2)).map((scenario) => scenario.id)
        : [],
      contactIds: Array.from(new Set(Array.from({ length: random.int(1, 3) }, () => random.pick(contacts).id))),
      enabled: !archived && random.chance(0.85),
      archived,
    });
  }
  return alerts;
}

export function seedAlerting(random: Random, base: AlertingSeedBase, now: number): AlertingTables {
  const scenarios = seedScenarios(base);
  const alerts = seedAlerts(random, base, scenarios, now);
  return { scenarios, alerts, ...seedAlertEvents(random, base, alerts, now) };
}
