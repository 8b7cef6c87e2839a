import { Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useQueryRegion } from '../../../../api/useQueryRegion';
import { cpeProgramsResource, type CpeProgram } from '../../../../entities/reports/cpeProgramsApi';
import { useTableColumns } from '../../../../entities/users/tableColumns';
import { useMessage } from '../../../../i18n/useMessage';
import { cleanSearch } from '../../../../lib/searchParams';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { DataTable } from '../../../../ui/DataTable/DataTable';
import { cpeProgramListQuery } from '../cpeQueries';
import {
  CPE_PAGE_SIZES,
  CPE_SEARCH_DEFAULTS,
  cpeSortOf,
  DEFAULT_CPE_PAGE_SIZE,
  withCpeFilter,
  withCpeSort,
} from '../cpeSearch';
import type { CpeTabProps } from '../list/cpeTabProps';
import { RowActions } from '../list/RowActions';
import { ProjectSelect } from '../ProjectSelect';
import {
  CPE_PROGRAM_COLUMN_IDS,
  CPE_PROGRAMS_TABLE_ID,
  DEFAULT_CPE_PROGRAM_COLUMN_IDS,
  useCpeProgramColumns,
} from './programColumns';

const PAGE_SIZES = [...CPE_PAGE_SIZES];
const rowKey = (program: CpeProgram) => program.id;
const isPageSize = (size: number) => CPE_PAGE_SIZES.find((known) => known === size);

/**
 * The programs that send CPE reports on their recurrence (GET cpe-programs), paged and sorted by
 * the server, filtered by project in the URL. With cpe_report_manage: new, edit, delete after a
 * confirmation (the sending history stays).
 */
export function CpeProgramsTab({ search, onSearchChange, canManage, onOpenProgram, onNewProgram }: CpeTabProps) {
  const t = useMessage();
  const columnChoice = useTableColumns(CPE_PROGRAMS_TABLE_ID, DEFAULT_CPE_PROGRAM_COLUMN_IDS, CPE_PROGRAM_COLUMN_IDS);
  const list = useQueryRegion(cpeProgramListQuery(search));
  const page = list.data;
  const remove = cpeProgramsResource.useRemove();
  const [toDelete, setToDelete] = useState<CpeProgram | null>(null);
  const actions = useCallback(
    (program: CpeProgram) => (
      <RowActions name={program.name} onEdit={() => onOpenProgram(program.id)} onDelete={() => setToDelete(program)} />
    ),
    [onOpenProgram],
  );
  const columns = useCpeProgramColumns(canManage ? actions : null);
  const go = (next: typeof search) => onSearchChange(cleanSearch(next, CPE_SEARCH_DEFAULTS));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end" gap="sm">
        <ProjectSelect
          label={t('cpeReport.filter.project')}
          value={search.projectId ?? null}
          onChange={(projectId) => onSearchChange(withCpeFilter(search, { projectId: projectId ?? undefined }))}
          clearable
          w={300}
        />
        {canManage ? <Button onClick={onNewProgram}>{t('cpeReport.program.new')}</Button> : null}
      </Group>
      <Text size="sm" fw={500} aria-live="polite">
        {page ? t('cpeReport.program.count', { count: page.total_count }) : null}
      </Text>
      <DataTable
        label={t('cpeReport.program.table')}
        columns={columns}
        defaultColumnIds={DEFAULT_CPE_PROGRAM_COLUMN_IDS}
        visibleColumnIds={columnChoice.visibleColumnIds}
        onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
        rows={page?.data ?? []}
        rowKey={rowKey}
        sort={cpeSortOf(search)}
        onSortChange={(sort) => onSearchChange(withCpeSort(search, sort))}
        paging={{
          page: search.page ?? 1,
          pageSize: search.pageSize ?? DEFAULT_CPE_PAGE_SIZE,
          total: page?.total_count ?? 0,
          pageSizes: PAGE_SIZES,
          onPageChange: (next) => go({ ...search, page: next }),
          onPageSizeChange: (size) => go({ ...search, pageSize: isPageSize(size), page: undefined }),
        }}
        region={{ status: list, what: t('cpeReport.program.region') }}
        emptyText={t(search.projectId ? 'cpeReport.program.emptyFiltered' : 'cpeReport.program.empty')}
      />
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('cpeReport.program.delete.title')}
        message={t('cpeReport.program.delete.message', { name: toDelete?.name ?? '' })}
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
