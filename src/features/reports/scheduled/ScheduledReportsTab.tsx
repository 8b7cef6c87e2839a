import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { scheduledReportsResource, type ScheduledReport } from '../../../entities/reports/scheduledReportsApi';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import { useTableColumns } from '../../../entities/users/tableColumns';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { DataTable } from '../../../ui/DataTable/DataTable';
import { ReadOnlyNotice } from '../../../ui/ReadOnlyNotice';
import { useErrorText } from '../../../ui/useErrorText';
import type { ReportTabProps } from '../reportTabProps';
import { EditScheduledReport } from './EditScheduledReport';
import {
  DEFAULT_SCHEDULED_COLUMN_IDS,
  SCHEDULED_COLUMN_IDS,
  SCHEDULED_TABLE_ID,
  useScheduledColumns,
} from './scheduledColumns';
import { ScheduledHistory } from './ScheduledHistory';
import { ScheduledReportDialog } from './ScheduledReportDialog';
import {
  DEFAULT_SCHEDULED_PAGE_SIZE,
  SCHEDULED_PAGE_SIZES,
  scheduledListQuery,
  type ScheduledSearch,
} from './scheduledSearch';

const PAGE_SIZES = [...SCHEDULED_PAGE_SIZES];
const rowKey = (report: ScheduledReport) => report.id;
const isPageSize = (size: number) => SCHEDULED_PAGE_SIZES.find((known) => known === size);

/**
 * spec 001 §2 "Automatic reports": the scheduled reports, filtered by project and paged by the
 * server, each with its sent history; created, edited and deleted (after a confirmation, the
 * count lowered by one: spec 001 §4) with personalized_report_manage. The open form and history
 * are in the URL, so that a link reopens them.
 */
export function ScheduledReportsTab({ search, onSearchChange }: ReportTabProps) {
  const t = useMessage();
  const errorText = useErrorText();
  const confirm = useConfirm();
  const canManage = hasPermission(useCurrentUser(), 'personalized_report_manage');
  const structure = useQuery(structureChoicesQuery());
  const list = useQueryRegion(scheduledListQuery(search));
  const remove = scheduledReportsResource.useRemove();
  const columnChoice = useTableColumns(SCHEDULED_TABLE_ID, DEFAULT_SCHEDULED_COLUMN_IDS, SCHEDULED_COLUMN_IDS);
  const page = list.data;
  const total = page?.total_count ?? 0;

  const go = (patch: Partial<ScheduledSearch>) => onSearchChange({ ...search, ...patch });
  const askDelete = async (report: ScheduledReport) => {
    const confirmed = await confirm({
      title: t('report.scheduled.delete.title'),
      message: t('report.scheduled.delete.message', { name: report.reportName }),
      confirmLabel: t('common.delete'),
      danger: true,
    });
    if (confirmed) remove.mutate(report.id);
  };
  const columns = useScheduledColumns({
    history: (report) => go({ sHistory: report.id, sHistoryPage: undefined }),
    manage: canManage
      ? {
          edit: (report) => go({ sEdit: report.id }),
          remove: (report) => void askDelete(report),
          busyId: remove.isPending ? remove.variables : null,
        }
      : null,
  });
  const closeForm = () => go({ sEdit: undefined });

  return (
    <Stack gap="md" pt="md">
      <Group justify="space-between" align="end" wrap="wrap">
        <Select
          label={t('report.scheduled.filter.project')}
          placeholder={t('report.scheduled.filter.allProjects')}
          data={(structure.data?.projects ?? []).map((project) => ({ value: String(project.id), label: project.name }))}
          value={search.sProjectId === undefined ? null : String(search.sProjectId)}
          onChange={(value) => go({ sProjectId: value === null ? undefined : Number(value), sPage: undefined })}
          searchable
          clearable
          disabled={structure.isPending}
          w={280}
        />
        <Group gap="sm">
          <Button variant="default" onClick={() => go({ sHistory: 'all', sHistoryPage: undefined })}>
            {t('report.scheduled.allHistory')}
          </Button>
          {canManage ? <Button onClick={() => go({ sEdit: 'new' })}>{t('report.scheduled.add')}</Button> : null}
        </Group>
      </Group>
      <Group justify="space-between">
        <Text size="sm" fw={500} aria-live="polite">
          {page ? t('report.scheduled.count', { count: total }) : null}
        </Text>
        <ReadOnlyNotice readOnly={!canManage} />
      </Group>
      {remove.isError ? (
        <Text size="sm" c="red.9" role="alert">
          {t('report.scheduled.deleteFailed')} {errorText(remove.error)}
        </Text>
      ) : null}
      <DataTable
        label={t('report.scheduled.table')}
        columns={columns}
        defaultColumnIds={DEFAULT_SCHEDULED_COLUMN_IDS}
        visibleColumnIds={columnChoice.visibleColumnIds}
        onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
        rows={page?.data ?? []}
        rowKey={rowKey}
        paging={{
          page: search.sPage ?? 1,
          pageSize: search.sPageSize ?? DEFAULT_SCHEDULED_PAGE_SIZE,
          total,
          pageSizes: PAGE_SIZES,
          onPageChange: (next) => go({ sPage: next === 1 ? undefined : next }),
          onPageSizeChange: (size) => go({ sPageSize: isPageSize(size), sPage: undefined }),
        }}
        region={{ status: list, what: t('report.scheduled.what') }}
        emptyText={t(search.sProjectId === undefined ? 'report.scheduled.empty' : 'report.scheduled.emptyFiltered')}
      />
      {canManage && search.sEdit === 'new' ? <ScheduledReportDialog report={null} onClose={closeForm} /> : null}
      {canManage && typeof search.sEdit === 'number' ? (
        <EditScheduledReport key={search.sEdit} id={search.sEdit} onClose={closeForm} />
      ) : null}
      {search.sHistory === undefined ? null : (
        <ScheduledHistory
          search={search}
          onPageChange={(next) => go({ sHistoryPage: next === 1 ? undefined : next })}
          onClose={() => go({ sHistory: undefined, sHistoryPage: undefined })}
        />
      )}
    </Stack>
  );
}
