import { ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { ImportLineError, ImportPreview } from '../../../entities/transfers/importFile/types';
import { useMessage } from '../../../i18n/useMessage';
import { DataTable } from '../../../ui/DataTable/DataTable';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';

/** The first rows of the file as read (20 at most: importFile's SAMPLE_ROW_COUNT), under their headers. */
export function ImportSampleTable({ preview }: { preview: ImportPreview }) {
  const t = useMessage();
  if (preview.sampleRows.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('manualConfig.preview.sample', { count: preview.sampleRows.length })}
      </Text>
      <ScrollArea.Autosize mah={280} type="auto">
        <Table striped withTableBorder fz="xs" aria-label={t('manualConfig.preview.sampleTable')}>
          <Table.Thead>
            <Table.Tr>
              {preview.columns.map((column) => (
                <Table.Th key={column.index} c={column.role === 'ignored' ? 'dimmed' : undefined}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.sampleRows.map((row, rowIndex) => (
              <Table.Tr key={rowIndex}>
                {preview.columns.map((column) => (
                  <Table.Td key={column.index}>{row[column.index] ?? ''}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}

const errorKey = (error: ImportLineError) => `${error.line}-${error.column ?? ''}-${error.kind}`;
const ERROR_COLUMN_IDS = ['line', 'kind', 'column', 'value'];

/** The line errors (the first 200, line order): each line with one is skipped by the import. */
export function ImportErrorsTable({ preview }: { preview: ImportPreview }) {
  const t = useMessage();
  if (preview.errorCount === 0) return null;
  const columns: DataTableColumn<ImportLineError>[] = [
    { id: 'line', header: t('manualConfig.preview.error.line'), cell: (row) => row.line, align: 'end' },
    {
      id: 'kind',
      header: t('manualConfig.preview.error.kind'),
      cell: (row) => t(`manualConfig.preview.kind.${row.kind}`),
    },
    { id: 'column', header: t('manualConfig.preview.error.column'), cell: (row) => row.column ?? '', maxWidth: 200 },
    {
      id: 'value',
      header: t('manualConfig.preview.error.value'),
      cell: (row) =>
        row.kind === 'cells' ? t('manualConfig.preview.cellsFound', { count: Number(row.value) }) : row.value,
      maxWidth: 220,
    },
  ];
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} c="var(--mantine-color-red-text)">
        {t('manualConfig.preview.errorsTitle', { count: preview.errorCount })}
      </Text>
      {preview.errorCount > preview.errors.length ? (
        <Text size="sm" c="dimmed">
          {t('manualConfig.preview.errorsCapped', { shown: preview.errors.length, count: preview.errorCount })}
        </Text>
      ) : null}
      <DataTable
        label={t('manualConfig.preview.errorsTable')}
        columns={columns}
        defaultColumnIds={ERROR_COLUMN_IDS}
        rows={preview.errors}
        rowKey={errorKey}
        maxHeight={240}
      />
    </Stack>
  );
}
