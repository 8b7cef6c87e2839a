import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { formatDateTime } from '../../../lib/dateFormat';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import type { Dashboard } from '../../../entities/explorer/api';

/** A sortable column's id is its server `ordering` field (dashboardListSearch.ts DASHBOARD_SORT_FIELDS). */
export const DASHBOARD_COLUMN_IDS = ['name', 'project', 'graphs', 'updatedAt', 'actions'] as const;
export const DEFAULT_DASHBOARD_COLUMN_IDS: readonly string[] = DASHBOARD_COLUMN_IDS;

const NAME_MIN_WIDTH = 240;
const NAME_MAX_WIDTH = 420;
const PROJECT_MAX_WIDTH = 380;

/** "client › site › project" when the dashboard is about a project. */
export function projectPath(dashboard: Dashboard): string | null {
  const project = dashboard.project;
  if (!project) return null;
  return [project.place.client.name, project.place.name, project.name].join(' › ');
}

/** The columns, translated; the actions column only for a user who may manage dashboards. */
export function useDashboardColumns(actions: ((dashboard: Dashboard) => ReactNode) | null) {
  const intl = useIntl();
  return useMemo((): DataTableColumn<Dashboard>[] => {
    const t = (id: MessageId) => intl.formatMessage({ id });
    const columns: DataTableColumn<Dashboard>[] = [
      {
        id: 'name',
        header: t('explorerList.column.name'),
        sortable: true,
        width: NAME_MIN_WIDTH,
        maxWidth: NAME_MAX_WIDTH,
        cell: (dashboard) => (
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link to="/data-explorer/dash/$dashId" params={{ dashId: dashboard.id }} {...props} />
            )}
          >
            {dashboard.name}
          </Anchor>
        ),
      },
      {
        id: 'project',
        header: t('explorerList.column.project'),
        sortable: true,
        maxWidth: PROJECT_MAX_WIDTH,
        cell: (dashboard) => {
          const path = projectPath(dashboard) ?? t('explorerList.noProject');
          return <span>{path}</span>;
        },
      },
      {
        id: 'graphs',
        header: t('explorerList.column.graphs'),
        sortable: true,
        align: 'end',
        cell: (dashboard) => intl.formatNumber(dashboard.graphs.length),
      },
      {
        id: 'updatedAt',
        header: t('explorerList.column.updatedAt'),
        sortable: true,
        cell: (dashboard) => (dashboard.updatedAt ? formatDateTime(dashboard.updatedAt) : ''),
      },
    ];
    if (actions) columns.push({ id: 'actions', header: t('explorerList.column.actions'), cell: actions });
    return columns;
  }, [intl, actions]);
}
