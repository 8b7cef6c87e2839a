import {
  MAINTENANCE_CHECK_KINDS,
  checkPayloadOf,
  type BexReport,
  type BexReportPayload,
  type MaintenanceCheck,
  type MaintenanceCheckKind,
} from '../../../entities/reports/bexReportsApi';

/** A finding with its place in the report (the open chart and a comment name it by it). */
export interface FindingRow {
  index: number;
  check: MaintenanceCheck;
}

export function findingRows(report: Pick<BexReport, 'checks'>): FindingRow[] {
  return (report.checks ?? []).map((check, index) => ({ index, check }));
}

/** How many findings of each check kind, every kind listed (0 included), in the spec's order. */
export function countsByKind(rows: readonly FindingRow[]): { kind: MaintenanceCheckKind; count: number }[] {
  return MAINTENANCE_CHECK_KINDS.map((kind) => ({ kind, count: rows.filter((row) => row.check.kind === kind).length }));
}

export function filterByKind(rows: readonly FindingRow[], kind: MaintenanceCheckKind | undefined): FindingRow[] {
  return kind ? rows.filter((row) => row.check.kind === kind) : [...rows];
}

/** What failed: the variable, or the module (acquisition device) that did not respond. */
export function subjectOf(check: MaintenanceCheck): string {
  return check.variable?.name ?? check.acquisitionDevice?.name ?? '';
}

/**
 * The PUT body that sets one finding's comment: the report as it is, its findings sent back so
 * that the server keeps what it found and takes the comment (mocks/handlers/reports/bexReports.ts).
 */
export function withFindingComment(report: BexReport, index: number, comment: string): BexReportPayload {
  return {
    type: report.type,
    project: report.project.id,
    name: report.name,
    title: report.title ?? null,
    startDate: report.startDate,
    endDate: report.endDate,
    status: report.status,
    comments: report.comments ?? null,
    checks: (report.checks ?? []).map((check, at) => ({
      ...checkPayloadOf(check),
      comment: at === index ? comment.trim() || null : (check.comment ?? null),
    })),
  };
}

/** The span a finding's chart covers: the finding with a day either side (a silence: its whole span). */
export function chartWindow(check: MaintenanceCheck): { start: number; end: number } {
  const day = 86_400_000;
  const from = Date.parse(check.firstSeenAt);
  const to = Math.max(Date.parse(check.lastSeenAt), from + 10 * 60_000);
  return { start: from - day, end: to + day };
}
