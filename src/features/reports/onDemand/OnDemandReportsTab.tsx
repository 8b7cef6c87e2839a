import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { reportsResource, type Report } from '../../../entities/reports/api';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import { useTableColumns } from '../../../entities/users/tableColumns';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { cleanSearch } from '../../../lib/searchParams';
import { DataTable } from '../../../ui/DataTable/DataTable';
import type { ReportTabProps } from '../reportTabProps';
import {
  ON_DEMAND_COLUMN_IDS,
  ON_DEMAND_DEFAULT_COLUMN_IDS,
  ON_DEMAND_TABLE_ID,
  useOnDemandColumns,
} from './onDemandColumns';
import { DEFAULT_ON_DEMAND_PAGE_SIZE, ON_DEMAND_PAGE_SIZES, onDemandListParams } from './onDemandSearch';
import { DeleteReportDialog } from './DeleteReportDialog';
import { ReportFormDrawer } from './ReportFormDrawer';
import { useReportActions } from './useReportActions';
import { useReportStatusWatch } from './useReportStatusWatch';

const PAGE_SIZES = [...ON_DEMAND_PAGE_SIZES];
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

/**
 * spec 001 §2 report, "On demand" tab: the reports (project, name, period, where their document
 * stands), paged by the server, with the column chooser; create, edit (a drawer over the list, its
 * state in the URL), download, try a failed generation again, delete after confirmation. Without
 * personalized_report_manage the list and downloads stay, the writes go (spec 001 §6).
 */
export function OnDemandReportsTab({ search, onSearchChange }: ReportTabProps) {
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'personalized_report_manage');
  const [deleting, setDeleting] = useState<Report | null>(null);
  const list = useQueryRegion({
    ...reportsResource.listQuery(onDemandListParams(search)),
    // Generation is asynchronous: the rows being generated are read again until they are done.
    refetchInterval: (query) => pendingPollInterval(query.state.data?.data),
  });
  const rows = list.data?.data ?? [];
  const total = list.data?.total_count ?? 0;
  useReportStatusWatch(rows);
  const structure = useQuery(structureChoicesQuery());
  const columnChoice = useTableColumns(ON_DEMAND_TABLE_ID, ON_DEMAND_DEFAULT_COLUMN_IDS, ON_DEMAND_COLUMN_IDS);

  const go = (patch: Partial<typeof search>, options?: { replace?: boolean }) =>
    onSearchChange(cleanSearch({ ...search, ...patch }), options);
  const openForm = (report: 'new' | number | undefined) => go({ manualReport: report });
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
          onChange={(value) => go({ manualProject: value === null ? undefined : Number(value), manualPage: undefined })}
          searchable
          clearable
          nothingFoundMessage={t('report.shared.nothingFound')}
          w={280}
        />
        {canManage ? <Button onClick={() => openForm('new')}>{t('report.onDemand.new')}</Button> : null}
      </Group>
      <Text size="sm" fw={500} aria-live="polite">
        {list.data ? t('report.onDemand.count', { count: total }) : null}
      </Text>
      <DataTable
        label={t('report.onDemand.table')}
        columns={columns}
        defaultColumnIds={ON_DEMAND_DEFAULT_COLUMN_IDS}
        visibleColumnIds={columnChoice.visibleColumnIds}
        onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
        rows={rows}
        rowKey={rowKey}
        paging={{
          page: search.manualPage ?? 1,
          pageSize: search.manualPageSize ?? DEFAULT_ON_DEMAND_PAGE_SIZE,
          total,
          pageSizes: PAGE_SIZES,
          onPageChange: (page) => go({ manualPage: page === 1 ? undefined : page }),
          onPageSizeChange: (size) =>
            go({ manualPageSize: size === DEFAULT_ON_DEMAND_PAGE_SIZE ? undefined : size, manualPage: undefined }),
        }}
        region={{ status: list, what: t('report.onDemand.region') }}
        emptyText={search.manualProject === undefined ? t('report.onDemand.empty') : t('report.onDemand.emptyProject')}
      />
      {canManage && search.manualReport !== undefined ? (
        <ReportFormDrawer
          reportId={search.manualReport}
          onClose={() => openForm(undefined)}
          onSaved={() => go({ manualReport: undefined, manualPage: undefined })}
        />
      ) : null}
      <DeleteReportDialog report={deleting} onDone={() => setDeleting(null)} />
    </Stack>
  );
}
