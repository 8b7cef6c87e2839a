import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useQueryRegion } from '../../../../api/useQueryRegion';
import { BEX_REPORT_STATUSES, bexReportsResource, type BexReport } from '../../../../entities/reports/bexReportsApi';
import { useTableColumns } from '../../../../entities/users/tableColumns';
import { useMessage } from '../../../../i18n/useMessage';
import { cleanSearch } from '../../../../lib/searchParams';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { DataTable } from '../../../../ui/DataTable/DataTable';
import { cpeReportListQuery } from '../cpeQueries';
import { CPE_PAGE_SIZES, CPE_SEARCH_DEFAULTS, DEFAULT_CPE_PAGE_SIZE, withCpeFilter } from '../cpeSearch';
import { ProjectSelect } from '../ProjectSelect';
import type { CpeTabProps } from './cpeTabProps';
import {
  CPE_REPORT_COLUMN_IDS,
  CPE_REPORTS_TABLE_ID,
  DEFAULT_CPE_REPORT_COLUMN_IDS,
  useCpeReportColumns,
} from './cpeReportColumns';
import { RowActions } from './RowActions';

const PAGE_SIZES = [...CPE_PAGE_SIZES];
const rowKey = (report: BexReport) => report.id;
const isPageSize = (size: number) => CPE_PAGE_SIZES.find((known) => known === size);
const isStatus = (value: string | null) => BEX_REPORT_STATUSES.find((status) => status === value);

/**
 * The CPE reports (GET bex-reports?type=cpe, spec 001 §7): project, name, period, status and the
 * contract's key figures, paged by the server, filtered by project and status in the URL. With
 * cpe_report_manage: new, edit and delete after a confirmation (the count drops by one at once,
 * spec 001 §4).
 */
export function CpeReportsTab({ search, onSearchChange, canManage, onOpenReport, onNewReport }: CpeTabProps) {
  const t = useMessage();
  const columnChoice = useTableColumns(CPE_REPORTS_TABLE_ID, DEFAULT_CPE_REPORT_COLUMN_IDS, CPE_REPORT_COLUMN_IDS);
  const list = useQueryRegion(cpeReportListQuery(search));
  const page = list.data;
  const remove = bexReportsResource.useRemove();
  const [toDelete, setToDelete] = useState<BexReport | null>(null);
  const actions = useCallback(
    (report: BexReport) => (
      <RowActions name={report.name} onEdit={() => onOpenReport(report.id)} onDelete={() => setToDelete(report)} />
    ),
    [onOpenReport],
  );
  const columns = useCpeReportColumns(canManage ? actions : null);
  const go = (next: typeof search) => onSearchChange(cleanSearch(next, CPE_SEARCH_DEFAULTS));
  const filtered = Boolean(search.projectId || search.status);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end" gap="sm">
        <Group gap="sm" align="end">
          <ProjectSelect
            label={t('cpeReport.filter.project')}
            value={search.projectId ?? null}
            onChange={(projectId) => onSearchChange(withCpeFilter(search, { projectId: projectId ?? undefined }))}
            clearable
            w={300}
          />
          <Select
            label={t('cpeReport.filter.status')}
            placeholder={t('cpeReport.filter.anyStatus')}
            data={BEX_REPORT_STATUSES.map((status) => ({ value: status, label: t(`cpeReport.status.${status}`) }))}
            value={search.status ?? null}
            onChange={(value) => onSearchChange(withCpeFilter(search, { status: isStatus(value) }))}
            clearable
            w={180}
          />
        </Group>
        {canManage ? <Button onClick={onNewReport}>{t('cpeReport.new')}</Button> : null}
      </Group>
      <Text size="sm" fw={500} aria-live="polite">
        {page ? t('cpeReport.count', { count: page.total_count }) : null}
      </Text>
      <DataTable
        label={t('cpeReport.table')}
        columns={columns}
        defaultColumnIds={DEFAULT_CPE_REPORT_COLUMN_IDS}
        visibleColumnIds={columnChoice.visibleColumnIds}
        onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
        rows={page?.data ?? []}
        rowKey={rowKey}
        paging={{
          page: search.page ?? 1,
          pageSize: search.pageSize ?? DEFAULT_CPE_PAGE_SIZE,
          total: page?.total_count ?? 0,
          pageSizes: PAGE_SIZES,
          onPageChange: (next) => go({ ...search, page: next }),
          onPageSizeChange: (size) => go({ ...search, pageSize: isPageSize(size), page: undefined }),
        }}
        region={{ status: list, what: t('cpeReport.region') }}
        emptyText={t(filtered ? 'cpeReport.emptyFiltered' : 'cpeReport.empty')}
      />
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('cpeReport.delete.title')}
        message={t('cpeReport.delete.message', { name: toDelete?.name ?? '' })}
        confirmLabel={t('common.delete')}
        danger
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
        }}
      />
    </Stack>
  );
}
