import { z } from 'zod';
import { EXPORT_FORMATS, type DownloadVariable, type ExportFormat } from '../../../entities/transfers/downloadsApi';
import { defineListSearch, type ListSearchOf } from '../../../api/listSearch';
import {
  dateRangeFromSearch,
  dateRangeSearchSchema,
  dateRangeToSearch,
  type DateRangeValue,
} from '../../../ui/DateRangePicker/dateRangeValue';
import { SAMPLING_CHOICES, type SamplingChoice } from './exportForm';

/*
 * The self-service screen's URL (spec 001 §2 data-self-service; CONVENTIONS "Routes and screens"):
 * the whole selection — structure filters, variables with their aggregation, period, sampling,
 * format and title — so that an analyst can send the link, plus the open tab and the lists' pages.
 * A malformed part of a shared link is dropped rather than refusing the page.
 */

export const SELF_SERVICE_TABS = ['downloads', 'configs', 'history'] as const;
export type SelfServiceTab = (typeof SELF_SERVICE_TABS)[number];
export const DOWNLOAD_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_DOWNLOAD_PAGE_SIZE = 10;
export const CONFIG_PAGE_SIZE = 10;
/** spec 000 §9 quick ranges: a week is what an export is usually about. */
export const DEFAULT_EXPORT_PERIOD: DateRangeValue = { shortcut: 'J-7' };

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);
const toList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** `12:3` is variable 12 with aggregation 3; `12` alone takes the variable's own aggregation (0). */
export function parseVariableParam(value: unknown): DownloadVariable | null {
  const match = /^(\d+)(?::(\d+))?$/.exec(String(value));
  if (!match) return null;
  const variableId = Number(match[1]);
  const aggregationId = match[2] === undefined ? 0 : Number(match[2]);
  return variableId > 0 ? { variableId, aggregationId } : null;
}

/**
 * A variable as the URL holds it: `12:3`, or the number `12` alone, which the URL writes as `v=12`
 * (the text "12" would be written quoted, `v="12"`, so that it reads back as text).
 */
export function variableParam(variable: DownloadVariable): string | number {
  return variable.aggregationId > 0 ? `${variable.variableId}:${variable.aggregationId}` : variable.variableId;
}

/** The downloads list's paging, with the rest of the screen's view: the export's selection, the tab, the configs' page. */
export const selfServiceSearch = defineListSearch({
  view: {
    clientId: positiveId,
    placeId: positiveId,
    projectId: positiveId,
    /** The selected variables, in order, each once. */
    v: z
      .union([z.string(), z.number(), z.array(z.unknown())])
      .transform((value) => {
        const seen = new Set<number>();
        return toList(value)
          .map(parseVariableParam)
          .filter(
            (item): item is DownloadVariable =>
              item !== null && !seen.has(item.variableId) && !!seen.add(item.variableId),
          )
          .map(variableParam);
      })
      .optional()
      .catch(undefined),
    ...dateRangeSearchSchema.shape,
    sampling: z.enum(SAMPLING_CHOICES).optional().catch(undefined),
    format: z.enum(EXPORT_FORMATS).optional().catch(undefined),
    title: z.string().max(200).optional().catch(undefined),
    tab: z.enum(SELF_SERVICE_TABS).optional().catch(undefined),
    configPage: z.coerce.number().int().min(1).optional().catch(undefined),
  },
  filters: {},
  defaults: { range: 'J-7', sampling: 'auto', format: 'csv', tab: 'downloads', configPage: 1 },
  pageSizes: DOWNLOAD_PAGE_SIZES,
  defaultPageSize: DEFAULT_DOWNLOAD_PAGE_SIZE,
  /** GET files answers newest first, in no other order. */
  sortFields: [],
});

export const selfServiceSearchSchema = selfServiceSearch.schema;
export type SelfServiceSearch = ListSearchOf<typeof selfServiceSearch>;

/**
 * The saved configurations' list: the chosen project and its page, which the screen's URL holds as
 * `projectId` and `configPage` (its `page` is the downloads').
 */
export const configsSearch = defineListSearch({
  filters: { projectId: positiveId },
  pageSizes: [CONFIG_PAGE_SIZE],
  defaultPageSize: CONFIG_PAGE_SIZE,
  sortFields: [],
});
export type ConfigsSearch = ListSearchOf<typeof configsSearch>;

export function configsSearchOf(search: SelfServiceSearch): ConfigsSearch {
  return configsSearch.clean({ projectId: search.projectId, page: search.configPage });
}

/** What the export form edits, as the URL holds it. */
export interface ExportSelection {
  variables: DownloadVariable[];
  period: DateRangeValue;
  sampling: SamplingChoice;
  format: ExportFormat;
  title: string;
}

export function selectionOf(search: SelfServiceSearch): ExportSelection {
  return {
    variables: (search.v ?? []).map(parseVariableParam).filter((item): item is DownloadVariable => item !== null),
    // A custom period comes back from the URL as it was typed, valid or not: the form's rule refuses
    // one that ends before it starts, where a silent default would be sent instead.
    period:
      search.start && search.end
        ? { start: search.start, end: search.end }
        : (dateRangeFromSearch(search) ?? DEFAULT_EXPORT_PERIOD),
    sampling: search.sampling ?? 'auto',
    format: search.format ?? 'csv',
    title: search.title ?? '',
  };
}

/** The search with a new selection, defaults left out (the lists' paging is kept). */
export function withSelection(search: SelfServiceSearch, selection: ExportSelection): SelfServiceSearch {
  return selfServiceSearch.clean({
    ...search,
    v: selection.variables.map(variableParam),
    ...dateRangeToSearch(selection.period),
    sampling: selection.sampling,
    format: selection.format,
    title: selection.title,
  });
}

export function withSearchPatch(search: SelfServiceSearch, patch: Partial<SelfServiceSearch>): SelfServiceSearch {
  return selfServiceSearch.clean({ ...search, ...patch });
}
