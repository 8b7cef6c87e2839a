import { Button, Group, Select, Stack } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { BEX_REPORT_STATUSES, type BexReport } from '../../../entities/reports/bexReportsApi';
import { ListTable } from '../../../entities/users/ListTable';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { useRouteSearch } from '../../../navigation/useRouteSearch';
import { listView } from '../../../ui/DataTable/listView';
import { DeleteReportDialog } from './DeleteReportDialog';
import {
  DEFAULT_MAINTENANCE_COLUMN_IDS,
  MAINTENANCE_COLUMN_IDS,
  MAINTENANCE_TABLE_ID,
  useMaintenanceColumns,
} from './maintenanceColumns';
import { maintenanceListQueries, maintenanceListSearch, type MaintenanceListSearch } from './maintenanceSearch';
import { ProjectSelect } from './ProjectSelect';

const rowKey = (report: BexReport) => report.id;
const isStatus = (value: string | null) => BEX_REPORT_STATUSES.find((status) => status === value);

const route = getRouteApi('/_auth/bexrapports/');

/**
 * spec 001 §2 bexrapports: the maintenance reports, filtered by project and status, paged by the
 * server; each opens its page (findings, chart, PDF). Writing needs maintenance_report_manage
 * (spec 001 §6): without it, neither "New report" nor Delete is offered.
 */
export function MaintenanceReportsScreen() {
  const view = listView(maintenanceListSearch, useRouteSearch(route.useSearch()));
  const navigate = useNavigate();
  const { search } = view;
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'maintenance_report_manage');
  const [deleting, setDeleting] = useState<BexReport | null>(null);
  // A state setter is stable: the columns keep their identity.
  const columns = useMaintenanceColumns(canManage, setDeleting);
  const allIds = canManage ? MAINTENANCE_COLUMN_IDS : MAINTENANCE_COLUMN_IDS.filter((id) => id !== 'actions');
  const defaults = DEFAULT_MAINTENANCE_COLUMN_IDS.filter((id) => canManage || id !== 'actions');
  const columnSet = { tableId: MAINTENANCE_TABLE_ID, columnIds: allIds, defaultColumnIds: defaults };
  const list = useQueryRegion(maintenanceListQueries(search).list);
  const filter = (patch: Partial<MaintenanceListSearch>) => view.setFilter(patch);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end" wrap="wrap">
        <Group gap="sm" align="end" wrap="wrap">
          <ProjectSelect
            label={t('maintenanceReport.filter.project')}
            placeholder={t('maintenanceReport.filter.allProjects')}
            clearable
            value={search.projectId ?? null}
            onChange={(projectId) => filter({ projectId: projectId ?? undefined })}
            w={280}
          />
          <Select
            label={t('maintenanceReport.filter.status')}
            placeholder={t('maintenanceReport.filter.allStatuses')}
            clearable
            data={BEX_REPORT_STATUSES.map((status) => ({
              value: status,
              label: t(`maintenanceReport.status.${status}`),
            }))}
            value={search.status ?? null}
            onChange={(value) => filter({ status: isStatus(value) })}
            w={180}
          />
        </Group>
        {canManage ? (
          <Button
            // The new report starts on the filtered project, when there is one.
            onClick={() =>
              void navigate({
                to: '/bexrapports/add',
                search: search.projectId === undefined ? {} : { projectId: search.projectId },
              })
            }
          >
            {t('maintenanceReport.new')}
          </Button>
        ) : null}
      </Group>
      <ListTable
        view={view}
        region={list}
        columnSet={columnSet}
        columns={columns}
        rowKey={rowKey}
        label={t('maintenanceReport.table.label')}
        what={t('maintenanceReport.region')}
        countText={(count) => t('maintenanceReport.count', { count })}
        emptyText={t(view.filtered ? 'maintenanceReport.emptyFiltered' : 'maintenanceReport.empty')}
      />
      <DeleteReportDialog report={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
