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
import { alertThresholds, type AlertThresholds } from './alertThresholdTerms';

/**
 * The alert list's CSV export (spec 000 §2: columns Client, Site, Project, Alert, Variable,
 * IdTechnique, Type, Criticite, Scenario, Seuil, NotifiedContacts, EmailContacts; §7 "Alert,
 * project-alert and event CSV exports are built on the client"; §9 semicolon, CRLF, BOM, null as
 * empty, "muted or not muted labelled in French"), written with src/lib/csv.ts.
 *
 * The file is French whatever the user's language, like every CSV of the product (Oui/Non): the
 * header is the spec's, Type, Criticite and Seuil are French labels. The muted state has no column
 * of its own among the spec's twelve: it goes with the Type, "Seuil haut (non muette)", since it
 * says how the alert of that type behaves (an alert, "une alerte", is feminine in French).
 * Several variables, scenarios or contacts of one alert are joined with ", ".
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

const TYPE_FR: Record<AlertTypeName, string> = {
  high: 'Seuil haut',
  low: 'Seuil bas',
  in_range: 'Dans la plage',
  out_of_range: 'Hors plage',
  offline: 'Hors ligne',
  offline_single: 'Hors ligne (variable seule)',
  stagnation: 'Stagnation',
  nodata: 'Absence de données',
  com: 'Communication',
};

const LEVEL_FR: Record<AlertLevelName, string> = {
  info: 'Info',
  warning: 'Avertissement',
  error: 'Erreur',
  critical: 'Critique',
};

export const MUTED_FR = 'muette';
export const NOT_MUTED_FR = 'non muette';

const LIST = ', ';
const joined = (items: readonly (string | null | undefined)[]): string | null => {
  const kept = items.filter((item): item is string => Boolean(item));
  return kept.length > 0 ? kept.join(LIST) : null;
};

/** A parameter the type needs but the alert lacks (an alert saved before the rule). */
const UNSET_FR = 'non défini';

const frenchNumber = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 6, useGrouping: false });

/** The Seuil cell: the thresholds in French words, "Au-dessus de 10 kW, fin sous 8 kW (hystérésis 1)". */
export function frenchThresholds({ terms, hysteresis, unit }: AlertThresholds): string | null {
  const v = (input: number | null) => {
    if (input === null) return UNSET_FR;
    const text = frenchNumber.format(input);
    return unit ? `${text} ${unit}` : text;
  };
  let text: string;
  switch (terms.kind) {
    case 'above':
      text = `Au-dessus de ${v(terms.activation)}, fin sous ${v(terms.deactivation)}`;
      break;
    case 'below':
      text = `Sous ${v(terms.activation)}, fin au-dessus de ${v(terms.deactivation)}`;
      break;
    case 'between':
      text = `Entre ${v(terms.low)} et ${v(terms.high)}`;
      break;
    case 'outside':
      text = `Hors de ${v(terms.activationLow)} à ${v(terms.activationHigh)}, fin entre ${v(terms.deactivationLow)} et ${v(terms.deactivationHigh)}`;
      break;
    case 'duration':
      text = terms.minutes === null ? `Après une durée ${UNSET_FR}` : `Après ${frenchNumber.format(terms.minutes)} min`;
      break;
    case 'none':
      return null;
  }
  return hysteresis === null ? text : `${text} (hystérésis ${frenchNumber.format(hysteresis)})`;
}

/** Every variable an alert watches: its alertVariables, then a communication alert's variables. */
export function watchedVariables(alert: Pick<Alert, 'alertVariables' | 'variables'>) {
  return [...alert.alertVariables.map((item) => item.variable), ...(alert.variables ?? [])];
}

/** One alert as the twelve cells of ALERTS_CSV_HEADER. */
export function alertCsvRow(alert: Alert): CsvCell[] {
  const variables = watchedVariables(alert);
  const type = alert.activationFunction.name;
  return [
    alert.project.place.client.name,
    alert.project.place.name,
    alert.project.name,
    alert.name,
    joined(variables.map((variable) => variable.name)),
    joined(variables.map((variable) => variable.sourceTechnicalName)),
    `${TYPE_FR[type]} (${alert.enabled ? NOT_MUTED_FR : MUTED_FR})`,
    LEVEL_FR[alert.alertLevel.name],
    joined(alert.scenarios.map((scenario) => scenario.name)),
    frenchThresholds(alertThresholds(alert)),
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
