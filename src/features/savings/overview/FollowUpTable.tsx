import { Stack, Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../i18n/useMessage';
import { formatDate } from '../../../lib/dateFormat';
import { formatNumber } from '../../../lib/numberFormat';
import { SavingsFigure } from '../shared/SavingsFigure';
import { EnergyFigures } from './EnergyFigures';
import { achievementRate, type SavingsTriple, type YearFollowUp } from '../../../entities/savings/followUp';

export interface FollowUpTableProps {
  /** The table's accessible name. */
  label: string;
  years: readonly YearFollowUp[];
  /** A last row with every year added up. */
  total?: Pick<YearFollowUp, 'commitment' | 'savings' | 'gap'>;
  /** Names the AAPE balanced each year (the project's table). */
  showAapeNumbers?: boolean;
}

function Triple({ value, signed = false }: { value: SavingsTriple; signed?: boolean }) {
  return (
    <Stack gap={2} align="flex-end">
      <EnergyFigures energy={value.energy} signed={signed} size="sm" fw={600} />
      <SavingsFigure kind="euros" value={value.euros} signed={signed} size="sm" />
      <SavingsFigure kind="co2" value={value.co2} signed={signed} size="sm" />
    </Stack>
  );
}

/**
 * The yearly commitment follow-up (issue 17 item 1): per year, descending, what was committed,
 * the savings made and the gap, each in the savings unit, euros excluding tax and teqCO2.
 */
export function FollowUpTable({ label, years, total, showAapeNumbers = false }: FollowUpTableProps) {
  const t = useMessage();
  const { locale } = useIntl();
  const rate = (followUp: Pick<YearFollowUp, 'savings' | 'commitment'>) => {
    const value = achievementRate(followUp);
    return value === null ? null : (
      <Text size="xs" c={value >= 1 ? 'var(--mantine-color-teal-text)' : 'dimmed'} fw={value >= 1 ? 600 : 400}>
        {t('savings.overview.followUp.rate', { rate: formatNumber(value * 100, locale, 1) })}
      </Text>
    );
  };
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={label} verticalSpacing="xs" striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('savings.overview.followUp.year')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('savings.overview.followUp.commitment')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('savings.overview.followUp.savings')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('savings.overview.followUp.gap')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {years.map((year) => (
            <Table.Tr key={year.year}>
              <Table.Th scope="row" fw={400} style={{ verticalAlign: 'top' }}>
                <Text fw={700}>{year.year}</Text>
                {rate(year)}
                {year.measuredTo ? (
                  <Text size="xs" c="dimmed">
                    {t('savings.overview.followUp.measuredTo', { date: formatDate(year.measuredTo) })}
                  </Text>
                ) : null}
                {showAapeNumbers ? (
                  <Text size="xs" c="dimmed">
                    {t('savings.overview.followUp.aapeNumbers', {
                      name: t('savings.name.short'),
                      numbers: [...new Set(year.balances.map((balance) => balance.number ?? 0))].join(', '),
                    })}
                  </Text>
                ) : null}
                {year.missingPerimeters > 0 ? (
                  <Text size="xs" c="var(--mantine-color-red-text)" fw={600}>
                    {t('savings.overview.followUp.missingPerimeters', { count: year.missingPerimeters })}
                  </Text>
                ) : null}
              </Table.Th>
              <Table.Td>
                <Triple value={year.commitment} />
              </Table.Td>
              <Table.Td>
                <Triple value={year.savings} />
              </Table.Td>
              <Table.Td>
                <Triple value={year.gap} signed />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        {total ? (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" fw={400} style={{ verticalAlign: 'top' }}>
                <Text fw={700}>{t('savings.overview.followUp.total')}</Text>
                {rate(total)}
              </Table.Th>
              <Table.Td>
                <Triple value={total.commitment} />
              </Table.Td>
              <Table.Td>
                <Triple value={total.savings} />
              </Table.Td>
              <Table.Td>
                <Triple value={total.gap} signed />
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </Table.ScrollContainer>
  );
}
