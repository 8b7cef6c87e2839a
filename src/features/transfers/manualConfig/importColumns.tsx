import type { Import } from '../../../entities/transfers/importsApi';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import { ImportDetails } from './ImportDetails';
import { ImportRowActions } from './ImportRowActions';
import { ImportStepper } from './ImportStepper';
import type { ImportActions } from './useImportActions';

export const IMPORTS_TABLE_ID = 'imports';
export const IMPORT_COLUMN_IDS = [
  'client',
  'place',
  'name',
  'status',
  'actions',
  'createdAt',
  'lastStatusUpdate',
  'createdBy',
  'rowCount',
] as const;
/**
 * spec 001 §3 Import (client, place, name, status, created, last status change) and who sent it;
 * what to do with an import comes right after its status, where the eye already is. The client
 * (the site names it), the last status change and the sender are in the column picker, so that
 * the rest fits a 1280 px screen.
 */
export const IMPORT_DEFAULT_COLUMN_IDS = ['place', 'name', 'status', 'actions', 'createdAt'];

/** With a site chosen, its client and name are the same on every row: left out of the default set. */
export const IMPORT_SITE_DEFAULT_COLUMN_IDS = IMPORT_DEFAULT_COLUMN_IDS.filter(
  (id) => id !== 'client' && id !== 'place',
);

/** The imports list's columns; without variable_import_manage the actions column is not offered. */
export function useImportColumns(actions: ImportActions | null): DataTableColumn<Import>[] {
  const t = useMessage();
  const columns: DataTableColumn<Import>[] = [
    {
      id: 'client',
      header: t('manualConfig.column.client'),
      cell: (row) => <span>{row.client.name}</span>,
      maxWidth: 180,
    },
    {
      id: 'place',
      header: t('manualConfig.column.place'),
      cell: (row) => <span>{row.place.name}</span>,
      maxWidth: 200,
    },
    {
      id: 'name',
      header: t('manualConfig.column.name'),
      // The name opens what the server said of the file.
      cell: (row) => <ImportDetails item={row} />,
      width: 160,
      maxWidth: 240,
    },
    {
      id: 'status',
      header: t('manualConfig.column.status'),
      cell: (row) => <ImportStepper status={row.status} />,
      width: 230,
    },
    ...(actions
      ? [
          {
            id: 'actions',
            header: t('manualConfig.column.actions'),
            cell: (row: Import) => <ImportRowActions item={row} actions={actions} />,
            width: 200,
          },
        ]
      : []),
    { id: 'createdAt', header: t('manualConfig.column.createdAt'), cell: (row) => formatDateTime(row.createdAt) },
    {
      id: 'lastStatusUpdate',
      header: t('manualConfig.column.lastStatusUpdate'),
      cell: (row) => (row.lastStatusUpdate ? formatDateTime(row.lastStatusUpdate) : ''),
    },
    {
      id: 'createdBy',
      header: t('manualConfig.column.createdBy'),
      cell: (row) => row.createdBy?.name ?? '',
      maxWidth: 180,
    },
    {
      id: 'rowCount',
      header: t('manualConfig.column.rowCount'),
      cell: (row) => (row.rowCount == null ? '' : row.rowCount),
      align: 'end',
    },
  ];
  return columns;
}
