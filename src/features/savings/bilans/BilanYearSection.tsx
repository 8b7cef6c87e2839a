import { Badge, Button, Group, Paper, Stack, Table, Title } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import { badgeTextColor } from '../../../ui/badgeTextColor';
import { TableScroll } from '../balances/TableScroll';
import { UnitSums } from '../balances/UnitSums';
import { usePeriodText } from '../balances/usePeriodText';
import { useSavingsFormat } from '../shared/useSavingsFormat';
import type { BilanYear } from './bilanYears';

export interface BilanYearSectionProps {
  bilan: BilanYear;
  /** With project_manage: deletes the year's bilan (after a confirmation the caller asks). */
  onDelete: (() => void) | null;
  deleting: boolean;
}

const NUMBER = { ta: 'end', style: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } } as const;
const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;

/**
 * One year of a project's bilans (spec 001 §3 "Bilan per project"): its balance AAPE by number,
 * each with its status, period and savings (energy unit by unit, € excl. tax, teqCO2), and the
 * year's total.
 */
export function BilanYearSection({ bilan, onDelete, deleting }: BilanYearSectionProps) {
  const t = useMessage();
  const format = useSavingsFormat();
  const periodText = usePeriodText();
  const aape = t('savings.name.short');
  const headingId = `bilan-year-${bilan.year}`;
  const tableLabel = t('savings.bilans.table', { year: bilan.year });
  return (
    <Paper withBorder radius="sm" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {t('savings.bilans.year', { year: bilan.year })}
          </Title>
          {onDelete ? (
            <Button size="xs" variant="light" color="red" loading={deleting} onClick={onDelete}>
              {t('savings.bilans.delete', { year: bilan.year })}
            </Button>
          ) : null}
        </Group>
        <TableScroll label={tableLabel} minWidth={760}>
          <Table aria-label={tableLabel} striped verticalSpacing={6} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" rowSpan={2}>
                  {aape}
                </Table.Th>
                <Table.Th scope="col" rowSpan={2}>
                  {t('savings.bilans.status')}
                </Table.Th>
                <Table.Th scope="col" rowSpan={2}>
                  {t('savings.bilans.period')}
                </Table.Th>
                <Table.Th scope="colgroup" colSpan={3} ta="center">
                  {t('savings.bilans.savings')}
                </Table.Th>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="col" ta="end">
                  {t('savings.bilans.energy')}
                </Table.Th>
                <Table.Th scope="col" ta="end">
                  {format.unitName('euros')}
                </Table.Th>
                <Table.Th scope="col" ta="end">
                  {format.unitName('co2')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bilan.rows.map(({ balance, totals, energy }) => {
                const active = balance.status === 'Active';
                const color = active ? 'green' : 'gray';
                return (
                  <Table.Tr key={balance.balance_aape_id}>
                    <Table.Th scope="row" fw={500}>
                      {t('savings.bilans.aape', { aape, number: balance.number ?? '–', name: balance.name ?? '' })}
                    </Table.Th>
                    <Table.Td {...NO_WRAP}>
                      <Badge
                        variant="light"
                        color={color}
                        c={badgeTextColor(color)}
                        styles={{ label: { overflow: 'visible' } }}
                      >
                        {t(active ? 'savings.balances.active' : 'savings.balances.inactive')}
                      </Badge>
                    </Table.Td>
                    <Table.Td {...NO_WRAP}>{periodText(balance)}</Table.Td>
                    <Table.Td {...NUMBER}>
                      <UnitSums sums={energy} />
                    </Table.Td>
                    <Table.Td {...NUMBER}>{format.number(totals.financial_saving_calc)}</Table.Td>
                    <Table.Td {...NUMBER}>{format.number(totals.co2_saving_calc)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Table.Th scope="row" colSpan={3}>
                  {t('savings.bilans.total', { year: bilan.year })}
                </Table.Th>
                <Table.Td {...NUMBER}>
                  <UnitSums sums={bilan.energy} />
                </Table.Td>
                <Table.Td {...NUMBER}>{format.number(bilan.euros)}</Table.Td>
                <Table.Td {...NUMBER}>{format.number(bilan.co2)}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </TableScroll>
      </Stack>
    </Paper>
  );
}
