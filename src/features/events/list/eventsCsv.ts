import type { CsvCell } from '../../../lib/csv';
import { fetchAllPages, PageFetchError } from '../../../lib/pagedFetch';
import {
  eventsResource,
  type AlertEvent,
  type EventListParams,
  type EventVariable,
} from '../../../entities/events/api';

/**
 * The events list export (spec 000 §2: "export CSV (columns Client, Site, Project, Alert,
 * Variable, IdTechnique, Criticite, Debut, Fin, Status)"; §7: "event CSV exports are built on the
 * client"). Written with src/lib/csv.ts (semicolon, CRLF, BOM, spec 000 §9).
 */

export const EVENTS_CSV_HEADER = [
  'Client',
  'Site',
  'Project',
  'Alert',
  'Variable',
  'IdTechnique',
  'Criticite',
  'Debut',
  'Fin',
  'Status',
] as const;

/** The file name prefix; the writer appends the date (spec 000 §9). */
export const EVENTS_CSV_PREFIX = 'events_list_';

/** Rows per GET events call while exporting: few calls, each answer still small. */
export const EVENTS_EXPORT_PAGE_SIZE = 500;

/** The variables an event watches: its alert's variables, else the communication alert's list. */
function eventVariables(event: AlertEvent): EventVariable[] {
  const watched = event.alert.alertVariables?.map((item) => item.variable) ?? [];
  return watched.length > 0 ? watched : (event.alert.variables ?? []);
}

/** The words of the file, in the user's language (the column names are the spec's). */
export interface EventCsvLabels {
  level: (level: string) => string;
  status: (status: AlertEvent['status']) => string;
}

/**
 * One event as the spec's columns. Criticite and Status are the words the list shows ("Warning",
 * "Seen"), not the API's codes. Debut and Fin are Dates, which the writer prints as
 * "YYYY-MM-DD HH:mm:ss" in Europe/Paris, a date in every spreadsheet; Fin is empty while the
 * event is in progress.
 */
export function eventCsvRow(event: AlertEvent, labels: EventCsvLabels): CsvCell[] {
  const variables = eventVariables(event);
  return [
    event.client.name,
    event.site.name,
    event.project.name,
    event.alert.name,
    variables.map((variable) => variable.name).join(', '),
    variables
      .map((variable) => variable.sourceTechnicalName ?? '')
      .filter((name) => name !== '')
      .join(', '),
    labels.level(event.alert.level),
    new Date(event.dateStart),
    event.dateEnd === null ? null : new Date(event.dateEnd),
    labels.status(event.status),
  ];
}

/** Pages read at once after the first: a few, not a burst the server would have to queue. */
export const EVENTS_EXPORT_CONCURRENCY = 4;

/**
 * Every event matching the list's filters and sort, read page by page (a few at once, merged in
 * order), so that the export holds all matching rows and not only the page on screen. The
 * caller's limit and offset are ignored. A page failing twice fails the export with its own error.
 */
export async function fetchAllEvents(params: EventListParams, signal?: AbortSignal): Promise<AlertEvent[]> {
  try {
    return await fetchAllPages({
      pageSize: EVENTS_EXPORT_PAGE_SIZE,
      concurrency: EVENTS_EXPORT_CONCURRENCY,
      signal,
      fetchPage: async ({ offset, limit }, pageSignal) => {
        const page = await eventsResource.list({ ...params, limit, offset }, pageSignal);
        return { rows: page.data, total: page.total_count };
      },
    });
  } catch (error) {
    // The API's own error (its code) is what the user is told, not the page's wrapper.
    throw error instanceof PageFetchError ? error.cause : error;
  }
}
