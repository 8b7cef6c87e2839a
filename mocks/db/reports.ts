import { contactRef, seedRecipients, type ContactRef } from './contacts';
import type { AdminTables } from './admin';
import type { ExplorerTables } from './explorer';
import type { SeedBase } from './seedBase';
import { fileNameOf, newToken, visibleProjectIds, type DownloadRow } from './downloads';
import type { DashboardRow } from './explorer';
import type { Random } from './random';
import { monthStart as parisMonthStart } from './bexReports';

/** Reports name the admin area's contacts and the explorer's dashboards and graphs. */
export type OperationsSeedBase = SeedBase &
  Pick<AdminTables, 'contacts'> &
  Pick<ExplorerTables, 'dashboards' | 'graphs'>;

/*
 * On-demand reports, scheduled (automatic) reports and their sent history (spec 001 §3). The
 * dashboards and graphs they name are the explorer's rows, the contacts the admin area's: rows
 * keep their ids and answers take the names from the current rows (mocks/db/operationsRefs.ts).
 */

export type ReportStatus = 'pending' | 'ready' | 'failed';

export interface ReportRow {
  id: number;
  projectId: number;
  dashboardId: number;
  /** Graphs of that dashboard. */
  graphIds: number[];
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
  dashboardId: number | null;
  /** Graphs of that dashboard; none means the whole dashboard. */
  graphIds: number[];
  /** spec 000 §3: 1, 2 or 3 months. */
  interval: 1 | 2 | 3;
  daysOfMonth: number[];
  reportName: string;
  reportTitle: string | null;
  /**
   * The contact as last written: answers show the current row (renames show) and fall back to
   * this copy only once the contact is deleted, since a scheduled report always names one.
   */
  contact: ContactRef;
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
  /** Whom it was sent to: kept for the history once the contact is deleted. */
  contact: ContactRef;
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

const REPORT_NAMES = [
  'Rapport mensuel de performance',
  'Bilan trimestriel',
  'Suivi des consommations',
  'Rapport de dérive',
  'Synthèse comité de pilotage',
];
const MONTHS_FR = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

function monthStart(ms: number, monthsBack: number): Date {
  const date = new Date(ms);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsBack, 1));
}

/**
 * The UTC month `utcMonth` stands for, at midnight in Paris (spec 000 §9 default time zone), the
 * zone the report lists and files write their days in: a period runs from midnight to midnight.
 */
function parisMonth(utcMonth: Date, monthsLater = 0): Date {
  return new Date(parisMonthStart(utcMonth.getUTCFullYear(), utcMonth.getUTCMonth() + monthsLater));
}

function projectName(base: SeedBase, projectId: number): string {
  return base.projects.find((project) => project.id === projectId)?.name ?? '';
}

/** The download row of a report's document, ready or not (spec 001 §4). */
export function reportDownloadRow(
  report: ReportRow,
  id: number,
  status: DownloadRow['status'],
  token: string,
  size: number | null,
): DownloadRow {
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
    locale: 'fr',
    size,
    lastDownloadAt: null,
    token,
  };
}

/**
 * The dashboards a report on the project can show, all with graphs: the project's own, else any
 * on a visible project.
 */
function dashboardsFor(
  base: OperationsSeedBase,
  projectId: number,
  visibleProjects: readonly number[],
): DashboardRow[] {
  const withGraphs = base.dashboards.filter((dashboard) =>
    base.graphs.some((graph) => graph.dashboardId === dashboard.id),
  );
  const own = withGraphs.filter((dashboard) => dashboard.projectId === projectId);
  return own.length > 0
    ? own
    : withGraphs.filter((dashboard) => dashboard.projectId !== null && visibleProjects.includes(dashboard.projectId));
}

function seedOnDemand(random: Random, base: OperationsSeedBase, now: number, projects: number[]) {
  const reports: ReportRow[] = [];
  const downloads: DownloadRow[] = [];
  for (let index = 0; index < 36; index += 1) {
    const projectId = projects[index % projects.length] ?? 1;
    const month = monthStart(now, random.int(1, 12));
    // Whole months, the end excluded (the list says the month's last day).
    const period = parisMonth(month);
    const periodEnd = parisMonth(month, 1);
    const dashboard = random.pick(dashboardsFor(base, projectId, projects));
    const graphs = base.graphs.filter((graph) => graph.dashboardId === dashboard.id);
    const name = `${random.pick(REPORT_NAMES)} – ${projectName(base, projectId)}`;
    const status: ReportStatus = index < 2 ? 'pending' : index < 4 ? 'failed' : 'ready';
    const createdAt =
      index < 2
        ? new Date(now - random.int(1, 20) * 60_000).toISOString()
        : new Date(periodEnd.getTime() + random.int(1, 10) * DAY).toISOString();
    const report: ReportRow = {
      id: index + 1,
      projectId,
      dashboardId: dashboard.id,
      graphIds: random
        .pickMany(graphs, random.int(1, 4))
        .map((graph) => graph.id)
        .sort((left, right) => left - right),
      name,
      title: `Performance énergétique – ${MONTHS_FR[month.getUTCMonth()] ?? ''} ${month.getUTCFullYear()}`,
      description: random.chance(0.6)
        ? 'Consommations, puissances et indicateurs de performance de la période, avec commentaires.'
        : null,
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
      downloads.push(
        reportDownloadRow(
          report,
          downloadId,
          status,
          newToken(() => random.next()),
          status === 'ready' ? random.int(200, 3_000) * 1_024 : null,
        ),
      );
    }
    reports.push(report);
  }
  return { reports, downloads };
}

function seedScheduled(random: Random, base: OperationsSeedBase, now: number, projects: number[]) {
  const scheduledReports: ScheduledReportRow[] = [];
  const scheduledReportSends: ScheduledReportSendRow[] = [];
  for (let index = 0; index < 20; index += 1) {
    const projectId = projects[index % projects.length] ?? 1;
    const interval = ([1, 2, 3] as const)[index % 3] ?? 1;
    const anchor = monthStart(now, random.int(6, 24));
    const dashboardId = random.chance(0.8) ? random.pick(dashboardsFor(base, projectId, projects)).id : null;
    const row: ScheduledReportRow = {
      id: index + 1,
      projectId,
      dashboardId,
      // Not drawn at random, so that the tables seeded after these keep their rows.
      graphIds: base.graphs
        .filter((graph) => graph.dashboardId === dashboardId)
        .slice(0, 2)
        .map((graph) => graph.id),
      interval,
      daysOfMonth: random.chance(0.3) ? [1, 15] : [random.pick([1, 2, 5, 10, 28, 31])],
      reportName: `${random.pick(['Rapport automatique', 'Envoi périodique', 'Tableau de bord client'])} – ${projectName(base, projectId)}`,
      reportTitle: random.chance(0.8)
        ? `Suivi ${['mensuel', 'bimestriel', 'trimestriel'][interval - 1] ?? ''} des performances`
        : null,
      // One draw as before, among those the project's reports may go to: the later tables keep their rows.
      contact: contactRef(random.pick(seedRecipients(base, projectId))),
      anchorMonth: anchor.toISOString().slice(0, 10),
      createdAt: new Date(anchor.getTime() - random.int(1, 20) * DAY).toISOString(),
      lastSentAt: null,
    };
    // The sent history: one sending per period from the anchor month until now.
    for (let month = 0; ; month += interval) {
      const sent = new Date(
        Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() + month, row.daysOfMonth[0] ?? 1, 6),
      );
      if (sent.getTime() > now) break;
      const sentMonth = new Date(Date.UTC(sent.getUTCFullYear(), sent.getUTCMonth(), 1));
      const periodEnd = parisMonth(sentMonth);
      const periodStart = parisMonth(sentMonth, -interval);
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
export function seedReports(
  random: Random,
  base: OperationsSeedBase,
  now: number,
): ReportTables & { reportDownloads: DownloadRow[] } {
  const projects = visibleProjectIds(base);
  const { reports, downloads } = seedOnDemand(random, base, now, projects);
  return { reports, reportDownloads: downloads, ...seedScheduled(random, base, now, projects) };
}
