import { z } from 'zod';
import { orderedCsvColumns, VARIABLE_CSV_COLUMNS, type VariableCsvColumn } from './variablesCsv';

/**
 * The export's column choice, kept for the tab's session (sessionStorage), so that a second export
 * asks nothing again. Anything unreadable or empty reads as every column (spec 000 §7: "columns
 * follow the user's column choice").
 */
export const EXPORT_COLUMNS_STORAGE_KEY = 'wattsight.variablesExport.columns';

const storedSchema = z.array(z.string());

/** The export dialog's form: at least one column (its message names the field's own error). */
export const exportColumnsSchema = z.object({
  columns: z.array(z.enum(VARIABLE_CSV_COLUMNS)).min(1, 'noColumn'),
});
export type ExportColumnsValues = z.infer<typeof exportColumnsSchema>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readExportColumns(): VariableCsvColumn[] {
  const text = storage()?.getItem(EXPORT_COLUMNS_STORAGE_KEY);
  if (!text) return [...VARIABLE_CSV_COLUMNS];
  try {
    const parsed = storedSchema.safeParse(JSON.parse(text));
    const columns = parsed.success ? orderedCsvColumns(parsed.data) : [];
    return columns.length > 0 ? columns : [...VARIABLE_CSV_COLUMNS];
  } catch {
    return [...VARIABLE_CSV_COLUMNS];
  }
}

export function saveExportColumns(columns: readonly VariableCsvColumn[]): void {
  try {
    storage()?.setItem(EXPORT_COLUMNS_STORAGE_KEY, JSON.stringify(columns));
  } catch {
    // A full or refused storage only loses the memory of the choice, not the export.
  }
}
