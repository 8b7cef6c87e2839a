import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { QuerySnapshot } from '../../../api/queryRegion';
import { useRegion } from '../../../api/useQueryRegion';
import type { Aape, Perimeter } from '../../../entities/savings/api';
import { balanceActionResource } from '../../../entities/savings/balanceApi';
import { graphDataQuery, type GraphData } from '../../../entities/variables/seriesData';
import { useMessage } from '../../../i18n/useMessage';
import { formatDate } from '../../../lib/dateFormat';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { MeasuresChart } from './MeasuresChart';
import { aapePeriod, chartMeasures } from './perimeterChartData';

const CHART_HEIGHT = 320;
/** Every balance of one AAPE fits in one page (one a year, a few dozen at most). */
const BALANCE_LIMIT = 200;
/**
 * spec 001 §7: the graph-data call of savings sends a fixed aggregation; a measure counts energy,
 * so a day's value is the sum of its samples (spec 000 §3: aggregation 4 is the sum).
 */
const SUM_AGGREGATION_ID = 4;

/** The last whole day: today's sum is still growing and would draw a drop at the end of every line. */
const lastWholeDay = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** The measures' answers together: one region, failed if any failed, ready when all are. */
function combined(
  results: {
    data: GraphData | undefined;
    error: unknown;
    isFetching: boolean;
    dataUpdatedAt: number;
    refetch: () => unknown;
  }[],
): QuerySnapshot<GraphData[]> {
  const data = results.map((result) => result.data);
  return {
    data: data.every((one): one is GraphData => one !== undefined) ? data : undefined,
    error: results.find((result) => result.error)?.error ?? null,
    isFetching: results.some((result) => result.isFetching),
    isPlaceholderData: false,
    dataUpdatedAt: Math.min(...results.map((result) => result.dataUpdatedAt)),
    refetch: () => results.filter((result) => result.error).forEach((result) => void result.refetch()),
  };
}

/**
 * A perimeter's measures over the AAPE's period at 1-day sampling (spec 001 §7 GET graph-data):
 * reference, consumption and direct savings, one line each. Its own region: loading, failed with
 * Retry, or "no data" when the measures have none over the period.
 */
export function PerimeterChart({ aape, perimeter }: { aape: Aape; perimeter: Perimeter }) {
  const t = useMessage();
  const { locale } = useIntl();
  const titleId = useId();
  const [day] = useState(lastWholeDay);
  const measures = useMemo(() => chartMeasures(perimeter), [perimeter]);
  // The period starts with the AAPE's first balance; if they cannot be read, the last year is drawn.
  const balances = useQuery(balanceActionResource.listQuery({ aapeId: aape.id, limit: BALANCE_LIMIT }));
  const period = aapePeriod(aape, balances.data?.data ?? [], day);
  const snapshot = useQueries({
    queries: measures.map((measure) => ({
      ...graphDataQuery.query({
        id: measure.id,
        aggregationId: SUM_AGGREGATION_ID,
        type: 'variable',
        start: `${period.start}T00:00:00.000Z`,
        end: `${period.end}T23:59:59.999Z`,
        preferredSampling: 1,
        preferredSamplingUnit: 'days',
      }),
      enabled: !balances.isPending,
    })),
    combine: combined,
  });
  const region = useRegion(snapshot);
  const title = t('savings.perimeters.chart.title', { number: perimeter.number });
  const start = formatDate(period.start);
  const end = formatDate(period.end);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={4} id={titleId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('savings.perimeters.chart.period', { start, end })}
          </Text>
        </Group>
        {measures.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('savings.perimeters.chart.noMeasure')}
          </Text>
        ) : (
          <DataRegion
            region={region}
            what={t('savings.perimeters.chart.what')}
            placeholder={<Skeleton h={CHART_HEIGHT} />}
            isEmpty={(answers) => answers.every((answer) => answer.data.every(([, value]) => value === null))}
            empty={
              <Text size="sm" c="dimmed">
                {t('savings.perimeters.chart.empty')}
              </Text>
            }
          >
            {(answers) => (
              <>
                {/* spec 000 §4: a period too long for daily values is drawn coarser, and the user is told. */}
                {answers.some((answer) => answer.samplingAdjusted) ? (
                  <Text size="sm">{t('savings.perimeters.chart.samplingAdjusted')}</Text>
                ) : null}
                <MeasuresChart
                  measures={measures}
                  answers={answers}
                  locale={locale}
                  label={t('savings.perimeters.chart.label', { number: perimeter.number, start, end })}
                />
              </>
            )}
          </DataRegion>
        )}
      </Stack>
    </Paper>
  );
}
