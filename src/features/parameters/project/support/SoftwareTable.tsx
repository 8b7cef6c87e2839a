import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import type { supportSoftwareSchema } from '../../../../entities/structure/supportApi';
import { useTableColumns } from '../../../../entities/users/tableColumns';
import type { MessageId } from '../../../../i18n/messages';
import { formatDate, formatIsoDateTime } from '../../../../lib/dateFormat';
import { DataTable } from '../../../../ui/DataTable/DataTable';
import type { DataTableColumn } from '../../../../ui/DataTable/dataTableTypes';
import { ExpiryBadge } from './ExpiryBadge';
import { licenceStatus, type LicenceStatus } from './licenceStatus';

type Software = z.infer<typeof supportSoftwareSchema>;

const COLUMN_IDS = ['name', 'version', 'licence', 'expirationDate', 'status'] as const;
const TABLE_ID = 'supportSoftware';
const rowKey = (item: Software) => item.id;
const STATUS_ORDER: Record<LicenceStatus, number> = { expired: 0, expiring: 1, valid: 2, none: 3 };

/** The project's software and licences (tableId supportSoftware): expired or expiring licences say so. */
export function SoftwareTable({ items }: { items: readonly Software[] }) {
  const intl = useIntl();
  const columnChoice = useTableColumns(TABLE_ID, COLUMN_IDS, COLUMN_IDS);
  // Today in Europe/Paris, as the licence's last day is.
  const [today] = useState(() => formatIsoDateTime(Date.now()).slice(0, 10));
  const columns = useMemo((): DataTableColumn<Software>[] => {
    const t = (id: MessageId) => intl.formatMessage({ id });
    return [
      {
        id: 'name',
        header: t('parameters.support.software.name'),
        cell: (item) => item.name,
        sortable: true,
        sortValue: (item) => item.name,
      },
      { id: 'version', header: t('parameters.support.software.version'), cell: (item) => item.version ?? '' },
      { id: 'licence', header: t('parameters.support.software.licence'), cell: (item) => item.licence ?? '' },
      {
        id: 'expirationDate',
        header: t('parameters.support.software.expirationDate'),
        cell: (item) => formatDate(item.expirationDate),
        sortable: true,
        sortValue: (item) => item.expirationDate,
      },
      {
        id: 'status',
        header: t('parameters.support.software.status'),
        width: 200,
        cell: (item) => <ExpiryBadge of="licence" status={licenceStatus(item.expirationDate, today)} />,
        sortable: true,
        sortValue: (item) => STATUS_ORDER[licenceStatus(item.expirationDate, today)],
      },
    ];
  }, [intl, today]);
  return (
    <DataTable
      label={intl.formatMessage({ id: 'parameters.support.software.table' })}
      columns={columns}
      defaultColumnIds={COLUMN_IDS}
      visibleColumnIds={columnChoice.visibleColumnIds}
      onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
      rows={items}
      rowKey={rowKey}
      loading={false}
    />
  );
}
