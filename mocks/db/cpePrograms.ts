import { contactRef, seedRecipients, type ContactRef } from './contacts';
import { monthStart as startOfMonth, type BexReportRow } from './bexReports';
import { visibleProjectIds } from './downloads';
import type { Random } from './random';
import type { OperationsSeedBase } from './reports';

/*
 * CPE report programs and their sending history (spec 001 §2 cperapports addprogram,
 * editprogram, reporhistory): a program sends a project's CPE report to contacts on the recurrence
 * of spec 000 §3. Each sending names the CPE report of its period when there is one.
 */

export interface CpeProgramRow {
  id: number;
  projectId: number;
  name: string;
  interval: 1 | 2 | 3;
  /** 1..28, and 31 for "the last day of the month". */
  daysOfMonth: number[];
  /** As last written: answers show the current contact rows, this copy once a contact is deleted. */
  contacts: ContactRef[];
  /** YYYY-MM-01. */
  anchorMonth: string;
  comments: string | null;
  createdAt: string;
  lastSentAt: string | null;
}

export interface CpeSendRow {
  id: number;
  programId: number;
  /** Kept for the history once the program is deleted. */
  programName: string;
  reportId: number | null;
  projectId: number;
  contact: ContactRef;
  sentAt: string;
  status: 'sent' | 'failed';
  periodStart: string;
  periodEnd: string;
}

export interface CpeProgramTables {
  cpePrograms: CpeProgramRow[];
  cpeSends: CpeSendRow[];
}

const DAY = 86_400_000;
const NAMES = ['Envoi du rapport CPE', 'Rapport CPE au client', 'Suivi CPE – comité'];

/** 12 programs over the projects that have CPE reports, and one sending per contact and period. */
export function seedCpePrograms(
  random: Random,
  base: OperationsSeedBase,
  bexReports: readonly BexReportRow[],
  now: number,
): CpeProgramTables {
  const cpeReports = bexReports.filter((report) => report.type === 'cpe');
  const withReports = [...new Set(cpeReports.map((report) => report.projectId))];
  const projects = withReports.length > 0 ? withReports : visibleProjectIds(base);
  const cpePrograms: CpeProgramRow[] = [];
  const cpeSends: CpeSendRow[] = [];
  for (let index = 0; index < 12 && base.contacts.length > 0; index += 1) {
    const projectId = projects[index % projects.length] ?? 1;
    const interval = ([3, 1, 2] as const)[index % 3] ?? 3;
    const today = new Date(now);
    const anchor = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - random.int(4, 18), 1));
    const project = base.projects.find((row) => row.id === projectId);
    const projectName = project?.name ?? '';
    const zone = base.places.find((place) => place.id === project?.placeId)?.timezone ?? 'Europe/Paris';
    const program: CpeProgramRow = {
      id: index + 1,
      projectId,
      name: `${random.pick(NAMES)} – ${projectName}`,
      interval,
      daysOfMonth: random.chance(0.3) ? [31] : random.chance(0.3) ? [1, 15] : [random.pick([1, 5, 10, 20, 28])],
      // As many draws as before (each recipient list has more than 3): the later tables keep their rows.
      contacts: random.pickMany(seedRecipients(base, projectId), random.int(1, 3)).map(contactRef),
      anchorMonth: anchor.toISOString().slice(0, 10),
      comments: random.chance(0.4) ? 'Envoi après validation du bilan par le chargé d’affaires.' : null,
      createdAt: new Date(anchor.getTime() - random.int(1, 20) * DAY).toISOString(),
      lastSentAt: null,
    };
    // One sending per day of the rule in every period's month, on the month's own last day for 31.
    for (let month = 0; ; month += interval) {
      const monthStart = Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() + month, 1);
      if (monthStart > now) break;
      const first = new Date(monthStart);
      const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
      // The period sent: the months before, midnight to midnight on the site's clock, its end excluded.
      const periodEnd = new Date(startOfMonth(first.getUTCFullYear(), first.getUTCMonth(), zone));
      const periodStart = new Date(startOfMonth(first.getUTCFullYear(), first.getUTCMonth() - interval, zone));
      const report = cpeReports.find(
        (row) =>
          row.projectId === projectId &&
          Date.parse(row.startDate) < periodEnd.getTime() &&
          Date.parse(row.endDate) > periodStart.getTime(),
      );
      for (const day of program.daysOfMonth) {
        const sent = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, lastDay), 7));
        if (sent.getTime() > now) continue;
        for (const contact of program.contacts) {
          cpeSends.push({
            id: 0,
            programId: program.id,
            programName: program.name,
            reportId: report?.id ?? null,
            projectId,
            contact: { ...contact },
            sentAt: sent.toISOString(),
            status: random.chance(0.08) ? 'failed' : 'sent',
            periodStart: periodStart.toISOString(),
            periodEnd: periodEnd.toISOString(),
          });
        }
        if (!program.lastSentAt || sent.toISOString() > program.lastSentAt) program.lastSentAt = sent.toISOString();
      }
    }
    cpePrograms.push(program);
  }
  cpeSends.sort((a, b) => b.sentAt.localeCompare(a.sentAt) || a.programId - b.programId);
  cpeSends.forEach((send, index) => (send.id = index + 1));
  return { cpePrograms, cpeSends };
}
