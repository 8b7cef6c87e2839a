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
  'createdAt',
  'lastStatusUpdate',
  'createdBy',
  'rowCount',
  'actions',
] as const;
/** spec 001 §3 Import (client, place, name, status, created, last status change), who sent it and what to do. */
export const IMPORT_DEFAULT_COLUMN_IDS = [
  'client',
  'place',
  'name',
  'status',
  'createdAt',
  'lastStatusUpdate',
  'createdBy',
  'actions',
];

/** With a site chosen, its client and name are the same on every row: left out of the default set. */
export const IMPORT_SITE_DEFAULT_COLUMN_IDS = IMPORT_DEFAULT_COLUMN_IDS.filter(
  (id) => id !== 'client' && id !== 'place',
);

/** The imports list's columns; without variable_import_manage the actions column is not offered. */
export function useImportColumns(actions: ImportActions | null): DataTableColumn<Import>[] {
  const t = useMessage();
  const columns: DataTableColumn<Import>[] = [
    { id: 'client', header: t('manualConfig.column.client'), cell: (row) => row.client.name, maxWidth: 180 },
    { id: 'place', header: t('manualConfig.column.place'), cell: (row) => row.place.name, maxWidth: 200 },
    {
      id: 'name',
      header: t('manualConfig.column.name'),
      // The name opens what the server said of the file.
      cell: (row) => <ImportDetails item={row} />,
      width: 160,
      maxWidth: 280,
    },
    {
      id: 'status',
      header: t('manualConfig.column.status'),
      cell: (row) => <ImportStepper status={row.status} />,
      width: 230,
    },
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
  if (actions)
    columns.push({
      id: 'actions',
      header: t('manualConfig.column.actions'),
      cell: (row) => <ImportRowActions item={row} actions={actions} />,
      width: 200,
    });
  return columns;
}
