import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { FormulaTestResult as TestResult } from '../../../entities/variables/formulaApi';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';
import { formatNumber } from '../../../lib/numberFormat';
import { Chart } from '../../../ui/Chart/Chart';
import { timeSeriesOption } from '../../../ui/Chart/timeSeriesOption';

const CHART_HEIGHT = 300;

export interface FormulaTestResultProps {
  results: TestResult['results'];
  /** A single-value check (start null): the value, not a chart. */
  single: boolean;
  name: string;
  unit: string;
}

/** What a successful test gave: one value, or the tested data over the period as a chart. */
export function FormulaTestResult({ results, single, name, unit }: FormulaTestResultProps) {
  const t = useMessage();
  const { locale } = useIntl();
  const points = useMemo(
    () => results.map((row) => [Date.parse(row.date), row.value] as const).sort((a, b) => a[0] - b[0]),
    [results],
  );
  const option = useMemo(
    () => timeSeriesOption({ series: [{ name, unit, points }], locale }),
    [name, unit, points, locale],
  );
  const value = (number: number | null) =>
    number === null ? t('formula.test.noValue') : `${formatNumber(number, locale)}${unit ? ` ${unit}` : ''}`;

  if (single) {
    const [row] = results;
    return (
      <Text>
        {t('formula.test.singleValue', { value: value(row?.value ?? null), date: formatDateTime(row?.date ?? null) })}
      </Text>
    );
  }

  const values = points.map(([, number]) => number).filter((number): number is number => number !== null);
  const summary =
    values.length === 0
      ? t('formula.test.noValues')
      : t('formula.test.summary', {
          count: values.length,
          min: value(Math.min(...values)),
          max: value(Math.max(...values)),
          last: value(values[values.length - 1] ?? null),
        });
  return (
    <Stack gap="xs">
      <Text size="sm">{summary}</Text>
      <Chart option={option} height={CHART_HEIGHT} label={t('formula.test.chart', { name })} summary={summary} />
    </Stack>
  );
}
