import { Group, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactElement } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { listView } from '../../../ui/DataTable/listView';
import { useRouteSearch } from '../../../navigation/useRouteSearch';
import { DebouncedTextFilter } from '../../../ui/DebouncedTextFilter';
import { clientPlaceTreeQuery, type Place } from '../../../entities/structure/api';
import { hiddenNamesFromConfig, isHiddenClient } from '../../../entities/structure/hiddenStructure';
import { ListTable } from '../../../entities/users/ListTable';
import { ClientSiteFilter } from '../projects/ClientSiteFilter';
import { DEFAULT_PLACE_COLUMN_IDS, PLACE_COLUMN_IDS, PLACE_TABLE_ID, usePlaceColumns } from './placeColumns';
import { hiddenPlaceMatchesQuery, placeListQuery } from './placeListQueries';
import { placeListSearch } from './placeListSearch';

const columnSet = { tableId: PLACE_TABLE_ID, columnIds: PLACE_COLUMN_IDS, defaultColumnIds: DEFAULT_PLACE_COLUMN_IDS };
const rowKey = (place: Place) => place.id;

const route = getRouteApi('/_auth/parameters/places/');

/**
 * spec 001 §2 parameters/places: the sites, filtered by client and name, sorted and paged by the
 * server (GET places), without the hidden test clients' sites (spec 000 §6). Each name opens the
 * site's page. The project count per site comes from the structure the navigator reads anyway.
 */
export function PlaceListScreen(): ReactElement {
  const view = listView(placeListSearch, useRouteSearch(route.useSearch()));
  const { search } = view;
  const t = useMessage();
  const hidden = hiddenNamesFromConfig();
  const list = useQueryRegion(placeListQuery(search));
  const hiddenMatches = useQuery(hiddenPlaceMatchesQuery(placeListSearch.filterParams(search), hidden));
  const tree = useQuery(clientPlaceTreeQuery());
  const projectCounts = useMemo(() => {
    const counts = new Map<number, number>();
    for (const client of tree.data?.tree ?? []) {
      for (const place of client.places) counts.set(place.id, place.projects.length);
    }
    return counts;
  }, [tree.data]);
  const projectsOf = useCallback(
    (placeId: number) => (tree.data ? (projectCounts.get(placeId) ?? 0) : null),
    [tree.data, projectCounts],
  );
  const columns = usePlaceColumns(projectsOf);

  return (
    <Stack gap="md">
      <Group component="section" aria-label={t('parameters.places.filters')} gap="sm" align="end" wrap="wrap">
        <ClientSiteFilter
          value={{ clientId: search.clientId }}
          onChange={(next) => view.setFilter({ clientId: next.clientId })}
        />
        <DebouncedTextFilter
          label={t('parameters.places.filter.name')}
          value={search.name}
          onSearch={(name) => view.setFilter({ name }, { replace: true })}
          w={240}
        />
      </Group>
      <ListTable
        view={view}
        region={list}
        columnSet={columnSet}
        columns={columns}
        rowKey={rowKey}
        visibleRows={(rows) => rows.filter((place) => !isHiddenClient(hidden, place.client.name))}
        hidden={hiddenMatches.isPending ? null : (hiddenMatches.data ?? 0)}
        label={t('parameters.places.table')}
        what={t('parameters.places.region')}
        countText={(count) => t('parameters.places.count', { count })}
        emptyText={t('parameters.places.empty')}
      />
    </Stack>
  );
}
