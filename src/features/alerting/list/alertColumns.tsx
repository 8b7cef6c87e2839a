import { Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import type { Alert } from '../../../entities/alerting/api';
import { SeverityTag } from '../../../entities/alerting/SeverityTag';
import { watchedVariables } from '../export/alertsCsv';
import { AlertNameCell } from './AlertNameCell';
import type { AlertTableTab } from './alertListSearch';
import { AlertStateCell } from './AlertStateCell';
import { useThresholdText } from './useThresholdText';

/**
 * The alert tables' column sets (spec 000 §3 "Every table offers a selectable and a default column
 * set"; the Alert's fields). A sortable column's id is its server `ordering` field
 * (alertListSearch.ts ALERT_SORT_FIELDS). One table id per tab, so each keeps its own choice.
 */
export const ALERT_COLUMN_IDS = [
  'client',
  'site',
  'project',
  'name',
  'variables',
  'technicalId',
  'type',
  'alertLevel',
  'scenarios',
  'thresholds',
  'contacts',
  'state',
  'actions',
] as const;
export type AlertColumnId = (typeof ALERT_COLUMN_IDS)[number];

export const ALERT_TABLE_IDS: Record<AlertTableTab, string> = { standard: 'alerts', specific: 'projectAlerts' };

/**
 * What a configurer scans first: where, which alert, how it triggers, and its state; sized so that
 * alert names read whole at 1440 px. The variables, contacts and scenarios are one click away.
 */
export const DEFAULT_ALERT_COLUMN_IDS: Record<AlertTableTab, readonly AlertColumnId[]> = {
  // The thresholds say the type ("above 80 %"): the type column is in the picker.
  standard: ['site', 'project', 'name', 'alertLevel', 'thresholds', 'state', 'actions'],
  specific: ['site', 'project', 'name', 'alertLevel', 'thresholds', 'state', 'actions'],
};

/*
 * Free text never widens its column past these (px). Alert names get the most room and keep at
 * least ALERT_NAME_MIN_WIDTH on a narrow screen: they are what the user looks for, and the seed's
 * run to 50 characters; the thresholds sentence comes next.
 */
const NAME_MAX_WIDTH = 180;
const ALERT_NAME_MIN_WIDTH = 240;
const ALERT_NAME_MAX_WIDTH = 340;
const LIST_MAX_WIDTH = 240;
const THRESHOLDS_MAX_WIDTH = 280;

/** Long text is cut by the cell's ellipsis (maxWidth); the full text stays reachable as the title. */
function Named({ text, title }: { text: string; title?: string }) {
  return <span title={title ?? text}>{text}</span>;
}

export interface AlertColumnsOptions {
  tab: AlertTableTab;
  /** The row actions' cell; null without alerting_configuration_manage (the column is then left out). */
  actions: ((alert: Alert) => ReactNode) | null;
}

/** The columns, translated in the user's language; memoised per language and options. */
export function useAlertColumns({ tab, actions }: AlertColumnsOptions): DataTableColumn<Alert>[] {
  const intl = useIntl();
  const thresholdText = useThresholdText();
  return useMemo((): DataTableColumn<Alert>[] => {
    const t = (id: MessageId) => intl.formatMessage({ id });
    const columns: Record<AlertColumnId, DataTableColumn<Alert> | null> = {
      client: {
        id: 'client',
        header: t('alertList.column.client'),
        sortable: true,
        maxWidth: NAME_MAX_WIDTH,
        cell: (alert) => <Named text={alert.project.place.client.name} />,
      },
      site: {
        id: 'site',
        header: t('alertList.column.site'),
        sortable: true,
        maxWidth: NAME_MAX_WIDTH,
        cell: (alert) => <Named text={alert.project.place.name} />,
      },
      project: {
        id: 'project',
        header: t('alertList.column.project'),
        sortable: true,
        maxWidth: NAME_MAX_WIDTH,
        cell: (alert) => <Named text={alert.project.name} />,
      },
      name: {
        id: 'name',
        header: t('alertList.column.name'),
        sortable: true,
        width: ALERT_NAME_MIN_WIDTH,
        maxWidth: ALERT_NAME_MAX_WIDTH,
        cell: (alert) => <AlertNameCell alert={alert} tab={tab} />,
      },
      variables: {
        id: 'variables',
        header: t('alertList.column.variables'),
        maxWidth: LIST_MAX_WIDTH,
        cell: (alert) => (
          <Named
            text={watchedVariables(alert)
              .map((variable) => variable.name)
              .join(', ')}
          />
        ),
      },
      technicalId: {
        id: 'technicalId',
        header: t('alertList.column.technicalId'),
        maxWidth: LIST_MAX_WIDTH,
        cell: (alert) => (
          <Named
            text={watchedVariables(alert)
              .map((variable) => variable.sourceTechnicalName)
              .filter(Boolean)
              .join(', ')}
          />
        ),
      },
      type: {
        id: 'type',
        header: t('alertList.column.type'),
        sortable: true,
        cell: (alert) => t(`alertType.${alert.activationFunction.name}`),
      },
      alertLevel: {
        id: 'alertLevel',
        header: t('alertList.column.level'),
        sortable: true,
        cell: (alert) => <SeverityTag level={alert.alertLevel.name} />,
      },
      scenarios: {
        id: 'scenarios',
        header: t('alertList.column.scenarios'),
        maxWidth: LIST_MAX_WIDTH,
        cell: (alert) =>
          alert.scenarios.length > 0 ? (
            <Named text={alert.scenarios.map((scenario) => scenario.name).join(', ')} />
          ) : (
            <Text span size="sm" c="dimmed">
              {t('alertList.scenarios.always')}
            </Text>
          ),
      },
      thresholds: {
        id: 'thresholds',
        header: t('alertList.column.thresholds'),
        maxWidth: THRESHOLDS_MAX_WIDTH,
        cell: (alert) => <Named text={thresholdText(alert)} />,
      },
      contacts: {
        id: 'contacts',
        header: t('alertList.column.contacts'),
        maxWidth: LIST_MAX_WIDTH,
        cell: (alert) => (
          <Named
            text={alert.contacts.map((contact) => contact.name).join(', ')}
            title={alert.contacts.map((contact) => `${contact.name} <${contact.email}>`).join(', ')}
          />
        ),
      },
      state: {
        id: 'state',
        header: t('alertList.column.state'),
        cell: (alert) => <AlertStateCell alert={alert} />,
      },
      actions: actions && {
        id: 'actions',
        header: t('alertList.column.actions'),
        cell: actions,
      },
    };
    return ALERT_COLUMN_IDS.flatMap((id) => columns[id] ?? []);
  }, [intl, tab, actions, thresholdText]);
}
