import { Button, Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { scheduledReportsResource, type ScheduledReport } from '../../../entities/reports/scheduledReportsApi';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import { ListTable } from '../../../entities/users/ListTable';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { listView } from '../../../ui/DataTable/listView';
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
import { scheduledListQuery, scheduledSearch, type ScheduledSearch } from './scheduledSearch';
import { DeleteFailed } from '../shared/DeleteFailed';
import { hiddenNamesFromConfig } from '../../../entities/structure/hiddenStructure';
import { hiddenRowsQuery, isHiddenProjectRef } from '../../../entities/structure/hiddenRows';

const rowKey = (report: ScheduledReport) => report.id;
const columnSet = {
  tableId: SCHEDULED_TABLE_ID,
  columnIds: SCHEDULED_COLUMN_IDS,
  defaultColumnIds: DEFAULT_SCHEDULED_COLUMN_IDS,
};

/**
 * spec 001 §2 "Automatic reports": the scheduled reports, filtered by project and paged by the
 * server, each with its sent history; created, edited and deleted (after a confirmation, the
 * count lowered by one: spec 001 §4) with personalized_report_manage. The open form and history
 * are in the URL, so that a link reopens them.
 */
export function ScheduledReportsTab(props: ReportTabProps) {
  const view = listView(scheduledSearch, props);
  const { search } = view;
  const t = useMessage();
  const errorText = useErrorText();
  const confirm = useConfirm();
  const canManage = hasPermission(useCurrentUser(), 'personalized_report_manage');
  const structure = useQuery(structureChoicesQuery());
  const list = useQueryRegion(scheduledListQuery(search));
  // The hidden test projects' schedules are never shown, nor counted (spec 000 §6).
  const hidden = hiddenNamesFromConfig();
  const hiddenMatches = useQuery(
    hiddenRowsQuery(scheduledReportsResource, scheduledSearch.filterParams(search), hidden),
  );
  const remove = scheduledReportsResource.useRemove();

  const go = (patch: Partial<ScheduledSearch>) => view.change({ ...search, ...patch });
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
          onChange={(value) => view.setFilter({ sProjectId: value === null ? undefined : Number(value) })}
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
      <ListTable
        view={view}
        region={list}
        columnSet={columnSet}
        columns={columns}
        rowKey={rowKey}
        visibleRows={(rows) => rows.filter((report) => !isHiddenProjectRef(report.project, hidden))}
        hidden={hiddenMatches.isPending ? null : (hiddenMatches.data ?? 0)}
        label={t('report.scheduled.table')}
        what={t('report.scheduled.what')}
        countText={(count) => t('report.scheduled.count', { count })}
        aside={<ReadOnlyNotice readOnly={!canManage} />}
        notice={
          remove.isError ? (
            <DeleteFailed text={`${t('report.scheduled.deleteFailed')} ${errorText(remove.error)}`} />
          ) : null
        }
        emptyText={t(view.filtered ? 'report.scheduled.emptyFiltered' : 'report.scheduled.empty')}
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
