import { MAINTENANCE_CHECK_KINDS, type MaintenanceCheckKind, type SensorRange } from '../../src/lib/maintenanceChecks';
import { fromZonedTime } from 'date-fns-tz';
import type { SeedBase } from './seedBase';
import { visibleProjectIds } from './downloads';
import type { Random } from './random';

/*
 * The second report family (spec 001 §7): maintenance reports ("bexrapports") and CPE reports
 * ("cperapports"). Maintenance reports list the checks of spec 001 §9: values below or above the
 * sensor range, modules not responding for at least one day, bottom-range values, counters that
 * decrease or reset.
 */

export type BexReportType = 'maintenance' | 'cpe';
export type BexReportStatus = 'draft' | 'validated' | 'sent';

export interface MaintenanceCheckRow {
  kind: MaintenanceCheckKind;
  /** The variable at fault; null for a module (acquisition device) that does not respond. */
  variableId: number | null;
  acquisitionDeviceId: number | null;
  occurrences: number;
  firstSeenAt: string;
  lastSeenAt: string;
  /** The worst value seen (null for a silence); absent in rows saved before the checks ran on data. */
  value?: number | null;
  /** The sensor's range the value was checked against. */
  range?: SensorRange | null;
  /** The variable whose series shows the finding (for a module: one of its variables). */
  seriesVariableId?: number | null;
  comment: string | null;
}

export interface CpeSummaryRow {
  commitmentMwh: number;
  referenceConsumptionMwh: number;
  measuredConsumptionMwh: number;
  savingsMwh: number;
  /** Savings over commitment, in percent. */
  achievementRate: number;
}

export interface BexReportRow {
  id: number;
  type: BexReportType;
  projectId: number;
  name: string;
  title: string | null;
  startDate: string;
  endDate: string;
  status: BexReportStatus;
  comments: string | null;
  checks: MaintenanceCheckRow[];
  /**
   * Whether the maintenance checks ran over the report's data. Seeded reports run them when first
   * read (mocks/handlers/reports/bexReports.ts): a run reads a month of every variable of the project.
   */
  checksRun?: boolean;
  summary: CpeSummaryRow | null;
  authorId: number;
  createdAt: string;
  updatedAt: string;
}

export interface BexReportTables {
  bexReports: BexReportRow[];
}

const DAY = 86_400_000;
const STATUSES: BexReportStatus[] = ['draft', 'validated', 'sent'];

/** What an operator noted on a finding of a report already reviewed (validated or sent). */
export const CHECK_COMMENTS: Record<MaintenanceCheckKind, string> = {
  below_sensor_range: 'Valeurs sous la plage du capteur : vérifier le câblage 4-20 mA.',
  above_sensor_range: 'Valeurs au-dessus de la plage du capteur : étalonnage à prévoir.',
  module_not_responding: 'Module sans réponse depuis plus d’un jour : intervention sur site planifiée.',
  bottom_range_value: 'Valeurs en butée basse : capteur probablement hors service.',
  counter_decrease: 'Index en baisse : inversion de sens de comptage ou remplacement du compteur.',
  counter_reset: 'Remise à zéro du compteur détectée : recaler l’index.',
};

/**
 * The draws the seed made when it gave maintenance reports random checks. The checks now run over
 * the data (mocks/handlers/reports/maintenanceRun.ts); the draws are still made so that the areas
 * seeded after this one (interventions, imports, downloads, CPE programs) keep the rows they had.
 */
function legacyCheckDraws(random: Random, base: SeedBase, projectId: number, startMs: number, endMs: number): void {
  const variables = base.variables.filter((variable) => variable.projectIds.includes(projectId));
  if (variables.length === 0) return;
  const counters = variables.filter((variable) => variable.isCounter);
  const devices = new Set(variables.map((variable) => variable.acquisitionDeviceId).filter((id) => id !== null));
  const count = random.int(2, 8);
  for (let index = 0; index < count; index += 1) {
    const kind = random.pick<MaintenanceCheckKind>(MAINTENANCE_CHECK_KINDS);
    random.int(0, Math.max(1, Math.floor((endMs - startMs) / DAY) - 2));
    random.int(1, 6);
    random.int(1, 40);
    random.chance(0.7);
    if (kind === 'module_not_responding' && devices.size > 0) random.pick([...devices]);
    else if ((kind === 'counter_decrease' || kind === 'counter_reset') && counters.length > 0) random.pick(counters);
    else random.pick(variables);
  }
}

export function cpeSummary(
  random: Random,
  base: SeedBase,
  projectId: number,
  startMs: number,
  endMs: number,
): CpeSummaryRow {
  const project = base.projects.find((row) => row.id === projectId);
  const share = (endMs - startMs) / (365 * DAY);
  const commitmentMwh = Math.round((project?.engagement_mwh ?? 1_000) * share * 100) / 100;
  const referenceConsumptionMwh = Math.round(commitmentMwh * random.float(5, 12) * 100) / 100;
  const savingsMwh = Math.round(commitmentMwh * random.float(0.6, 1.3) * 100) / 100;
  return {
    commitmentMwh,
    referenceConsumptionMwh,
    measuredConsumptionMwh: Math.round((referenceConsumptionMwh - savingsMwh) * 100) / 100,
    savingsMwh,
    achievementRate: commitmentMwh > 0 ? Math.round((savingsMwh / commitmentMwh) * 1000) / 10 : 0,
  };
}

/**
 * The first of a month at midnight on the site's clock (spec 000 §9 default time zone): a report
 * covers whole days there, from midnight to midnight, its end excluded.
 */
export function monthStart(year: number, month: number, timeZone = 'Europe/Paris'): number {
  return fromZonedTime(new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 19), timeZone).getTime();
}

/** 26 maintenance reports and 20 CPE reports over the visible projects, every status. */
export function seedBexReports(random: Random, base: SeedBase, now: number): BexReportTables {
  const projects = visibleProjectIds(base);
  const bexReports: BexReportRow[] = [];
  const add = (type: BexReportType, index: number) => {
    const projectId = projects[(index * 2 + (type === 'cpe' ? 1 : 0)) % projects.length] ?? 1;
    const project = base.projects.find((row) => row.id === projectId);
    const zone = base.places.find((place) => place.id === project?.placeId)?.timezone ?? 'Europe/Paris';
    const end = new Date(now);
    // Maintenance reports cover a month, CPE reports a quarter.
    const months = type === 'maintenance' ? 1 : 3;
    const back = random.int(0, 8) * months + months;
    const startMs = monthStart(end.getUTCFullYear(), end.getUTCMonth() - back, zone);
    const endMs = monthStart(end.getUTCFullYear(), end.getUTCMonth() - back + months, zone);
    const createdMs = Math.min(now - DAY, endMs + random.int(1, 12) * DAY);
    // Drawn in the order the seed always drew them (see legacyCheckDraws).
    const title = random.chance(0.8)
      ? `${type === 'maintenance' ? 'Contrôle des chaînes de mesure' : 'Suivi du contrat de performance énergétique'}`
      : null;
    const comments = random.chance(0.5) ? 'Points relevés lors de la revue mensuelle avec l’exploitant.' : null;
    if (type === 'maintenance') legacyCheckDraws(random, base, projectId, startMs, endMs);
    const summary = type === 'cpe' ? cpeSummary(random, base, projectId, startMs, endMs) : null;
    bexReports.push({
      id: bexReports.length + 1,
      type,
      projectId,
      name: `${type === 'maintenance' ? 'Rapport de maintenance' : 'Rapport CPE'} – ${project?.name ?? ''}`,
      title,
      startDate: new Date(startMs).toISOString(),
      endDate: new Date(endMs).toISOString(),
      status: STATUSES[index % STATUSES.length] ?? 'draft',
      comments,
      // Maintenance checks run over the data when the report is first read.
      checks: [],
      checksRun: type === 'cpe',
      summary,
      authorId: random.pick([1, 2, 3]),
      createdAt: new Date(createdMs).toISOString(),
      updatedAt: new Date(createdMs + random.int(0, 5) * DAY).toISOString(),
    });
  };
  for (let index = 0; index < 26; index += 1) add('maintenance', index);
  for (let index = 0; index < 20; index += 1) add('cpe', index);
  return { bexReports };
}
