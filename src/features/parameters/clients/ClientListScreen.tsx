import { Group, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { orderingParam } from '../../../api/listPage';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { clientPlaceTreeQuery } from '../../../entities/structure/api';
import { hiddenNamesFromConfig, withoutHiddenClients } from '../../../entities/structure/hiddenStructure';
import { useTableColumns } from '../../../entities/users/tableColumns';
import { useRouteSearch } from '../../../navigation/useRouteSearch';
import { useMessage } from '../../../i18n/useMessage';
import { DataTable } from '../../../ui/DataTable/DataTable';
import { DebouncedTextFilter } from '../../../ui/DebouncedTextFilter';
import { CLIENT_COLUMN_IDS, CLIENT_TABLE_ID, DEFAULT_CLIENT_COLUMN_IDS, useClientColumns } from './clientColumns';
import { clientSortOf, withClientSearch } from './clientListSearch';
import { clientListQuery } from './clientQueries';
import { clientRows, sortClientRows } from './clientRows';
import { structureCounts } from './structureCounts';

const route = getRouteApi('/_auth/parameters/clients/');

/**
 * parameters/clients: the clients (GET clients, searched by name or short name on the server,
 * without the hidden test clients of spec 001 §6) with their numbers of sites and projects (from
 * the client-place tree), sorted in the browser; the search and the sort are in the URL.
 */
export function ClientListScreen(): ReactElement {
  const { search, onSearchChange } = useRouteSearch(route.useSearch());
  const t = useMessage();
  const list = useQueryRegion(clientListQuery(search));
  // The counts come with the tree the navigator reads (one request for both); its failure shows there.
  const tree = useQuery(clientPlaceTreeQuery());
  const columns = useClientColumns();
  const columnChoice = useTableColumns(CLIENT_TABLE_ID, DEFAULT_CLIENT_COLUMN_IDS, CLIENT_COLUMN_IDS);
  const counts = tree.data ? structureCounts(tree.data) : undefined;
  const clients = list.data ? withoutHiddenClients(list.data.data, hiddenNamesFromConfig()) : [];
  const sort = clientSortOf(search);
  const rows = sortClientRows(clientRows(clients, counts), sort);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <DebouncedTextFilter
          label={t('parameters.clients.search')}
          value={search.name}
          w={280}
          onSearch={(name) => onSearchChange(withClientSearch(search, { name: name || undefined }), { replace: true })}
        />
        {list.data ? (
          <Text size="sm" c="dimmed" role="status">
            {t('parameters.clients.count', { count: rows.length })}
          </Text>
        ) : null}
      </Group>
      <DataTable
        label={t('parameters.clients.table')}
        columns={columns}
        defaultColumnIds={DEFAULT_CLIENT_COLUMN_IDS}
        visibleColumnIds={columnChoice.visibleColumnIds}
        onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
        rows={rows}
        rowKey={(client) => client.id}
        sort={sort ?? { field: 'name', descending: false }}
        onSortChange={(next) =>
          onSearchChange(
            withClientSearch(search, {
              sort: orderingParam(next),
            }),
          )
        }
        region={{ status: list, what: t('parameters.clients.what') }}
        emptyText={t(search.name ? 'parameters.clients.empty' : 'parameters.clients.emptyAll')}
      />
    </Stack>
  );
}
