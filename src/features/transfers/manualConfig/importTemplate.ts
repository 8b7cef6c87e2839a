import type { ManualVariableTarget } from '../../../entities/transfers/importFile/types';
import type { Variable } from '../../../entities/variables/api';
import { csvFileName, toCsv } from '../../../lib/csv';

/*
 * The import file's template for a site (spec 001 §3 "Import"; the layout is ours, read by
 * src/entities/transfers/importFile): a time-stamp column headed "Date", then one column per manual
 * variable of the site headed by its technical id (stable across renames; the name works too),
 * through the product's one CSV writer in the user's language's convention (French ";", English
 * ","), so that the spreadsheet that fills it saves it back as the parser reads it.
 */

export const TEMPLATE_TIMESTAMP_HEADER = 'Date';

/** A manual variable as the parser matches columns to it. */
export function importTargetOf(variable: Variable): ManualVariableTarget {
  return {
    id: variable.id,
    technicalId: variable.sourceTechnicalName ?? null,
    name: variable.name,
    unit: variable.unit.name,
  };
}

/** The header a variable's column gets in the template: its technical id, else its name. */
export function templateHeaderOf(target: ManualVariableTarget): string {
  return target.technicalId?.trim() ? target.technicalId.trim() : target.name;
}

export function importTemplateCsv(targets: readonly ManualVariableTarget[], locale: string): string {
  return toCsv([TEMPLATE_TIMESTAMP_HEADER, ...targets.map(templateHeaderOf)], [], { locale });
}

/** "import_<site>_2026-11-25.csv": the site's short name (or name) made safe for a file name. */
export function importTemplateFileName(siteName: string, now: Date = new Date()): string {
  const safe = siteName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return csvFileName(safe ? `import_${safe}` : 'import', now);
}
