import { Button, Group, Select, Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useQueryRegion } from '../../../../api/useQueryRegion';
import { BEX_REPORT_STATUSES, bexReportsResource, type BexReport } from '../../../../entities/reports/bexReportsApi';
import { ListTable } from '../../../../entities/users/ListTable';
import { useMessage } from '../../../../i18n/useMessage';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { listView } from '../../../../ui/DataTable/listView';
import { cpeReportListQuery } from '../cpeQueries';
import { cpeListSearch } from '../cpeSearch';
import { ProjectSelect } from '../ProjectSelect';
import type { CpeTabProps } from './cpeTabProps';
import {
  CPE_REPORT_COLUMN_IDS,
  CPE_REPORTS_TABLE_ID,
  DEFAULT_CPE_REPORT_COLUMN_IDS,
  useCpeReportColumns,
} from './cpeReportColumns';
import { RowActions } from './RowActions';

const rowKey = (report: BexReport) => report.id;
const columnSet = {
  tableId: CPE_REPORTS_TABLE_ID,
  columnIds: CPE_REPORT_COLUMN_IDS,
  defaultColumnIds: DEFAULT_CPE_REPORT_COLUMN_IDS,
};
const isStatus = (value: string | null) => BEX_REPORT_STATUSES.find((status) => status === value);

/**
 * The CPE reports (GET bex-reports?type=cpe, spec 001 §7): project, name, period, status and the
 * contract's key figures, paged by the server, filtered by project and status in the URL. With
 * cpe_report_manage: new, edit and delete after a confirmation (the count drops by one at once,
 * spec 001 §4).
 */
export function CpeReportsTab({ canManage, onOpenReport, onNewReport, ...state }: CpeTabProps) {
  const view = listView(cpeListSearch, state);
  const { search } = view;
  const t = useMessage();
  const list = useQueryRegion(cpeReportListQuery(search));
  const remove = bexReportsResource.useRemove();
  const [toDelete, setToDelete] = useState<BexReport | null>(null);
  const actions = useCallback(
    (report: BexReport) => (
      <RowActions name={report.name} onEdit={() => onOpenReport(report.id)} onDelete={() => setToDelete(report)} />
    ),
    [onOpenReport],
  );
  const columns = useCpeReportColumns(canManage ? actions : null);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end" gap="sm">
        <Group gap="sm" align="end">
          <ProjectSelect
            label={t('cpeReport.filter.project')}
            value={search.projectId ?? null}
            onChange={(projectId) => view.setFilter({ projectId: projectId ?? undefined })}
            clearable
            w={300}
          />
          <Select
            label={t('cpeReport.filter.status')}
            placeholder={t('cpeReport.filter.anyStatus')}
            data={BEX_REPORT_STATUSES.map((status) => ({ value: status, label: t(`cpeReport.status.${status}`) }))}
            value={search.status ?? null}
            onChange={(value) => view.setFilter({ status: isStatus(value) })}
            clearable
            w={180}
          />
        </Group>
        {canManage ? <Button onClick={onNewReport}>{t('cpeReport.new')}</Button> : null}
      </Group>
      <ListTable
        view={view}
        region={list}
        columnSet={columnSet}
        columns={columns}
        rowKey={rowKey}
        label={t('cpeReport.table')}
        what={t('cpeReport.region')}
        countText={(count) => t('cpeReport.count', { count })}
        emptyText={t(view.filtered ? 'cpeReport.emptyFiltered' : 'cpeReport.empty')}
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
