import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { cleanSearch } from '../../../lib/searchParams';
import { DataTable } from '../../../ui/DataTable/DataTable';
import { DebouncedTextFilter } from '../../../ui/DebouncedTextFilter';
import { clientPlaceTreeQuery, type Place } from '../../../entities/structure/api';
import { hiddenNamesFromConfig, isHiddenClient } from '../../../entities/structure/hiddenStructure';
import { useTableColumns } from '../../../entities/users/tableColumns';
import { ClientSiteFilter } from '../projects/ClientSiteFilter';
import { DEFAULT_PLACE_COLUMN_IDS, PLACE_COLUMN_IDS, PLACE_TABLE_ID, usePlaceColumns } from './placeColumns';
import { hiddenPlaceMatchesQuery, placeListQuery } from './placeListQueries';
import {
  DEFAULT_PLACE_PAGE_SIZE,
  PLACE_LIST_SEARCH_DEFAULTS,
  PLACE_PAGE_SIZES,
  placeFilterParams,
  withPlaceListFilter,
  withPlaceListSort,
  type PlaceListSearch,
} from './placeListSearch';
import { parseOrdering } from '../../../api/listPage';

export interface PlaceListScreenProps {
  search: PlaceListSearch;
  onSearchChange: (next: PlaceListSearch, options?: { replace?: boolean }) => void;
}

const PAGE_SIZES = [...PLACE_PAGE_SIZES];
const rowKey = (place: Place) => place.id;
const isPageSize = (size: number) => PLACE_PAGE_SIZES.find((known) => known === size);

/**
 * spec 001 §2 parameters/places: the sites, filtered by client and name, sorted and paged by the
 * server (GET places), without the hidden test clients' sites (spec 000 §6). Each name opens the
 * site's page. The project count per site comes from the structure the navigator reads anyway.
 */
export function PlaceListScreen({ search, onSearchChange }: PlaceListScreenProps) {
  const t = useMessage();
  const hidden = hiddenNamesFromConfig();
  const columnChoice = useTableColumns(PLACE_TABLE_ID, DEFAULT_PLACE_COLUMN_IDS, PLACE_COLUMN_IDS);
  const list = useQueryRegion(placeListQuery(search));
  const hiddenMatches = useQuery(hiddenPlaceMatchesQuery(placeFilterParams(search), hidden));
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

  const page = list.data;
  const rows = page ? page.data.filter((place) => !isHiddenClient(hidden, place.client.name)) : [];
  const counted = page !== undefined && !hiddenMatches.isPending;
  const count = page ? page.total_count - (hiddenMatches.data ?? 0) : 0;
  const go = (next: PlaceListSearch) => onSearchChange(cleanSearch(next, PLACE_LIST_SEARCH_DEFAULTS));

  return (
    <Stack gap="md">
      <Group component="section" aria-label={t('parameters.places.filters')} gap="sm" align="end" wrap="wrap">
        <ClientSiteFilter
          value={{ clientId: search.clientId }}
          onChange={(next) => onSearchChange(withPlaceListFilter(search, { clientId: next.clientId }))}
        />
        <DebouncedTextFilter
          label={t('parameters.places.filter.name')}
          value={search.name}
          onSearch={(name) => onSearchChange(withPlaceListFilter(search, { name }), { replace: true })}
          w={240}
        />
      </Group>
      <Text size="sm" fw={500} aria-live="polite">
        {counted ? t('parameters.places.count', { count }) : null}
      </Text>
      <DataTable
        label={t('parameters.places.table')}
        columns={columns}
        defaultColumnIds={DEFAULT_PLACE_COLUMN_IDS}
        visibleColumnIds={columnChoice.visibleColumnIds}
        onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
        rows={rows}
        rowKey={rowKey}
        sort={parseOrdering(search.sort)}
        onSortChange={(sort) => onSearchChange(withPlaceListSort(search, sort))}
        paging={{
          page: search.page ?? 1,
          pageSize: search.pageSize ?? DEFAULT_PLACE_PAGE_SIZE,
          total: page?.total_count ?? 0,
          hidden: hiddenMatches.data ?? 0,
          pageSizes: PAGE_SIZES,
          onPageChange: (next) => go({ ...search, page: next }),
          onPageSizeChange: (size) => go({ ...search, pageSize: isPageSize(size), page: undefined }),
        }}
        region={{ status: list, what: t('parameters.places.region') }}
        emptyText={t('parameters.places.empty')}
      />
    </Stack>
  );
}
