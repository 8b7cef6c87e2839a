import { Button, Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { reportsResource, type Report } from '../../../entities/reports/api';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import { ListTable } from '../../../entities/users/ListTable';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { listView } from '../../../ui/DataTable/listView';
import type { ReportTabProps } from '../reportTabProps';
import {
  ON_DEMAND_COLUMN_IDS,
  ON_DEMAND_DEFAULT_COLUMN_IDS,
  ON_DEMAND_TABLE_ID,
  useOnDemandColumns,
} from './onDemandColumns';
import { onDemandListParams, onDemandSearch } from './onDemandSearch';
import { DeleteReportDialog } from './DeleteReportDialog';
import { ReportFormDrawer } from './ReportFormDrawer';
import { useReportActions } from './useReportActions';
import { useReportStatusWatch } from './useReportStatusWatch';
import { hiddenNamesFromConfig } from '../../../entities/structure/hiddenStructure';
import { hiddenRowsQuery, isHiddenProjectRef } from '../../../entities/structure/hiddenRows';

/** While a report of the page is being generated, the page is read again this often (spec 001 §4). */
export const PENDING_POLL_MS = 2_000;
/** A generation asked for this long ago is no longer expected any second: it is looked at less often. */
const RECENT_MS = 5 * 60_000;
const LONG_PENDING_POLL_MS = 30_000;

/** How often the list is read again for the generations under way; false when there is none. */
export function pendingPollInterval(
  reports: readonly Pick<Report, 'status' | 'createdAt'>[] | undefined,
  now = Date.now(),
): number | false {
  const pending = (reports ?? []).filter((report) => report.status === 'pending');
  if (pending.length === 0) return false;
  const recent = pending.some((report) => !report.createdAt || now - Date.parse(report.createdAt) < RECENT_MS);
  return recent ? PENDING_POLL_MS : LONG_PENDING_POLL_MS;
}
const rowKey = (report: Report) => report.id;
const columnSet = {
  tableId: ON_DEMAND_TABLE_ID,
  columnIds: ON_DEMAND_COLUMN_IDS,
  defaultColumnIds: ON_DEMAND_DEFAULT_COLUMN_IDS,
};

/**
 * spec 001 §2 report, "On demand" tab: the reports (project, name, period, where their document
 * stands), paged by the server, with the column chooser; create, edit (a drawer over the list, its
 * state in the URL), download, try a failed generation again, delete after confirmation. Without
 * personalized_report_manage the list and downloads stay, the writes go (spec 001 §6).
 */
export function OnDemandReportsTab(props: ReportTabProps) {
  const view = listView(onDemandSearch, props);
  const { search } = view;
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'personalized_report_manage');
  const [deleting, setDeleting] = useState<Report | null>(null);
  const list = useQueryRegion({
    ...reportsResource.listQuery(onDemandListParams(search)),
    // Generation is asynchronous: the rows being generated are read again until they are done.
    refetchInterval: (query) => pendingPollInterval(query.state.data?.data),
  });
  useReportStatusWatch(list.data?.data ?? []);
  // The hidden test projects' reports are never shown, nor counted (spec 000 §6).
  const hidden = hiddenNamesFromConfig();
  const hiddenMatches = useQuery(hiddenRowsQuery(reportsResource, onDemandSearch.filterParams(search), hidden));
  const structure = useQuery(structureChoicesQuery());

  const openForm = (report: 'new' | number | undefined) => view.change({ ...search, manualReport: report });
  const actions = useReportActions({
    canManage,
    edit: (report) => openForm(report.id),
    remove: setDeleting,
  });
  const columns = useOnDemandColumns(actions);

  return (
    <Stack gap="md" pt="md">
      <Group justify="space-between" align="end" wrap="wrap">
        <Select
          label={t('report.onDemand.filter.project')}
          placeholder={t('report.onDemand.filter.allProjects')}
          data={(structure.data?.projects ?? []).map((project) => ({ value: String(project.id), label: project.name }))}
          value={search.manualProject === undefined ? null : String(search.manualProject)}
          onChange={(value) => view.setFilter({ manualProject: value === null ? undefined : Number(value) })}
          searchable
          clearable
          nothingFoundMessage={t('report.shared.nothingFound')}
          w={280}
        />
        {canManage ? <Button onClick={() => openForm('new')}>{t('report.onDemand.new')}</Button> : null}
      </Group>
      <ListTable
        view={view}
        region={list}
        columnSet={columnSet}
        columns={columns}
        rowKey={rowKey}
        visibleRows={(rows) => rows.filter((report) => !isHiddenProjectRef(report.project, hidden))}
        hidden={hiddenMatches.isPending ? null : (hiddenMatches.data ?? 0)}
        label={t('report.onDemand.table')}
        what={t('report.onDemand.region')}
        countText={(count) => t('report.onDemand.count', { count })}
        emptyText={t(view.filtered ? 'report.onDemand.emptyProject' : 'report.onDemand.empty')}
      />
      {canManage && search.manualReport !== undefined ? (
        <ReportFormDrawer
          reportId={search.manualReport}
          onClose={() => openForm(undefined)}
          onSaved={() => view.change(onDemandSearch.withPage({ ...search, manualReport: undefined }, 1))}
        />
      ) : null}
      <DeleteReportDialog report={deleting} onDone={() => setDeleting(null)} />
    </Stack>
  );
}
