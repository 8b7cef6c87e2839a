import { Badge, Button, Group, Paper, Stack, Table, Title } from '@mantine/core';
import { TableScroll } from '../balances/TableScroll';
import { useMessage } from '../../../i18n/useMessage';
import { badgeTextColor } from '../../../ui/badgeTextColor';
import { SavingsFigure } from '../shared/SavingsFigure';
import { usePeriodText } from '../balances/usePeriodText';
import type { BilanYear } from './bilanYears';

export interface BilanYearSectionProps {
  bilan: BilanYear;
  /** With project_manage: deletes the year's bilan (after a confirmation the caller asks). */
  onDelete: (() => void) | null;
  deleting: boolean;
}

/**
 * One year of a project's bilans (spec 001 §3 "Bilan per project"): its balance AAPE by number,
 * each with its status, period and savings in its unit, € excl. tax and teqCO2, and the year's total.
 */
export function BilanYearSection({ bilan, onDelete, deleting }: BilanYearSectionProps) {
  const t = useMessage();
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
                <Table.Th scope="col">{aape}</Table.Th>
                <Table.Th scope="col">{t('savings.bilans.status')}</Table.Th>
                <Table.Th scope="col">{t('savings.bilans.period')}</Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('savings.bilans.energy')}
                </Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('savings.bilans.euros')}
                </Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('savings.bilans.co2')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bilan.rows.map(({ balance, totals, unit }) => {
                const active = balance.status === 'Active';
                const color = active ? 'green' : 'gray';
                return (
                  <Table.Tr key={balance.balance_aape_id}>
                    <Table.Th scope="row" fw={500}>
                      {t('savings.bilans.aape', { aape, number: balance.number ?? '–', name: balance.name ?? '' })}
                    </Table.Th>
                    <Table.Td>
                      <Badge variant="light" color={color} c={badgeTextColor(color)}>
                        {t(active ? 'savings.balances.active' : 'savings.balances.inactive')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{periodText(balance)}</Table.Td>
                    <Table.Td ta="end">
                      <SavingsFigure kind="energy" unit={unit} value={totals.saving_measure_value} />
                    </Table.Td>
                    <Table.Td ta="end">
                      <SavingsFigure kind="euros" value={totals.financial_saving_calc} />
                    </Table.Td>
                    <Table.Td ta="end">
                      <SavingsFigure kind="co2" value={totals.co2_saving_calc} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Table.Th scope="row" colSpan={3}>
                  {t('savings.bilans.total', { year: bilan.year })}
                </Table.Th>
                <Table.Td ta="end">
                  {bilan.energy === null ? (
                    t('savings.bilans.mixedEnergies')
                  ) : (
                    <SavingsFigure kind="energy" unit={bilan.unit} value={bilan.energy} />
                  )}
                </Table.Td>
                <Table.Td ta="end">
                  <SavingsFigure kind="euros" value={bilan.euros} />
                </Table.Td>
                <Table.Td ta="end">
                  <SavingsFigure kind="co2" value={bilan.co2} />
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </TableScroll>
      </Stack>
    </Paper>
  );
}
