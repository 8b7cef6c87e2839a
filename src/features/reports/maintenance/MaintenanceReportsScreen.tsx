import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { BEX_REPORT_STATUSES, type BexReport } from '../../../entities/reports/bexReportsApi';
import { useTableColumns } from '../../../entities/users/tableColumns';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { DataTable } from '../../../ui/DataTable/DataTable';
import { DeleteReportDialog } from './DeleteReportDialog';
import {
  DEFAULT_MAINTENANCE_COLUMN_IDS,
  MAINTENANCE_COLUMN_IDS,
  MAINTENANCE_TABLE_ID,
  useMaintenanceColumns,
} from './maintenanceColumns';
import {
  DEFAULT_MAINTENANCE_PAGE_SIZE,
  MAINTENANCE_PAGE_SIZES,
  maintenanceListQueries,
  withMaintenanceFilter,
  type MaintenanceListSearch,
} from './maintenanceSearch';
import { ProjectSelect } from './ProjectSelect';

const PAGE_SIZES = [...MAINTENANCE_PAGE_SIZES];
const rowKey = (report: BexReport) => report.id;
const isPageSize = (size: number) => MAINTENANCE_PAGE_SIZES.find((known) => known === size);
const isStatus = (value: string | null) => BEX_REPORT_STATUSES.find((status) => status === value);

export interface MaintenanceReportsScreenProps {
  search: MaintenanceListSearch;
  onSearchChange: (next: MaintenanceListSearch) => void;
  /** Opens the new report's page, on the filtered project when there is one. */
  onAdd: (projectId: number | undefined) => void;
}

/**
 * spec 001 §2 bexrapports: the maintenance reports, filtered by project and status, paged by the
 * server; each opens its page (findings, chart, PDF). Writing needs maintenance_report_manage
 * (spec 001 §6): without it, neither "New report" nor Delete is offered.
 */
export function MaintenanceReportsScreen({ search, onSearchChange, onAdd }: MaintenanceReportsScreenProps) {
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'maintenance_report_manage');
  const [deleting, setDeleting] = useState<BexReport | null>(null);
  const onDelete = useCallback((report: BexReport) => setDeleting(report), []);
  const columns = useMaintenanceColumns(canManage, onDelete);
  const allIds = canManage ? MAINTENANCE_COLUMN_IDS : MAINTENANCE_COLUMN_IDS.filter((id) => id !== 'actions');
  const defaults = DEFAULT_MAINTENANCE_COLUMN_IDS.filter((id) => canManage || id !== 'actions');
  const columnChoice = useTableColumns(MAINTENANCE_TABLE_ID, defaults, allIds);

  const list = useQueryRegion(maintenanceListQueries(search).list);
  const page = list.data;
  const filter = (patch: Partial<MaintenanceListSearch>) => onSearchChange(withMaintenanceFilter(search, patch));

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
        {canManage ? <Button onClick={() => onAdd(search.projectId)}>{t('maintenanceReport.new')}</Button> : null}
      </Group>
      <Text size="sm" fw={500} aria-live="polite">
        {page ? t('maintenanceReport.count', { count: page.total_count }) : null}
      </Text>
      <DataTable
        label={t('maintenanceReport.table.label')}
        columns={columns}
        defaultColumnIds={defaults}
        visibleColumnIds={columnChoice.visibleColumnIds}
        onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
        rows={page?.data ?? []}
        rowKey={rowKey}
        paging={{
          page: search.page ?? 1,
          pageSize: search.pageSize ?? DEFAULT_MAINTENANCE_PAGE_SIZE,
          total: page?.total_count ?? 0,
          pageSizes: PAGE_SIZES,
          onPageChange: (next) => onSearchChange({ ...search, page: next === 1 ? undefined : next }),
          onPageSizeChange: (size) => filter({ pageSize: isPageSize(size) }),
        }}
        region={{ status: list, what: t('maintenanceReport.region') }}
        emptyText={t(search.projectId || search.status ? 'maintenanceReport.emptyFiltered' : 'maintenanceReport.empty')}
      />
      <DeleteReportDialog report={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
