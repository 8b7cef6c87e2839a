import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { AnchorLink } from '../../../navigation/AnchorLink';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import type { ClientRow } from './clientRows';

/** The clients table's columns (spec 001 §2: name, short name, number of sites, number of projects). */
export const CLIENT_TABLE_ID = 'clients';
export const CLIENT_COLUMN_IDS = ['name', 'shortName', 'places', 'projects'] as const;
export const DEFAULT_CLIENT_COLUMN_IDS = CLIENT_COLUMN_IDS;

function Count({ value }: { value: number | undefined }) {
  const t = useMessage();
  return value === undefined ? (
    <Text
      span
      c="dimmed"
      title={t('parameters.clients.countUnknown')}
      aria-label={t('parameters.clients.countUnknown')}
    >
      …
    </Text>
  ) : (
    <>{value}</>
  );
}

export function useClientColumns(): DataTableColumn<ClientRow>[] {
  const t = useMessage();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('parameters.clients.column.name'),
        sortable: true,
        maxWidth: 360,
        cell: (client) => (
          <AnchorLink
            to="/parameters/clients/$clientId/main-informations"
            params={{ clientId: client.id }}
            search={{ source: 'list' }}
          >
            {client.name}
          </AnchorLink>
        ),
      },
      {
        id: 'shortName',
        header: t('parameters.clients.column.shortName'),
        sortable: true,
        cell: (client) => client.shortName ?? '',
      },
      {
        id: 'places',
        header: t('parameters.clients.column.places'),
        fullHeader: t('parameters.clients.column.placesFull'),
        sortable: true,
        align: 'end',
        cell: (client) => <Count value={client.places} />,
      },
      {
        id: 'projects',
        header: t('parameters.clients.column.projects'),
        fullHeader: t('parameters.clients.column.projectsFull'),
        sortable: true,
        align: 'end',
        cell: (client) => <Count value={client.projects} />,
      },
    ],
    [t],
  );
}
