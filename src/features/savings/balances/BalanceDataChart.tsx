import { Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { QuerySnapshot } from '../../../api/queryRegion';
import { useRegion } from '../../../api/useQueryRegion';
import type { Perimeter } from '../../../entities/savings/api';
import type { BalanceAape } from '../../../entities/savings/balanceApi';
import { graphDataQuery, type GraphData } from '../../../entities/variables/seriesData';
import { useMessage } from '../../../i18n/useMessage';
import { formatNumber } from '../../../lib/numberFormat';
import { categoryBarOption } from '../../../ui/Chart/categoryBarOption';
import { Chart } from '../../../ui/Chart/Chart';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { balanceDataParams, measuresOf, periodTotal } from './balanceData';
import { usePerimeterName } from './usePerimeterName';
import { combineQueryResults } from '../../../api/combineQueryResults';

const combineGraphData = (results: UseQueryResult<GraphData>[]) => combineQueryResults(results);

export interface BalanceDataChartProps {
  balance: BalanceAape;
  perimeters: readonly Perimeter[];
  period: string;
}

/**
 * The balance's data (spec 001 §7: graph-data with a 10-year sampling, one value per measure over
 * the period): per perimeter, its model (adjusted reference), measured consumption and direct
 * savings, as bars in the measures' unit. A perimeter switch when the balance has several.
 */
export function BalanceDataChart({ balance, perimeters, period }: BalanceDataChartProps) {
  const t = useMessage();
  const { locale } = useIntl();
  const perimeterName = usePerimeterName();
  const inBalance = perimeters.filter((perimeter) =>
    balance.balancePerimeters.some((line) => line.perimeter_id === perimeter.id),
  );
  const [chosenId, setChosenId] = useState<number | null>(null);
  const perimeter = inBalance.find((candidate) => candidate.id === chosenId) ?? inBalance[0];
  const measures = perimeter ? measuresOf(perimeter) : [];
  const answers = useQueries({
    queries: measures.map((measure) => graphDataQuery.query(balanceDataParams(balance, measure.id))),
    combine: combineGraphData,
  });
  const snapshot: QuerySnapshot<(GraphData | undefined)[]> = {
    data: answers.complete ? answers.data : undefined,
    error: answers.error,
    isFetching: answers.isFetching,
    isPlaceholderData: false,
    dataUpdatedAt: answers.dataUpdatedAt,
    refetch: answers.refetch,
  };
  const region = useRegion(snapshot);
  const name = perimeter ? perimeterName(perimeter) : '';
  const label = t('savings.balances.chart.label', { perimeter: name, period });

  // The React Compiler memoises the option on its inputs (echarts-for-react redraws on a new one).
  const chart = (() => {
    const totals = answers.data.map((answer) => (answer ? periodTotal(answer.data) : null));
    const units = [...new Set(answers.data.map((answer) => answer?.unit.name ?? ''))];
    const unit = units.length === 1 ? units[0] : undefined;
    const categories = measures.map((measure) => t(`savings.balances.measure.${measure.measure}`));
    const option = categoryBarOption({
      categories,
      series: [{ name, values: totals }],
      locale,
      ...(unit ? { unit } : {}),
    });
    const summary = measures
      .map((measure, index) => {
        const total = totals[index];
        const value = total === null || total === undefined ? t('common.notSet') : formatNumber(total, locale, 2);
        const measureUnit = answers.data[index]?.unit.name ?? '';
        return t('savings.balances.chart.summaryItem', {
          measure: categories[index] ?? measure.measure,
          value,
          unit: measureUnit,
        });
      })
      .join(' ; ');
    return { option, summary };
  })();

  if (!perimeter) {
    return (
      <Text size="sm" c="dimmed">
        {t('savings.balances.chart.noLine')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {inBalance.length > 1 ? (
          <SegmentedControl
            size="xs"
            aria-label={t('savings.balances.chart.perimeter')}
            value={String(perimeter.id)}
            onChange={(value) => setChosenId(Number(value))}
            data={inBalance.map((candidate) => ({ value: String(candidate.id), label: perimeterName(candidate) }))}
          />
        ) : null}
      </Group>
      {measures.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('savings.balances.chart.noMeasure', { perimeter: name })}
        </Text>
      ) : (
        <DataRegion region={region} what={t('savings.balances.chart.what')} placeholder={<Skeleton h={240} />}>
          {() => <Chart option={chart.option} height={240} label={label} summary={chart.summary} />}
        </DataRegion>
      )}
    </Stack>
  );
}
