import type { SeedBase } from './database';
import { fileNameOf, newToken, visibleProjectIds, type DownloadRow } from './downloads';
import type { Random } from './random';

/*
 * On-demand reports, scheduled (automatic) reports and their sent history (spec 001 §3). The
 * dashboards, graphs and contacts they name belong to other areas: rows keep their ids and a
 * snapshot of their names, and answers prefer the live row when the other area's table has it
 * (mocks/db/operationsRefs.ts).
 */

export type ReportStatus = 'pending' | 'ready' | 'failed';

export interface NamedSnapshot {
  id: number;
  name: string;
}

export interface ContactSnapshot {
  id: number;
  name: string;
  email: string;
}

export interface ReportRow {
  id: number;
  projectId: number;
  dashboard: NamedSnapshot;
  graphs: NamedSnapshot[];
  name: string;
  title: string | null;
  description: string | null;
  startDate: string;
  endDate: string;
  /** spec 001 §4: generation is asynchronous; a notification says when it is ready. */
  status: ReportStatus;
  /** The download request (and file) of the generated document. */
  downloadRequestId: number | null;
  createdAt: string;
  createdById: number;
}

export interface ScheduledReportRow {
  id: number;
  projectId: number;
  dashboard: NamedSnapshot | null;
  /** spec 000 §3: 1, 2 or 3 months. */
  interval: 1 | 2 | 3;
  daysOfMonth: number[];
  reportName: string;
  reportTitle: string | null;
  contact: ContactSnapshot;
  /** The month of the first sending (YYYY-MM-01): periods are counted from it. */
  anchorMonth: string;
  createdAt: string;
  lastSentAt: string | null;
}

export interface ScheduledReportSendRow {
  id: number;
  scheduledReportId: number;
  projectId: number;
  reportName: string;
  contact: ContactSnapshot;
  sentAt: string;
  status: 'sent' | 'failed';
  periodStart: string;
  periodEnd: string;
  fileName: string;
}

export interface ReportTables {
  reports: ReportRow[];
  scheduledReports: ScheduledReportRow[];
  scheduledReportSends: ScheduledReportSendRow[];
}

const DAY = 86_400_000;

/** Stand-ins for the explorer's dashboards and graphs, and the contacts area's contacts. */
export const DASHBOARD_SNAPSHOTS: NamedSnapshot[] = [
  { id: 1, name: 'Suivi énergétique mensuel' },
  { id: 2, name: 'Consommations vapeur' },
  { id: 3, name: 'Air comprimé' },
  { id: 4, name: 'Froid industriel' },
  { id: 5, name: 'Synthèse CPE' },
  { id: 6, name: 'Qualité des données' },
];
const GRAPH_NAMES = ['Consommation électrique', 'Puissance appelée', 'Débit vapeur', 'Températures', 'Ratio kWh/t', 'Production'];

export function graphSnapshots(dashboardId: number): NamedSnapshot[] {
  return GRAPH_NAMES.map((name, index) => ({ id: dashboardId * 10 + index + 1, name }));
}

export const CONTACT_SNAPSHOTS: ContactSnapshot[] = [
  { id: 1, name: 'Marion Lefebvre', email: 'marion.lefebvre@aceries-du-nord.fr' },
  { id: 2, name: 'Yann Le Goff', email: 'yann.legoff@papeteries-bretagne.fr' },
  { id: 3, name: 'Élodie Favre', email: 'elodie.favre@laiteries-alpines.fr' },
  { id: 4, name: 'Nicolas Morel', email: 'nicolas.morel@verreries-oceanes.fr' },
  { id: 5, name: 'Service énergie', email: 'energie@enersol.fr' },
  { id: 6, name: 'Astreinte maintenance', email: 'astreinte@enersol.fr' },
];

const REPORT_NAMES = ['Rapport mensuel de performance', 'Bilan trimestriel', 'Suivi des consommations', 'Rapport de dérive', 'Synthèse comité de pilotage'];
const MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

function monthStart(ms: number, monthsBack: number): Date {
  const date = new Date(ms);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsBack, 1));
}

function projectName(base: SeedBase, projectId: number): string {
  return base.projects.find((project) => project.id === projectId)?.name ?? '';
}

/** The download row of a report's document, ready or not (spec 001 §4). */
export function reportDownloadRow(report: ReportRow, id: number, status: DownloadRow['status'], token: string, size: number | null): DownloadRow {
  return {
    id,
    source: 'report',
    title: report.title ?? report.name,
    projectId: report.projectId,
    userId: report.createdById,
    variables: [],
    start: report.startDate,
    end: report.endDate,
    sampling: null,
    samplingUnit: null,
    status,
    createdAt: report.createdAt,
    readyAt: status === 'ready' ? report.createdAt : null,
    fileName: fileNameOf(report.name, report.createdAt, 'pdf'),
    size,
    lastDownloadAt: null,
    token,
  };
}

function seedOnDemand(random: Random, base: SeedBase, now: number, projects: number[]) {
  const reports: ReportRow[] = [];
  const downloads: DownloadRow[] = [];
  for (let index = 0; index < 36; index += 1) {
    const projectId = projects[index % projects.length] ?? 1;
    const period = monthStart(now, random.int(1, 12));
    const periodEnd = new Date(Date.UTC(period.getUTCFullYear(), period.getUTCMonth() + 1, 1));
    const dashboard = random.pick(DASHBOARD_SNAPSHOTS);
    const name = `${random.pick(REPORT_NAMES)} – ${projectName(base, projectId)}`;
    const status: ReportStatus = index < 2 ? 'pending' : index < 4 ? 'failed' : 'ready';
    const createdAt = index < 2 ? new Date(now - random.int(1, 20) * 60_000).toISOString() : new Date(periodEnd.getTime() + random.int(1, 10) * DAY).toISOString();
    const report: ReportRow = {
      id: index + 1,
      projectId,
      dashboard: { ...dashboard },
      graphs: random.pickMany(graphSnapshots(dashboard.id), random.int(1, 4)),
      name,
      title: `Performance énergétique – ${MONTHS_FR[period.getUTCMonth()] ?? ''} ${period.getUTCFullYear()}`,
      description: random.chance(0.6) ? 'Consommations, puissances et indicateurs de performance de la période, avec commentaires.' : null,
      startDate: period.toISOString(),
      endDate: periodEnd.toISOString(),
      status,
      downloadRequestId: null,
      createdAt,
      createdById: random.pick([1, 2, 3]),
    };
    if (status !== 'failed') {
      const downloadId = downloads.length + 1;
      report.downloadRequestId = downloadId;
      downloads.push(reportDownloadRow(report, downloadId, status, newToken(() => random.next()), status === 'ready' ? random.int(200, 3_000) * 1_024 : null));
    }
    reports.push(report);
  }
  return { reports, downloads };
}

function seedScheduled(random: Random, base: SeedBase, now: number, projects: number[]) {
  const scheduledReports: ScheduledReportRow[] = [];
  const scheduledReportSends: ScheduledReportSendRow[] = [];
  for (let index = 0; index < 20; index += 1) {
    const projectId = projects[index % projects.length] ?? 1;
    const interval = ([1, 2, 3] as const)[index % 3] ?? 1;
    const anchor = monthStart(now, random.int(6, 24));
    const dashboard = random.chance(0.8) ? { ...random.pick(DASHBOARD_SNAPSHOTS) } : null;
    const row: ScheduledReportRow = {
      id: index + 1,
      projectId,
      dashboard,
      interval,
      daysOfMonth: random.chance(0.3) ? [1, 15] : [random.pick([1, 2, 5, 10, 28, 31])],
      reportName: `${random.pick(['Rapport automatique', 'Envoi périodique', 'Tableau de bord client'])} – ${projectName(base, projectId)}`,
      reportTitle: random.chance(0.8) ? `Suivi ${['mensuel', 'bimestriel', 'trimestriel'][interval - 1] ?? ''} des performances` : null,
      contact: { ...random.pick(CONTACT_SNAPSHOTS) },
      anchorMonth: anchor.toISOString().slice(0, 10),
      createdAt: new Date(anchor.getTime() - random.int(1, 20) * DAY).toISOString(),
      lastSentAt: null,
    };
    // The sent history: one sending per period from the anchor month until now.
    for (let month = 0; ; month += interval) {
      const sent = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() + month, row.daysOfMonth[0] ?? 1, 6));
      if (sent.getTime() > now) break;
      const periodEnd = new Date(Date.UTC(sent.getUTCFullYear(), sent.getUTCMonth(), 1));
      const periodStart = new Date(Date.UTC(periodEnd.getUTCFullYear(), periodEnd.getUTCMonth() - interval, 1));
      scheduledReportSends.push({
        id: scheduledReportSends.length + 1,
        scheduledReportId: row.id,
        projectId,
        reportName: row.reportName,
        contact: { ...row.contact },
        sentAt: sent.toISOString(),
        status: random.chance(0.08) ? 'failed' : 'sent',
        periodStart: periodStart.toISOString(),
        periodEnd: periodEnd.toISOString(),
        fileName: fileNameOf(row.reportName, sent.toISOString(), 'pdf'),
      });
      row.lastSentAt = sent.toISOString();
    }
    scheduledReports.push(row);
  }
  scheduledReportSends.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  scheduledReportSends.forEach((send, index) => (send.id = index + 1));
  return { scheduledReports, scheduledReportSends };
}

/** 36 on-demand reports (with their files), 20 scheduled reports and their sent history. */
export function seedReports(random: Random, base: SeedBase, now: number): ReportTables & { reportDownloads: DownloadRow[] } {
  const projects = visibleProjectIds(base);
  const { reports, downloads } = seedOnDemand(random, base, now, projects);
  return { reports, reportDownloads: downloads, ...seedScheduled(random, base, now, projects) };
}
