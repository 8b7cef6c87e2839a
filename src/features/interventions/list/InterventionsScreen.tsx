import { Button, Group, Stack, Tabs } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import type { ListPage } from '../../../api/listPage';
import type { QueryRegion } from '../../../api/queryRegion';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { listView } from '../../../ui/DataTable/listView';
import { useRouteSearch } from '../../../navigation/useRouteSearch';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { ListTable } from '../../../entities/users/ListTable';
import type { AllInterventions, Intervention } from '../../../entities/interventions/api';
import { DeleteInterventionDialog } from '../DeleteInterventionDialog';
import {
  DEFAULT_INTERVENTION_COLUMN_IDS,
  INTERVENTION_COLUMN_IDS,
  INTERVENTIONS_TABLE_ID,
  useInterventionColumns,
} from './interventionColumns';
import { InterventionsFilters } from './InterventionsFilters';
import { interventionsQueries } from './interventionsQueries';
import { INTERVENTION_TABS, interventionsSearch, type InterventionTab } from './interventionsSearch';
import { useInterventionRowActions } from './useInterventionRowActions';

const route = getRouteApi('/_auth/interventions/');
const rowKey = (ticket: Intervention) => ticket.id;
const defaultColumnIds = DEFAULT_INTERVENTION_COLUMN_IDS;
const managerColumns = { tableId: INTERVENTIONS_TABLE_ID, columnIds: INTERVENTION_COLUMN_IDS, defaultColumnIds };
// A reader has no row actions: no column for them.
const readerColumns = {
  ...managerColumns,
  columnIds: INTERVENTION_COLUMN_IDS.filter((id) => id !== 'actions'),
};

/** One tab's page of the fetch-all answer, in the read's own state. */
function tabRegion(all: QueryRegion<AllInterventions>, tab: InterventionTab): QueryRegion<ListPage<Intervention>> {
  if (all.data === undefined) return all;
  const page: ListPage<Intervention> =
    tab === 'archived'
      ? { data: all.data.data_completed, total_count: all.data.count_completed }
      : { data: all.data.data, total_count: all.data.total_count };
  return { ...all, data: page };
}

/**
 * spec 001 §2 interventions: the current and the archived tickets as two tabs with their counts,
 * from the fetch-all's two calls (spec 001 §7: data and total_count, data_completed and
 * count_completed), filtered, sorted and paged by the server. A row's title opens its ticket. A
 * manager adds tickets, archives one (the completed status), reopens or deletes it; a reader sees
 * the lists only. A failed read shows in the table with Retry, never as an empty list.
 */
export function InterventionsScreen(): ReactElement {
  const view = listView(interventionsSearch, useRouteSearch(route.useSearch()));
  const { search } = view;
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'intervention_manage');
  const { actions, deleting, closeDelete } = useInterventionRowActions(canManage);
  const columns = useInterventionColumns(actions);
  const all = useQueryRegion(interventionsQueries(search).all);
  const tab = search.tab ?? 'current';
  const counts = { current: all.data?.total_count, archived: all.data?.count_completed };
  // Another tab: its first page; the status filter stays with the current tab.
  const changeTab = (next: InterventionTab) =>
    view.setFilter({ tab: next, status: next === 'archived' ? undefined : search.status });

  return (
    <Stack gap="md">
      <Tabs
        value={tab}
        onChange={(value) => changeTab(value === 'archived' ? 'archived' : 'current')}
        keepMounted={false}
      >
        <Group justify="space-between" align="end" wrap="wrap" gap="sm">
          <Tabs.List aria-label={t('intervention.tabs.label')}>
            {INTERVENTION_TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {counts[name] === undefined
                  ? t(`intervention.tab.${name}`)
                  : t(`intervention.tab.${name}.count`, { count: counts[name] })}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {canManage ? (
            <Button
              renderRoot={(props) => (
                <Link
                  to="/interventions/add"
                  search={search.projectId === undefined ? {} : { projectId: search.projectId }}
                  {...props}
                />
              )}
            >
              {t('intervention.add')}
            </Button>
          ) : null}
        </Group>
        {INTERVENTION_TABS.map((name) => (
          <Tabs.Panel key={name} value={name} pt="md">
            <Stack gap="md">
              <InterventionsFilters search={search} onFilter={view.setFilter} onReset={view.clearFilters} />
              <ListTable
                view={view}
                region={tabRegion(all, name)}
                columnSet={canManage ? managerColumns : readerColumns}
                columns={columns}
                rowKey={rowKey}
                label={t(`intervention.table.${name}`)}
                what={t('intervention.region')}
                emptyText={t(`intervention.empty.${name}`)}
              />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <DeleteInterventionDialog ticket={deleting} onClose={closeDelete} />
    </Stack>
  );
}
