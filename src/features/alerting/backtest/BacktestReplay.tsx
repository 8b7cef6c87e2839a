import { Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import type { AlertTypeName } from '../../../entities/alerting/alertTypes';
import type { ScenarioSchedule } from '../../../entities/alerting/scenarioSchedule';
import type { ActivationParameters } from '../../../entities/alerting/thresholds';
import { graphDataQuery } from '../../../entities/variables/seriesData';
import { useMessage } from '../../../i18n/useMessage';
import { preferredSamplingParams, type SamplingUnit } from '../../../lib/sampling';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { BACKTEST_DAYS, backtestPeriod } from './backtest';
import { BacktestView } from './BacktestView';

export interface BacktestReplayProps {
  variable: { id: number; aggregationId: number; sampling: number; samplingUnit: SamplingUnit };
  type: AlertTypeName;
  parameters: Partial<ActivationParameters>;
  scenarios: readonly ScenarioSchedule[];
  timeZone: string;
}

/**
 * Reads the watched variable's last 14 days (graph-data, spec 000 §7) at the alert's own sampling
 * when it fits the point limit (spec 000 §4: otherwise left out, and the server chooses), in an
 * honest data region (loading, failed with Retry, stale, empty). The period is fixed at mount: the
 * query key only changes with the variable, so moving a threshold sends nothing.
 */
export function BacktestReplay({ variable, type, parameters, scenarios, timeZone }: BacktestReplayProps) {
  const t = useMessage();
  const [period] = useState(() => backtestPeriod(Date.now()));
  const start = new Date(period.start);
  const end = new Date(period.end);
  const requested = { sampling: variable.sampling, samplingUnit: variable.samplingUnit };
  const region = useQueryRegion(
    graphDataQuery.query({
      id: variable.id,
      aggregationId: variable.aggregationId,
      start: start.toISOString(),
      end: end.toISOString(),
      ...preferredSamplingParams(start, end, requested),
    }),
  );
  return (
    <DataRegion
      region={region}
      what={t('alertBacktest.region')}
      placeholder={<Skeleton h={320} />}
      isEmpty={(data) => data.data.every(([, value]) => value === null)}
      empty={<Text c="dimmed">{t('alertBacktest.empty', { days: BACKTEST_DAYS })}</Text>}
    >
      {(data) => (
        <BacktestView
          data={data}
          type={type}
          parameters={parameters}
          scenarios={scenarios}
          timeZone={timeZone}
          period={period}
          requested={requested}
        />
      )}
    </DataRegion>
  );
}
