import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Perimeter } from '../../../entities/savings/api';
import { useMessage } from '../../../i18n/useMessage';
import { useSavingsFormat } from '../shared/useSavingsFormat';
import { sum2 } from '../../../entities/savings/balanceMath';
import { unitsOf, type BalanceView, type BalanceViewLine } from './balanceLines';
import { TableScroll } from './TableScroll';
import { usePerimeterName } from './usePerimeterName';

export interface BalanceLinesTableProps {
  label: string;
  view: BalanceView;
  /** With project_manage: adds a missing perimeter's line (POST balance-perimeter). */
  onAddMissing: ((perimeter: Perimeter) => void) | null;
  addingId: number | null;
}

const COLUMNS = 8;
const NUMBER = { ta: 'end', style: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } } as const;
const ENERGY_COLUMNS = [
  'reference_consumption_raw',
  'consumption_measure_value_reference',
  'consumption_measure_value',
  'saving_measure_value',
] as const satisfies readonly (keyof BalanceViewLine)[];

/**
 * A balance's lines (spec 001 §3 "Balance display fields"): raw and adjusted reference, measured
 * consumption, savings in the energy's unit, € excl. tax and teqCO2; a perimeter of the AAPE the
 * balance lacks as an error line; the totals row (each column to 2 decimals), after a subtotal per
 * unit (of two lines or more) when the energies differ: MWh and tonnes are never added together.
 * A plain table: a handful of lines and a footer, nothing to page, sort or choose.
 */
export function BalanceLinesTable({ label, view, onAddMissing, addingId }: BalanceLinesTableProps) {
  const t = useMessage();
  const format = useSavingsFormat();
  const perimeterName = usePerimeterName();
  const { totals } = view;
  // Energies in different units are never added together: a subtotal per unit comes first.
  const mixed = totals.unit === null && view.lines.length > 0;
  const head = (text: string, props: { rowSpan?: number; colSpan?: number; end?: boolean } = {}): ReactNode => (
    <Table.Th
      scope={props.colSpan ? 'colgroup' : 'col'}
      rowSpan={props.rowSpan}
      colSpan={props.colSpan}
      ta={props.colSpan ? 'center' : props.end ? 'end' : 'start'}
    >
      {text}
    </Table.Th>
  );
  return (
    <TableScroll label={label} minWidth={720}>
      <Table aria-label={label} striped highlightOnHover verticalSpacing={6} horizontalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {head(t('savings.balances.col.perimeter'), { rowSpan: 2 })}
            {head(t('savings.balances.col.reference'), { colSpan: 2 })}
            {head(t('savings.balances.col.measured'), { rowSpan: 2, end: true })}
            {head(t('savings.balances.col.savingsGroup'), { colSpan: 3 })}
          </Table.Tr>
          <Table.Tr>
            {head(t('savings.balances.col.rawReference'), { end: true })}
            {head(t('savings.balances.col.adjustedReference'), { end: true })}
            {head(t('savings.balances.col.savings'), { end: true })}
            {head(format.unitName('euros'), { end: true })}
            {head(format.unitName('co2'), { end: true })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {perimeterName(line.line)}
                <Text size="xs" c="dimmed">
                  {t('savings.balances.inUnit', { unit: format.unitName('energy', line.unit) })}
                </Text>
              </Table.Th>
              {ENERGY_COLUMNS.map((column) => (
                <Table.Td key={column} {...NUMBER}>
                  {line[column] === null ? t('common.notSet') : format.number(line[column])}
                </Table.Td>
              ))}
              <Table.Td {...NUMBER}>{format.number(line.financial_saving_calc)}</Table.Td>
              <Table.Td {...NUMBER}>{format.number(line.co2_saving_calc)}</Table.Td>
            </Table.Tr>
          ))}
          {view.missing.map((perimeter) => (
            <Table.Tr key={`missing-${perimeter.id}`} bg="var(--app-surface-error)">
              <Table.Th scope="row" fw={500} c="var(--mantine-color-red-text)" style={{ whiteSpace: 'nowrap' }}>
                {perimeterName(perimeter)}
              </Table.Th>
              <Table.Td colSpan={COLUMNS - 1}>
                <Text size="sm" c="var(--mantine-color-red-text)" span>
                  {t('savings.balances.missing')}
                </Text>
                {onAddMissing ? (
                  <Button
                    size="compact-xs"
                    variant="light"
                    ml="sm"
                    loading={addingId === perimeter.id}
                    onClick={() => onAddMissing(perimeter)}
                  >
                    {t('savings.balances.addMissing', { perimeter: perimeterName(perimeter) })}
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {mixed
            ? unitsOf(view.lines).map((unit) => {
                const ofUnit = view.lines.filter((line) => line.unit === unit);
                // A unit of one line: that line is its subtotal already.
                if (ofUnit.length < 2) return null;
                return (
                  <Table.Tr key={unit} fw={600}>
                    <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                      {t('savings.balances.subtotal')}
                      <Text size="xs" c="dimmed">
                        {t('savings.balances.inUnit', { unit: format.unitName('energy', unit) })}
                      </Text>
                    </Table.Th>
                    {ENERGY_COLUMNS.map((column) => (
                      <Table.Td key={column} {...NUMBER}>
                        {format.number(sum2(ofUnit.map((line) => line[column])))}
                      </Table.Td>
                    ))}
                    <Table.Td {...NUMBER}>
                      {format.number(sum2(ofUnit.map((line) => line.financial_saving_calc)))}
                    </Table.Td>
                    <Table.Td {...NUMBER}>{format.number(sum2(ofUnit.map((line) => line.co2_saving_calc)))}</Table.Td>
                  </Table.Tr>
                );
              })
            : null}
          <Table.Tr fw={700}>
            <Table.Th scope="row">{t('savings.balances.totals')}</Table.Th>
            {ENERGY_COLUMNS.map((column) => (
              <Table.Td key={column} {...NUMBER}>
                {mixed ? (
                  <>
                    <span aria-hidden title={t('savings.balances.mixedUnits')}>
                      –
                    </span>
                    <VisuallyHidden>{t('savings.balances.mixedUnits')}</VisuallyHidden>
                  </>
                ) : (
                  format.number(totals[column])
                )}
              </Table.Td>
            ))}
            <Table.Td {...NUMBER}>{format.number(totals.financial_saving_calc)}</Table.Td>
            <Table.Td {...NUMBER}>{format.number(totals.co2_saving_calc)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableScroll>
  );
}
