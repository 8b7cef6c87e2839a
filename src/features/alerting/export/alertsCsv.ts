import type { CsvCell } from '../../../lib/csv';
import { fetchAllPages, PageFetchError } from '../../../lib/pagedFetch';
import {
  alertsResource,
  projectAlertsResource,
  type Alert,
  type AlertListParams,
  type ProjectAlertListParams,
} from '../../../entities/alerting/api';
import type { AlertLevelName, AlertTypeName } from '../../../entities/alerting/alertTypes';
import { alertThresholds } from './alertThresholdTerms';

/**
 * The alert list's CSV export (spec 000 §2: columns Client, Site, Project, Alert, Variable,
 * IdTechnique, Type, Criticite, Scenario, Seuil, NotifiedContacts, EmailContacts; §7 "Alert,
 * project-alert and event CSV exports are built on the client"), written with src/lib/csv.ts in
 * the user's language's convention.
 *
 * The column names are the spec's; the cells are the words the list shows, in the user's language:
 * Type, Criticite, and Seuil as the Thresholds column writes it ("Above 10 kW, back below 8 kW",
 * "After 1 day"). The muted state has no column of its own among the spec's twelve: it goes with
 * the Type, "High threshold (not muted)" (spec 000 §9 labels it; French says "non muette", an
 * alert being feminine). Several variables, scenarios or contacts of one alert are joined with ", ".
 */

export const ALERTS_CSV_HEADER = [
  'Client',
  'Site',
  'Project',
  'Alert',
  'Variable',
  'IdTechnique',
  'Type',
  'Criticite',
  'Scenario',
  'Seuil',
  'NotifiedContacts',
  'EmailContacts',
] as const;

/** File name prefixes per list; the writer appends the date (spec 000 §9). */
export const ALERTS_CSV_PREFIX = 'alerts_list_';
export const PROJECT_ALERTS_CSV_PREFIX = 'project_alerts_list_';

export const ALERT_EXPORT_PAGE_SIZE = 500;
export const ALERT_EXPORT_CONCURRENCY = 4;

const LIST = ', ';
const joined = (items: readonly (string | null | undefined)[]): string | null => {
  const kept = items.filter((item): item is string => Boolean(item));
  return kept.length > 0 ? kept.join(LIST) : null;
};

/** The words of the file, in the user's language. */
export interface AlertCsvLabels {
  type: (type: AlertTypeName) => string;
  level: (level: AlertLevelName) => string;
  /** "muted" or "not muted". */
  muted: (muted: boolean) => string;
  /** The thresholds as the list's column says them. */
  thresholds: (alert: Alert) => string;
}

/** Every variable an alert watches: its alertVariables, then a communication alert's variables. */
export function watchedVariables(alert: Pick<Alert, 'alertVariables' | 'variables'>) {
  return [...alert.alertVariables.map((item) => item.variable), ...(alert.variables ?? [])];
}

/** One alert as the twelve cells of ALERTS_CSV_HEADER. */
export function alertCsvRow(alert: Alert, labels: AlertCsvLabels): CsvCell[] {
  const variables = watchedVariables(alert);
  const type = alert.activationFunction.name;
  return [
    alert.project.place.client.name,
    alert.project.place.name,
    alert.project.name,
    alert.name,
    joined(variables.map((variable) => variable.name)),
    joined(variables.map((variable) => variable.sourceTechnicalName)),
    `${labels.type(type)} (${labels.muted(!alert.enabled)})`,
    labels.level(alert.alertLevel.name),
    joined(alert.scenarios.map((scenario) => scenario.name)),
    alertThresholds(alert).terms.kind === 'none' ? null : labels.thresholds(alert),
    joined(alert.contacts.map((contact) => contact.name)),
    joined(alert.contacts.map((contact) => contact.email)),
  ];
}

export type AlertExportSource =
  { list: 'alerts'; params: AlertListParams } | { list: 'project-alerts'; params: ProjectAlertListParams };

export interface AlertsExportRead {
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Every alert matching the list's filters and sort, in pages of 500 (limit, offset), four in
 * flight at most, merged in order; a failed page is tried once more, then the read stops with the
 * API's own error. Cancelling rejects with an AbortError.
 */
export async function fetchAllAlerts(
  source: AlertExportSource,
  { onProgress, signal }: AlertsExportRead = {},
): Promise<Alert[]> {
  try {
    return await fetchAllPages({
      pageSize: ALERT_EXPORT_PAGE_SIZE,
      concurrency: ALERT_EXPORT_CONCURRENCY,
      retries: 1,
      signal,
      onProgress,
      fetchPage: async ({ offset, limit }, pageSignal) => {
        const page =
          source.list === 'alerts'
            ? await alertsResource.list({ ...source.params, limit, offset }, pageSignal)
            : await projectAlertsResource.list({ ...source.params, limit, offset }, pageSignal);
        return { rows: page.data, total: page.total_count };
      },
    });
  } catch (error) {
    throw error instanceof PageFetchError ? error.cause : error;
  }
}
