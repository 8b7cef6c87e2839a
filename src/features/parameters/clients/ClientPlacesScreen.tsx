import { Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { clientPlaceTreeQuery, type Place } from '../../../entities/structure/api';
import { useTableColumns } from '../../../entities/users/tableColumns';
import { useMessage } from '../../../i18n/useMessage';
import { AnchorLink } from '../../../navigation/AnchorLink';
import { DataTable } from '../../../ui/DataTable/DataTable';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import { clientPlacesQuery } from './clientQueries';
import { structureCounts } from './structureCounts';

const TABLE_ID = 'clientPlaces';
const COLUMN_IDS = ['name', 'city', 'country', 'timezone', 'projects'] as const;

type PlaceRow = Place & { projects: number | undefined };

function usePlaceColumns(): DataTableColumn<PlaceRow>[] {
  const t = useMessage();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('parameters.clients.places.column.name'),
        sortable: true,
        maxWidth: 320,
        sortValue: (place) => place.name,
        cell: (place) => (
          <AnchorLink
            to="/parameters/places/$placeId/main-informations"
            params={{ placeId: place.id }}
            title={place.name}
          >
            {place.name}
          </AnchorLink>
        ),
      },
      {
        id: 'city',
        header: t('parameters.clients.places.column.city'),
        sortable: true,
        sortValue: (place) => place.city,
        cell: (place) => place.city ?? '',
      },
      {
        id: 'country',
        header: t('parameters.clients.places.column.country'),
        sortable: true,
        sortValue: (place) => place.country,
        cell: (place) => place.country ?? '',
      },
      {
        id: 'timezone',
        header: t('parameters.clients.places.column.timezone'),
        sortable: true,
        sortValue: (place) => place.timezone,
        cell: (place) => place.timezone ?? '',
      },
      {
        id: 'projects',
        header: t('parameters.clients.places.column.projects'),
        fullHeader: t('parameters.clients.places.column.projectsFull'),
        sortable: true,
        align: 'end',
        sortValue: (place) => place.projects,
        cell: (place) => (place.projects === undefined ? '…' : place.projects),
      },
    ],
    [t],
  );
}

const route = getRouteApi('/_auth/parameters/clients/$clientId/places');

/**
 * The client's sites (GET places?clientId=): name, city, country, time zone and number of
 * projects, each name opening the site's page. Its read failing is said here, in the section;
 * the client's facts and sections stay.
 */
export function ClientPlacesScreen() {
  const { clientId } = route.useParams();
  const t = useMessage();
  const places = useQueryRegion(clientPlacesQuery(clientId));
  const tree = useQuery(clientPlaceTreeQuery());
  const columns = usePlaceColumns();
  const columnChoice = useTableColumns(TABLE_ID, COLUMN_IDS, COLUMN_IDS);
  const counts = tree.data ? structureCounts(tree.data) : undefined;
  const rows: PlaceRow[] = (places.data?.data ?? []).map((place) => ({
    ...place,
    projects: counts ? (counts.place.get(place.id) ?? 0) : undefined,
  }));
  return (
    <Stack gap="sm">
      {places.data ? (
        <Text size="sm" c="dimmed" role="status">
          {t('parameters.clients.places.count', { count: rows.length })}
        </Text>
      ) : null}
      <DataTable
        label={t('parameters.clients.places.table')}
        columns={columns}
        defaultColumnIds={COLUMN_IDS}
        visibleColumnIds={columnChoice.visibleColumnIds}
        onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
        rows={rows}
        rowKey={(place) => place.id}
        region={{ status: places, what: t('parameters.clients.places.what') }}
        emptyText={t('parameters.clients.places.empty')}
      />
    </Stack>
  );
}
