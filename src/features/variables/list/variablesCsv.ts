import type { CsvCell } from '../../../lib/csv';
import { fetchAllPages, PageFetchError } from '../../../lib/pagedFetch';
import { VARIABLE_EXPORT_PAGE_SIZE } from '../../../lib/sampling';
import { variablesResource, type Variable, type VariableListParams } from '../../../entities/variables/api';

/**
 * The variables export (spec 000 §7 "Variable export": repeated GET variables pages of at most 500
 * rows, merged and saved as CSV named variables_list_ plus the date; columns follow the user's
 * column choice among Client, Site, Project, Name, Unit, AcquisitionDevice, IdTechnique, Type,
 * Aggregation, Attached shown as Oui or Non; spec 001 §7). Written with src/lib/csv.ts in the
 * user's language's convention. The header names are the spec's; the cells are the words the list
 * shows, in the user's language (Oui or Non in French, Yes or No in English), never the API's codes.
 */

export const VARIABLE_CSV_COLUMNS = [
  'Client',
  'Site',
  'Project',
  'Name',
  'Unit',
  'AcquisitionDevice',
  'IdTechnique',
  'Type',
  'Aggregation',
  'Attached',
] as const;
export type VariableCsvColumn = (typeof VARIABLE_CSV_COLUMNS)[number];

/** The file name prefix; the writer appends the date (spec 000 §7, §9). */
export const VARIABLES_CSV_PREFIX = 'variables_list_';

/** spec 001 §7: a few pages in flight at once, never more than four. */
export const VARIABLES_EXPORT_CONCURRENCY = 4;

/** The chosen columns in the file's order (the spec's), whatever order they were ticked in. */
export function orderedCsvColumns(chosen: readonly string[]): VariableCsvColumn[] {
  return VARIABLE_CSV_COLUMNS.filter((column) => chosen.includes(column));
}

/**
 * Whether a variable counts as attached: to the list's project filter when there is one, else to
 * any project (spec 001 §3: a variable's projects; spec 001 §9 "The attached column shows Oui or
 * Non"). With a project filter the server only answers that project's variables, so every row
 * reads Oui; without one the column tells the variables no project uses.
 */
export function isAttached(variable: Pick<Variable, 'projects'>, filterProjectId?: number): boolean {
  return filterProjectId === undefined
    ? variable.projects.length > 0
    : variable.projects.some((project) => project.id === filterProjectId);
}

/** The words of the file, in the user's language. */
export interface VariableCsvLabels {
  type: (type: Variable['type']) => string;
  aggregation: (name: Variable['aggregation']['name']) => string;
  yesNo: (yes: boolean) => string;
}

/**
 * One variable as the chosen columns. A variable may belong to several projects of its site: the
 * Project cell lists them all, joined with ", " in the server's order (spec 001 §3 "projects
 * (place and client)"), empty for none. Type and Aggregation are written as the list shows them
 * ("Formula", "Average"), Attached as yes or no.
 */
export function variableCsvRow(
  variable: Variable,
  columns: readonly VariableCsvColumn[],
  labels: VariableCsvLabels,
  filterProjectId?: number,
): CsvCell[] {
  const cells: Record<VariableCsvColumn, () => CsvCell> = {
    Client: () => variable.place.client.name,
    Site: () => variable.place.name,
    Project: () => variable.projects.map((project) => project.name).join(', '),
    Name: () => variable.name,
    Unit: () => variable.unit.name,
    AcquisitionDevice: () => variable.acquisitionDevice?.name ?? null,
    IdTechnique: () => variable.sourceTechnicalName ?? null,
    Type: () => labels.type(variable.type),
    Aggregation: () => labels.aggregation(variable.aggregation.name),
    Attached: () => labels.yesNo(isAttached(variable, filterProjectId)),
  };
  return columns.map((column) => cells[column]());
}

export interface VariablesExportRead {
  /** Rows received so far and the total, after each page. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Every variable matching the list's filters and sort, in pages of 500 (limit, offset), four in
 * flight at most, merged in order; a failed page is tried once more, then the read stops with the
 * API's own error (its code is what the user is told). Cancelling rejects with an AbortError.
 */
export async function fetchAllVariables(
  params: VariableListParams,
  { onProgress, signal }: VariablesExportRead = {},
): Promise<Variable[]> {
  try {
    return await fetchAllPages({
      pageSize: VARIABLE_EXPORT_PAGE_SIZE,
      concurrency: VARIABLES_EXPORT_CONCURRENCY,
      retries: 1,
      signal,
      onProgress,
      fetchPage: async ({ offset, limit }, pageSignal) => {
        const page = await variablesResource.list({ ...params, limit, offset }, pageSignal);
        return { rows: page.data, total: page.total_count };
      },
    });
  } catch (error) {
    throw error instanceof PageFetchError ? error.cause : error;
  }
}
