import { ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../../../lib/dateFormat';
import { useMessage } from '../../../i18n/useMessage';
import { formatMeasure } from '../../../ui/Chart/formatters';
import type { GraphTableRow } from './graphSeries';

export interface GraphTableViewProps {
  title: string;
  rows: readonly GraphTableRow[];
  /** 'table' graphs also list the dated rows (one column per variable). */
  dated: boolean;
  height: number;
}

/** The dates of every variable's rows, in time order, each once. */
function datesOf(rows: readonly GraphTableRow[]): string[] {
  const all = new Set<string>();
  for (const row of rows) for (const { date } of row.rows) all.add(date);
  return [...all].sort((a, b) => Date.parse(a) - Date.parse(b));
}

/**
 * A table graph (spec 000 §3) as an HTML table, readable by screen readers and copyable: each
 * variable with its unit, aggregation and value over the period; then, for 'table' graphs, the
 * dated rows with one column per variable.
 */
export function GraphTableView({ title, rows, dated, height }: GraphTableViewProps) {
  const t = useMessage();
  const { locale } = useIntl();
  const dates = dated ? datesOf(rows) : [];
  const valueAt = (row: GraphTableRow, date: string) => row.rows.find((one) => one.date === date)?.value ?? null;
  return (
    <ScrollArea.Autosize mah={height} type="auto">
      <Stack gap="sm">
        <Table striped withTableBorder>
          <Table.Caption>{t('explorerChart.table.caption', { name: title })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('explorerChart.table.variable')}</Table.Th>
              <Table.Th scope="col">{t('explorerChart.table.unit')}</Table.Th>
              <Table.Th scope="col">{t('explorerChart.table.aggregation')}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('explorerChart.table.value')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Th scope="row" fw={500}>
                  {row.name}
                </Table.Th>
                <Table.Td>{row.unit}</Table.Td>
                <Table.Td>{row.aggregation ? t(`explorerChart.aggregation.${row.aggregation}`) : '–'}</Table.Td>
                <Table.Td ta="end">{formatMeasure(row.value, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {dates.length > 0 ? (
          <Table striped withTableBorder>
            <Table.Caption>{t('explorerChart.table.datedCaption', { name: title })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('explorerChart.table.date')}</Table.Th>
                {rows.map((row) => (
                  <Table.Th scope="col" key={row.id} ta="end">
                    {row.unit ? `${row.name} (${row.unit})` : row.name}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {dates.map((date) => (
                <Table.Tr key={date}>
                  <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(date)}
                  </Table.Th>
                  {rows.map((row) => (
                    <Table.Td key={row.id} ta="end">
                      {formatMeasure(valueAt(row, date), locale)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        {rows.length === 0 ? <Text c="dimmed">{t('explorerChart.empty')}</Text> : null}
      </Stack>
    </ScrollArea.Autosize>
  );
}
