import { z } from 'zod';
import { defineListSearch, type ListSearchOf } from '../../../api/listSearch';
import { DEFAULT_TIME_ZONE, toInstant } from '../../../lib/dateFormat';
import { DATE_SHORTCUTS, resolveShortcut, type DateRange } from '../../../lib/dateRanges';
import { validCustomRange } from '../../../ui/DateRangePicker/dateRangeValue';
import { VARIABLE_OPERATIONS, type VariableOperationListParams } from '../../../entities/variables/api';

/**
 * The variable change history's URL state (spec 000 §2 historychangevar/{projectId}, §3 history
 * row; CONVENTIONS "Routes and screens": every filter, page and period is a search param, defaults
 * left out). Shared links come from users, so a malformed field is dropped (`.catch(undefined)`)
 * rather than refusing the page.
 *
 * The period is optional: without one the whole history shows. A project's history is a sparse
 * log (a few changes a month) that a user opens to find "what happened to this variable", so the
 * default two-week window of spec 000 §9, meant for measured data, would mostly show nothing.
 */

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);
const instantText = z
  .string()
  .refine((value) => toInstant(value) !== null)
  .optional()
  .catch(undefined);

export const historySearch = defineListSearch({
  filters: {
    /** Only the changes of one variable (the variable editor links here with it). */
    variableId: positiveId,
    operation: z.enum(VARIABLE_OPERATIONS).optional().catch(undefined),
    /** A shortcut of spec 000 §9 (J-7, M-1…), or an explicit start and end; none: the whole history. */
    range: z.enum(DATE_SHORTCUTS).optional().catch(undefined),
    start: instantText,
    end: instantText,
  },
  pageSizes: [25, 50, 100],
  defaultPageSize: 50,
  /** GET variables/operations answers newest first, in no other order. */
  sortFields: [],
});

export const historySearchSchema = historySearch.schema;
export type HistorySearch = ListSearchOf<typeof historySearch>;

/**
 * The period the search asks for at `now`: a valid explicit start and end first, else the
 * shortcut, else none (the whole history). Unlike resolveRange, nothing falls back to two weeks.
 */
export function historyPeriod(
  search: Pick<HistorySearch, 'range' | 'start' | 'end'>,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): DateRange | null {
  const custom = validCustomRange(search.start, search.end, timeZone);
  if (custom) return custom;
  return search.range ? resolveShortcut(search.range, now, timeZone) : null;
}

/** Whether the view is limited to a period (the "whole history" box unticked). */
export function hasPeriod(search: Pick<HistorySearch, 'range' | 'start' | 'end'>): boolean {
  return historyPeriod(search, new Date(0)) !== null;
}

/** The GET variables/operations params of a view of one project's history. */
export function historyListParams(
  projectId: number,
  search: HistorySearch,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): VariableOperationListParams {
  const params: VariableOperationListParams = { projectId, ...historySearch.pageParams(search) };
  if (search.variableId !== undefined) params.variableId = search.variableId;
  if (search.operation !== undefined) params.operation = search.operation;
  const period = historyPeriod(search, now, timeZone);
  if (period) {
    params.start = period.start.toISOString();
    params.end = period.end.toISOString();
  }
  return params;
}
