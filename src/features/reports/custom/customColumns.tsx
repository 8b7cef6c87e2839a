import { Button, Group } from '@mantine/core';
import type { CustomReport } from '../../../entities/reports/customReportsApi';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';

export const CUSTOM_COLUMN_IDS = ['project', 'name', 'graphs', 'updatedAt', 'actions'] as const;

export interface CustomRowActions {
  generate: (report: CustomReport) => void;
  manage: {
    edit: (report: CustomReport) => void;
    remove: (report: CustomReport) => void;
    busyId: number | null;
  } | null;
}

/** The templates' columns: project, name, number of graphs, last change, and what can be done. */
export function useCustomColumns(actions: CustomRowActions): DataTableColumn<CustomReport>[] {
  const t = useMessage();
  return [
    {
      id: 'project',
      header: t('report.custom.column.project'),
      maxWidth: 240,
      cell: (row) => <span>{row.project.name}</span>,
    },
    {
      id: 'name',
      header: t('report.custom.column.name'),
      maxWidth: 300,
      cell: (row) => <span>{row.name}</span>,
    },
    { id: 'graphs', header: t('report.custom.column.graphs'), align: 'end', cell: (row) => row.graphs.length },
    {
      id: 'updatedAt',
      header: t('report.custom.column.updatedAt'),
      cell: (row) => (row.updatedAt ? formatDateTime(row.updatedAt) : '–'),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      cell: (row) => (
        <Group gap={6} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="default"
            aria-label={t('report.custom.generateOf', { name: row.name })}
            onClick={() => actions.generate(row)}
          >
            {t('report.custom.generateButton')}
          </Button>
          {actions.manage ? (
            <>
              <Button
                size="compact-xs"
                variant="default"
                aria-label={t('report.custom.editOf', { name: row.name })}
                onClick={() => actions.manage?.edit(row)}
              >
                {t('common.edit')}
              </Button>
              <Button
                size="compact-xs"
                variant="default"
                color="red"
                loading={actions.manage.busyId === row.id}
                aria-label={t('report.custom.deleteOf', { name: row.name })}
                onClick={() => actions.manage?.remove(row)}
              >
                {t('common.delete')}
              </Button>
            </>
          ) : null}
        </Group>
      ),
    },
  ];
}
