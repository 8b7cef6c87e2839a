import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import type { Place } from '../../../entities/structure/api';

/** The sites table's columns (spec 000 §3 selectable and default sets); a sortable id is its `ordering` field. */
export const PLACE_COLUMN_IDS = [
  'name',
  'shortName',
  'client',
  'city',
  'country',
  'timezone',
  'projects',
  'companyName',
] as const;
export type PlaceColumnId = (typeof PLACE_COLUMN_IDS)[number];

export const PLACE_TABLE_ID = 'places';
export const DEFAULT_PLACE_COLUMN_IDS: readonly PlaceColumnId[] = [
  'name',
  'shortName',
  'client',
  'city',
  'country',
  'timezone',
  'projects',
];

/* Names read whole up to this width (px), never narrower than the minimum. */
const NAME_MIN_WIDTH = 180;
const NAME_MAX_WIDTH = 260;

function Named({ text }: { text: string | null | undefined }) {
  return <span>{text ?? ''}</span>;
}

/** A site's name, a link to its page (a new tab too). */
export function PlaceNameLink({ place }: { place: Pick<Place, 'id' | 'name'> }) {
  return (
    <Anchor
      size="sm"
      renderRoot={(props) => (
        <Link to="/parameters/places/$placeId/main-informations" params={{ placeId: place.id }} {...props} />
      )}
    >
      {place.name}
    </Anchor>
  );
}

/** `projectsOf` gives a site's project count once the structure is read (null until then). */
export function usePlaceColumns(projectsOf: (placeId: number) => number | null): DataTableColumn<Place>[] {
  const intl = useIntl();
  return useMemo((): DataTableColumn<Place>[] => {
    const t = (id: MessageId) => intl.formatMessage({ id });
    const columns: Record<PlaceColumnId, DataTableColumn<Place>> = {
      name: {
        id: 'name',
        header: t('parameters.places.column.name'),
        sortable: true,
        width: NAME_MIN_WIDTH,
        maxWidth: NAME_MAX_WIDTH,
        cell: (place) => <PlaceNameLink place={place} />,
      },
      shortName: {
        id: 'shortName',
        header: t('parameters.places.column.shortName'),
        sortable: true,
        cell: (place) => place.shortName ?? '',
      },
      client: {
        id: 'client',
        header: t('parameters.places.column.client'),
        sortable: true,
        width: NAME_MIN_WIDTH,
        maxWidth: NAME_MAX_WIDTH,
        cell: (place) => <Named text={place.client.name} />,
      },
      city: {
        id: 'city',
        header: t('parameters.places.column.city'),
        sortable: true,
        cell: (place) => place.city ?? '',
      },
      country: {
        id: 'country',
        header: t('parameters.places.column.country'),
        sortable: true,
        cell: (place) => place.country ?? '',
      },
      timezone: {
        id: 'timezone',
        header: t('parameters.places.column.timezone'),
        sortable: true,
        cell: (place) => place.timezone ?? '',
      },
      projects: {
        id: 'projects',
        header: t('parameters.places.column.projects'),
        align: 'end',
        cell: (place) => {
          const count = projectsOf(place.id);
          return count === null ? '' : intl.formatNumber(count);
        },
      },
      companyName: {
        id: 'companyName',
        header: t('parameters.places.column.companyName'),
        maxWidth: NAME_MAX_WIDTH,
        cell: (place) => <Named text={place.companyName} />,
      },
    };
    return PLACE_COLUMN_IDS.map((id) => columns[id]);
  }, [intl, projectsOf]);
}
