import { seedBexReports, type BexReportTables } from './bexReports';
import { seedCpePrograms, type CpeProgramTables } from './cpePrograms';
import { seedCustomReports, type CustomReportTables } from './customReports';
import type { OperationsSeedBase } from './reports';
import { seedDownloads, type DownloadTables } from './downloads';
import { seedImports, type ImportTables } from './imports';
import { seedInterventions, type InterventionTables } from './interventions';
import { createRandom, type Random } from './random';
import { seedReports, type ReportTables } from './reports';

/**
 * The operations areas (spec 001 §3): reports (on demand, maintenance and CPE, scheduled and
 * their sent history), interventions, imports, downloads and saved export configurations.
 */
export type OperationsTables = ReportTables &
  BexReportTables &
  CpeProgramTables &
  CustomReportTables &
  InterventionTables &
  ImportTables &
  DownloadTables;

export function seedOperations(random: Random, base: OperationsSeedBase, now: number): OperationsTables {
  const { reportDownloads, ...reports } = seedReports(random, base, now);
  const bexReports = seedBexReports(random, base, now);
  const interventions = seedInterventions(random, base, now);
  const imports = seedImports(random, base, now);
  // Report files first (their ids are set), then the self-service exports after them.
  const downloads = seedDownloads(random, base, now, reportDownloads.length + 1);
  // Last, from its own stream: the other areas' rows stay as they were seeded before programs existed.
  const cpePrograms = seedCpePrograms(createRandom(random.int(1, 1_000_000_000)), base, bexReports.bexReports, now);
  return {
    ...reports,
    ...seedCustomReports(base, now),
    ...bexReports,
    ...cpePrograms,
    ...interventions,
    ...imports,
    downloads: [...reportDownloads, ...downloads.downloads].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    downloadConfigs: downloads.downloadConfigs,
  };
}
