import { Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../i18n/useMessage';
import { formatPValue, formatStatistic, SIGNIFICANCE_MARKS, significanceOf } from './statFormat';

/** Figures align by their digits and never break ("< 0.001" on one line). */
const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export interface CoefficientRow {
  key: string;
  /** null for the intercept. */
  name: string | null;
  unit: string | null;
  aggregation: string | null;
  coefficient: number;
  standardError: number | null;
  tValue: number | null;
  pValue: number | null;
}

/**
 * The fitted coefficients as M&V reads them: estimate, standard error, t, p (< 0.001 below the
 * floor) and the significance marks (*** p < 0.001, ** p < 0.01, * p < 0.05), in the locale.
 */
export function CoefficientsTable({ rows }: { rows: readonly CoefficientRow[] }) {
  const t = useMessage();
  const { locale } = useIntl();
  const name = t('analytics.coefficients.title');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={name} striped verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('analytics.coefficients.term')}</Table.Th>
            <Table.Th>{t('analytics.coefficients.aggregation')}</Table.Th>
            <Table.Th ta="right">{t('analytics.coefficients.estimate')}</Table.Th>
            <Table.Th ta="right">{t('analytics.coefficients.standardError')}</Table.Th>
            <Table.Th ta="right">{t('analytics.coefficients.tValue')}</Table.Th>
            <Table.Th ta="right">{t('analytics.coefficients.pValue')}</Table.Th>
            <Table.Th>{t('analytics.coefficients.significance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const significance = significanceOf(row.pValue);
            return (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" fw={row.name === null ? 400 : 600}>
                  {row.name === null ? t('analytics.coefficients.intercept') : row.name}
                  {row.unit ? (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      ({row.unit})
                    </Text>
                  ) : null}
                </Table.Th>
                <Table.Td>{row.aggregation ?? '—'}</Table.Td>
                <Table.Td ta="right" style={NUMERIC}>
                  {formatStatistic(row.coefficient, locale)}
                </Table.Td>
                <Table.Td ta="right" style={NUMERIC}>
                  {formatStatistic(row.standardError, locale)}
                </Table.Td>
                <Table.Td ta="right" style={NUMERIC}>
                  {formatStatistic(row.tValue, locale)}
                </Table.Td>
                <Table.Td ta="right" style={NUMERIC}>
                  {formatPValue(row.pValue, locale)}
                </Table.Td>
                <Table.Td>
                  {significance === 'none' ? (
                    <Text span size="sm" c="dimmed">
                      {t('analytics.coefficients.notSignificant')}
                    </Text>
                  ) : (
                    <Tooltip label={t(`analytics.coefficients.level.${significance}`)}>
                      <Text span fw={700} c="var(--mantine-color-teal-text)">
                        <span aria-hidden>{SIGNIFICANCE_MARKS[significance]}</span>
                        <VisuallyHidden>{t(`analytics.coefficients.level.${significance}`)}</VisuallyHidden>
                      </Text>
                    </Tooltip>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt={4}>
        {t('analytics.coefficients.legend')}
      </Text>
    </Table.ScrollContainer>
  );
}
