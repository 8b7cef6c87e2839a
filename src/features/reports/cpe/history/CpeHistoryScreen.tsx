import { Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useQueryRegion } from '../../../../api/useQueryRegion';
import { CPE_SEND_STATUSES, cpeProgramsResource, type CpeSend } from '../../../../entities/reports/cpeProgramsApi';
import { ListTable } from '../../../../entities/users/ListTable';
import { useMessage } from '../../../../i18n/useMessage';
import { useRouteSearch } from '../../../../navigation/useRouteSearch';
import { listView } from '../../../../ui/DataTable/listView';
import { CpeTabs } from '../CpeTabs';
import { ProjectSelect } from '../ProjectSelect';
import {
  CPE_HISTORY_COLUMN_IDS,
  CPE_HISTORY_TABLE_ID,
  DEFAULT_CPE_HISTORY_COLUMN_IDS,
  useCpeHistoryColumns,
} from './historyColumns';
import { cpeHistoryListQuery } from './historyQueries';
import { cpeHistorySearch, type CpeHistorySearch } from './historySearch';

const columnSet = {
  tableId: CPE_HISTORY_TABLE_ID,
  columnIds: CPE_HISTORY_COLUMN_IDS,
  defaultColumnIds: DEFAULT_CPE_HISTORY_COLUMN_IDS,
};
const rowKey = (send: CpeSend) => send.id;
const isStatus = (value: string | null) => CPE_SEND_STATUSES.find((status) => status === value);
/** The programs offered as a filter: those of the chosen project, one page is plenty. */
const PROGRAM_CHOICES_LIMIT = 200;

const route = getRouteApi('/_auth/cperapports/reporhistory');

/**
 * cperapports/reporhistory (spec 001 §2; §7 "GET sent history with params"): every sending of the
 * CPE programs, newest first, paged by the server, filtered by project, program and status in the
 * URL. A deleted program's sendings stay, under the name it had.
 */
export function CpeHistoryScreen() {
  const view = listView(cpeHistorySearch, useRouteSearch(route.useSearch()));
  const { search } = view;
  const t = useMessage();
  const columns = useCpeHistoryColumns();
  const list = useQueryRegion(cpeHistoryListQuery(search));
  const programs = useQuery(
    cpeProgramsResource.listQuery({
      limit: PROGRAM_CHOICES_LIMIT,
      ...(search.projectId ? { projectId: search.projectId } : {}),
    }),
  );
  const filter = (patch: Partial<CpeHistorySearch>) => view.setFilter(patch);
  const programOptions = (programs.data?.data ?? []).map((program) => ({
    value: String(program.id),
    label: program.name,
  }));
  // A program named by the URL that is not among the choices (deleted) still shows its id.
  if (search.programId && !programOptions.some((option) => option.value === String(search.programId)))
    programOptions.unshift({
      value: String(search.programId),
      label: t('cpeReport.history.programNumber', { id: search.programId }),
    });

  return (
    <Stack gap="md">
      <CpeTabs current="history" />
      <Group gap="sm" align="end" wrap="wrap">
        <ProjectSelect
          label={t('cpeReport.filter.project')}
          value={search.projectId ?? null}
          onChange={(projectId) => filter({ projectId: projectId ?? undefined, programId: undefined })}
          clearable
          w={300}
        />
        <Select
          label={t('cpeReport.history.filter.program')}
          placeholder={t('cpeReport.history.filter.anyProgram')}
          data={programOptions}
          value={search.programId ? String(search.programId) : null}
          onChange={(value) => filter({ programId: value ? Number(value) : undefined })}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          w={320}
        />
        <Select
          label={t('cpeReport.filter.status')}
          placeholder={t('cpeReport.filter.anyStatus')}
          data={CPE_SEND_STATUSES.map((status) => ({ value: status, label: t(`cpeReport.history.status.${status}`) }))}
          value={search.status ?? null}
          onChange={(value) => filter({ status: isStatus(value) })}
          clearable
          w={180}
        />
      </Group>
      <ListTable
        view={view}
        region={list}
        columnSet={columnSet}
        columns={columns}
        rowKey={rowKey}
        label={t('cpeReport.history.table')}
        what={t('cpeReport.history.region')}
        countText={(count) => t('cpeReport.history.count', { count })}
        emptyText={t(view.filtered ? 'cpeReport.history.emptyFiltered' : 'cpeReport.history.empty')}
      />
    </Stack>
  );
}
