import { Button, Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { customReportsResource, type CustomReport } from '../../../entities/reports/customReportsApi';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { listView } from '../../../ui/DataTable/listView';
import { PagedListTable } from '../../../ui/DataTable/PagedListTable';
import { dateRangeFromSearch, dateRangeToSearch } from '../../../ui/DateRangePicker/dateRangeValue';
import { ReadOnlyNotice } from '../../../ui/ReadOnlyNotice';
import { useErrorText } from '../../../ui/useErrorText';
import type { ReportTabProps } from '../reportTabProps';
import { CUSTOM_COLUMN_IDS, useCustomColumns } from './customColumns';
import { CustomReportDialog } from './CustomReportDialog';
import { DeleteFailed } from '../shared/DeleteFailed';
import { customListQuery, customSearch, type CustomSearch } from './customSearch';
import { EditCustomReport } from './EditCustomReport';
import { GenerateCustomReport } from './GenerateCustomReport';

const rowKey = (report: CustomReport) => report.id;

/**
 * The custom reports (spec 001 §2 lists the kind; its form is ours): templates composed from any of
 * a project's dashboards' graphs, listed by project with their number of graphs and last change,
 * created, edited and deleted (after a confirmation) with personalized_report_manage, and made
 * into a PDF for a chosen period by anyone who reads them.
 */
export function CustomReportsTab(props: ReportTabProps) {
  const view = listView(customSearch, props);
  const { search } = view;
  const t = useMessage();
  const errorText = useErrorText();
  const confirm = useConfirm();
  const canManage = hasPermission(useCurrentUser(), 'personalized_report_manage');
  const structure = useQuery(structureChoicesQuery());
  const list = useQueryRegion(customListQuery(search));
  const remove = customReportsResource.useRemove();
  const go = (patch: Partial<CustomSearch>, options?: { replace?: boolean }) =>
    view.change({ ...search, ...patch }, options);

  const askDelete = async (report: CustomReport) => {
    const confirmed = await confirm({
      title: t('report.custom.delete.title'),
      message: t('report.custom.delete.message', { name: report.name }),
      confirmLabel: t('common.delete'),
      danger: true,
    });
    if (confirmed) remove.mutate(report.id);
  };
  const columns = useCustomColumns({
    generate: (report) => go({ cGenerate: report.id }),
    manage: canManage
      ? {
          edit: (report) => go({ cEdit: report.id }),
          remove: (report) => void askDelete(report),
          busyId: remove.isPending ? remove.variables : null,
        }
      : null,
  });
  const closeForm = () => go({ cEdit: undefined });

  return (
    <Stack gap="md" pt="md">
      <Group justify="space-between" align="end" wrap="wrap">
        <Select
          label={t('report.custom.filter.project')}
          placeholder={t('report.custom.filter.allProjects')}
          data={(structure.data?.projects ?? []).map((project) => ({ value: String(project.id), label: project.name }))}
          value={search.cProjectId === undefined ? null : String(search.cProjectId)}
          onChange={(value) => view.setFilter({ cProjectId: value === null ? undefined : Number(value) })}
          searchable
          clearable
          disabled={structure.isPending}
          w={280}
        />
        {canManage ? <Button onClick={() => go({ cEdit: 'new' })}>{t('report.custom.add')}</Button> : null}
      </Group>
      <PagedListTable
        view={view}
        region={list}
        columns={columns}
        defaultColumnIds={CUSTOM_COLUMN_IDS}
        rowKey={rowKey}
        label={t('report.custom.table')}
        what={t('report.custom.what')}
        countText={(count) => t('report.custom.count', { count })}
        aside={<ReadOnlyNotice readOnly={!canManage} />}
        notice={
          remove.isError ? (
            <DeleteFailed text={`${t('report.custom.deleteFailed')} ${errorText(remove.error)}`} />
          ) : null
        }
        emptyText={t(view.filtered ? 'report.custom.emptyFiltered' : 'report.custom.empty')}
      />
      {canManage && search.cEdit === 'new' ? <CustomReportDialog report={null} onClose={closeForm} /> : null}
      {canManage && typeof search.cEdit === 'number' ? (
        <EditCustomReport key={search.cEdit} id={search.cEdit} onClose={closeForm} />
      ) : null}
      {search.cGenerate === undefined ? null : (
        <GenerateCustomReport
          key={search.cGenerate}
          id={search.cGenerate}
          period={dateRangeFromSearch({ range: search.cRange, start: search.cStart, end: search.cEnd })}
          onPeriodChange={(value) => {
            const range = dateRangeToSearch(value);
            go({ cRange: range.range, cStart: range.start, cEnd: range.end }, { replace: true });
          }}
          onClose={() => go({ cGenerate: undefined, cRange: undefined, cStart: undefined, cEnd: undefined })}
        />
      )}
    </Stack>
  );
}
