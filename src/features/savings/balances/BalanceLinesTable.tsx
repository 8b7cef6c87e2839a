import { Button, Table, Text } from '@mantine/core';
import type { Perimeter } from '../../../entities/savings/api';
import { useMessage } from '../../../i18n/useMessage';
import { SavingsFigure } from '../shared/SavingsFigure';
import type { BalanceView } from './balanceLines';
import { TableScroll } from './TableScroll';
import { usePerimeterName } from './usePerimeterName';

export interface BalanceLinesTableProps {
  label: string;
  view: BalanceView;
  /** With project_manage: adds a missing perimeter's line (POST balance-perimeter). */
  onAddMissing: ((perimeter: Perimeter) => void) | null;
  addingId: number | null;
}

const COLUMNS = 7;

/**
 * A balance's lines (spec 001 §3 "Balance display fields"): raw and adjusted reference, measured
 * consumption, savings in the energy's unit, € excl. tax and teqCO2; a perimeter of the AAPE the
 * balance lacks as an error line; the totals row. A plain table: a handful of lines and a footer,
 * nothing to page, sort or choose.
 */
export function BalanceLinesTable({ label, view, onAddMissing, addingId }: BalanceLinesTableProps) {
  const t = useMessage();
  const perimeterName = usePerimeterName();
  const { totals } = view;
  return (
    <TableScroll label={label} minWidth={820}>
      <Table aria-label={label} striped highlightOnHover verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('savings.balances.col.perimeter')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('savings.balances.col.rawReference')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('savings.balances.col.adjustedReference')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('savings.balances.col.measured')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('savings.balances.col.savings')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('savings.balances.col.euros')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('savings.balances.col.co2')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Th scope="row" fw={500}>
                {perimeterName(line.line)}
              </Table.Th>
              <Table.Td ta="end">
                {line.reference_consumption_raw === null ? (
                  t('common.notSet')
                ) : (
                  <SavingsFigure kind="energy" unit={line.unit} value={line.reference_consumption_raw} />
                )}
              </Table.Td>
              <Table.Td ta="end">
                <SavingsFigure kind="energy" unit={line.unit} value={line.consumption_measure_value_reference} />
              </Table.Td>
              <Table.Td ta="end">
                <SavingsFigure kind="energy" unit={line.unit} value={line.consumption_measure_value} />
              </Table.Td>
              <Table.Td ta="end">
                <SavingsFigure kind="energy" unit={line.unit} value={line.saving_measure_value} />
              </Table.Td>
              <Table.Td ta="end">
                <SavingsFigure kind="euros" value={line.financial_saving_calc} />
              </Table.Td>
              <Table.Td ta="end">
                <SavingsFigure kind="co2" value={line.co2_saving_calc} />
              </Table.Td>
            </Table.Tr>
          ))}
          {view.missing.map((perimeter) => (
            <Table.Tr key={`missing-${perimeter.id}`} bg="red.0">
              <Table.Th scope="row" fw={500} c="red.9">
                {perimeterName(perimeter)}
              </Table.Th>
              <Table.Td colSpan={COLUMNS - 1}>
                <Text size="sm" c="red.9" span>
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
          <Table.Tr fw={700}>
            <Table.Th scope="row">{t('savings.balances.totals')}</Table.Th>
            <Table.Td ta="end">
              <SavingsFigure kind="energy" unit={totals.unit} value={totals.reference_consumption_raw} />
            </Table.Td>
            <Table.Td ta="end">
              <SavingsFigure kind="energy" unit={totals.unit} value={totals.consumption_measure_value_reference} />
            </Table.Td>
            <Table.Td ta="end">
              <SavingsFigure kind="energy" unit={totals.unit} value={totals.consumption_measure_value} />
            </Table.Td>
            <Table.Td ta="end">
              <SavingsFigure kind="energy" unit={totals.unit} value={totals.saving_measure_value} />
            </Table.Td>
            <Table.Td ta="end">
              <SavingsFigure kind="euros" value={totals.financial_saving_calc} />
            </Table.Td>
            <Table.Td ta="end">
              <SavingsFigure kind="co2" value={totals.co2_saving_calc} />
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableScroll>
  );
}
