import { Button, Group, Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useQueryRegion } from '../../../../api/useQueryRegion';
import { cpeProgramsResource, type CpeProgram } from '../../../../entities/reports/cpeProgramsApi';
import { ListTable } from '../../../../entities/users/ListTable';
import { useMessage } from '../../../../i18n/useMessage';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { listView } from '../../../../ui/DataTable/listView';
import { cpeProgramListQuery } from '../cpeQueries';
import { cpeListSearch } from '../cpeSearch';
import type { CpeTabProps } from '../list/cpeTabProps';
import { RowActions } from '../list/RowActions';
import { ProjectSelect } from '../ProjectSelect';
import {
  CPE_PROGRAM_COLUMN_IDS,
  CPE_PROGRAMS_TABLE_ID,
  DEFAULT_CPE_PROGRAM_COLUMN_IDS,
  useCpeProgramColumns,
} from './programColumns';

const rowKey = (program: CpeProgram) => program.id;
const columnSet = {
  tableId: CPE_PROGRAMS_TABLE_ID,
  columnIds: CPE_PROGRAM_COLUMN_IDS,
  defaultColumnIds: DEFAULT_CPE_PROGRAM_COLUMN_IDS,
};

/**
 * The programs that send CPE reports on their recurrence (GET cpe-programs), paged and sorted by
 * the server, filtered by project in the URL. With cpe_report_manage: new, edit, delete after a
 * confirmation (the sending history stays).
 */
export function CpeProgramsTab({ canManage, onOpenProgram, onNewProgram, ...state }: CpeTabProps) {
  const view = listView(cpeListSearch, state);
  const { search } = view;
  const t = useMessage();
  const list = useQueryRegion(cpeProgramListQuery(search));
  const remove = cpeProgramsResource.useRemove();
  const [toDelete, setToDelete] = useState<CpeProgram | null>(null);
  const actions = useCallback(
    (program: CpeProgram) => (
      <RowActions name={program.name} onEdit={() => onOpenProgram(program.id)} onDelete={() => setToDelete(program)} />
    ),
    [onOpenProgram],
  );
  const columns = useCpeProgramColumns(canManage ? actions : null);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end" gap="sm">
        <ProjectSelect
          label={t('cpeReport.filter.project')}
          value={search.projectId ?? null}
          onChange={(projectId) => view.setFilter({ projectId: projectId ?? undefined })}
          clearable
          w={300}
        />
        {canManage ? <Button onClick={onNewProgram}>{t('cpeReport.program.new')}</Button> : null}
      </Group>
      <ListTable
        view={view}
        region={list}
        columnSet={columnSet}
        columns={columns}
        rowKey={rowKey}
        label={t('cpeReport.program.table')}
        what={t('cpeReport.program.region')}
        countText={(count) => t('cpeReport.program.count', { count })}
        // The status filter is the reports' own: only the project filters the programs.
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
