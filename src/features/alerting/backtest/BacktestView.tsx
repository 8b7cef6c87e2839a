import { Stack, Text } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { AlertTypeName } from '../../../entities/alerting/alertTypes';
import type { ScenarioSchedule } from '../../../entities/alerting/scenarioSchedule';
import type { ActivationParameters } from '../../../entities/alerting/thresholds';
import type { GraphData } from '../../../entities/variables/seriesData';
import type { MessageId } from '../../../i18n/messages';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';
import { formatDuration } from '../../../lib/duration';
import type { Sampling } from '../../../lib/sampling';
import { Chart } from '../../../ui/Chart/Chart';
import { BACKTEST_DAYS, prepareBacktest, runBacktest, type BacktestResult } from './backtest';
import { backtestChartOption, hysteresisBands } from './backtestChartOption';
import { backtestRule } from './backtestRules';
import { schedulesFromKey, schedulesKey } from './backtestView';
import { BacktestLegend } from './BacktestLegend';
import { outsideIntervals } from './scenarioWindow';

const CHART_HEIGHT = 280;
/** Periods read out in the chart's text alternative; the rest are counted. */
const LISTED_PERIODS = 10;

export interface BacktestViewProps {
  data: GraphData;
  type: AlertTypeName;
  parameters: Partial<ActivationParameters>;
  scenarios: readonly ScenarioSchedule[];
  timeZone: string;
  period: { start: number; end: number };
  /** The alert's own sampling: a note tells when the answer came at another one. */
  requested: Sampling;
}

/**
 * The replay of one answer: recomputed in the browser as the thresholds and scenarios change,
 * never with a new request. The window (per series and scenarios) and the threshold pass are
 * memoised apart, and the pass follows a deferred value so that typing stays fluid.
 */
export function BacktestView({ data, type, parameters, scenarios, timeZone, period, requested }: BacktestViewProps) {
  const t = useMessage();
  const intl = useIntl();
  const scheduleKey = schedulesKey(scenarios);
  const prepared = useMemo(
    () => prepareBacktest(data.data, schedulesFromKey(scheduleKey), timeZone, period.end),
    [data.data, scheduleKey, timeZone, period.end],
  );
  const { activationLow, activationHigh, deactivationLow, deactivationHigh, hysteresis } = parameters;
  const ruleResult = useMemo(
    () => backtestRule(type, { activationLow, activationHigh, deactivationLow, deactivationHigh, hysteresis }),
    [type, activationLow, activationHigh, deactivationLow, deactivationHigh, hysteresis],
  );
  const deferredRule = useDeferredValue(ruleResult);
  const result = useMemo(
    (): BacktestResult | null => (deferredRule.ok ? runBacktest(prepared, deferredRule.rule) : null),
    [prepared, deferredRule],
  );
  const outside = useMemo(
    () => (scheduleKey === '' ? [] : outsideIntervals(prepared.window.intervals, period.start, period.end)),
    [scheduleKey, prepared, period.start, period.end],
  );

  const { locale } = intl;
  const seriesName = t('alertBacktest.seriesName');
  const option = useMemo(
    () =>
      backtestChartOption({
        series: { name: seriesName, ...(data.unit.name ? { unit: data.unit.name } : {}), points: data.data },
        rule: deferredRule.ok ? deferredRule.rule : null,
        periods: result?.periods ?? [],
        outside,
        thresholdLabel: (kind) => intl.formatMessage({ id: `alertBacktest.threshold.${kind}` satisfies MessageId }),
        locale,
        timeZone,
      }),
    [seriesName, data.unit.name, data.data, deferredRule, result, outside, intl, locale, timeZone],
  );

  const summary = summaryText(result, deferredRule.ok ? null : deferredRule.problem.kind, t, locale);
  const periodsText = (result?.periods ?? []).slice(0, LISTED_PERIODS).map((one) =>
    one.ongoing
      ? t('alertBacktest.periodOngoing', { start: formatDateTime(one.start, timeZone) })
      : t('alertBacktest.period', {
          start: formatDateTime(one.start, timeZone),
          end: formatDateTime(one.end, timeZone),
        }),
  );
  const more = (result?.count ?? 0) - LISTED_PERIODS;
  if (more > 0) periodsText.push(t('alertBacktest.morePeriods', { count: more }));
  const adjusted = data.sampling !== requested.sampling || data.samplingUnit !== requested.samplingUnit;

  return (
    <Stack gap="xs">
      <Text
        role="status"
        aria-label={t('alertBacktest.resultLabel')}
        fw={deferredRule.ok ? 600 : 400}
        aria-live="polite"
      >
        {summary}
      </Text>
      {adjusted ? (
        <Text size="sm" c="dimmed">
          {t('alertBacktest.samplingNote', {
            sampling: t(`alertBacktest.sampling.${data.samplingUnit}`, { count: data.sampling }),
            days: BACKTEST_DAYS,
          })}
        </Text>
      ) : null}
      <Chart
        option={option}
        height={CHART_HEIGHT}
        label={t('alertBacktest.chartLabel', { days: BACKTEST_DAYS })}
        summary={[summary, ...periodsText].join('. ')}
      />
      <BacktestLegend
        withActive={deferredRule.ok}
        withHysteresis={deferredRule.ok && hysteresisBands(deferredRule.rule).length > 0}
        withOutside={outside.length > 0}
      />
    </Stack>
  );
}

function summaryText(
  result: BacktestResult | null,
  problem: 'notValueType' | 'missing' | 'invalid' | null,
  t: ReturnType<typeof useMessage>,
  locale: string,
): string {
  if (problem === 'missing') return t('alertBacktest.missing');
  if (problem === 'invalid') return t('alertBacktest.invalid');
  if (problem === 'notValueType' || !result) return t('alertBacktest.notValueType');
  if (result.count === 0) return t('alertBacktest.summaryNone', { days: BACKTEST_DAYS });
  return t('alertBacktest.summary', {
    count: result.count,
    duration: formatDuration(result.totalMs / 1000, { locale: locale === 'fr' ? 'fr' : 'en' }),
    days: BACKTEST_DAYS,
    ongoing: result.periods[result.periods.length - 1]?.ongoing ? 'yes' : 'no',
  });
}
