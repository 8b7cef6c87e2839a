import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type JSX } from 'react';
import type { AlertTypeName } from '../../../entities/alerting/alertTypes';
import type { Scenario } from '../../../entities/alerting/scenariosApi';
import type { ActivationParameters } from '../../../entities/alerting/thresholds';
import { useMessage } from '../../../i18n/useMessage';
import type { SamplingUnit } from '../../../lib/sampling';
import { BACKTEST_DAYS } from './backtest';
import { isBacktestType } from './backtestRules';
import { BacktestReplay } from './BacktestReplay';

export interface AlertBacktestProps {
  /** The watched variable (the alert's first alertVariable); null: nothing chosen yet. */
  variable: { id: number; aggregationId: number; sampling: number; samplingUnit: SamplingUnit } | null;
  type: AlertTypeName;
  parameters: Partial<ActivationParameters>;
  /** The chosen scenarios, whole objects (days/hours); none: the alert is always active. */
  scenarios: readonly Pick<Scenario, 'id' | 'name' | 'days' | 'hours'>[];
  /** The site's IANA time zone (place.timezone), Europe/Paris when unknown (spec 000 §9). */
  timeZone: string;
}

/**
 * The backtest beside an alert's thresholds (issue 13 item 5): what this alert, as typed, would have
 * done over the watched variable's last 14 days — its hysteresis and its scenarios' hours on the
 * site's clock replayed in the browser, with the count and total duration of the events it would
 * have raised. Nothing is saved; a threshold move recomputes without a request. Data-quality and
 * communication types watch no value: a sentence says so instead of a chart.
 */
export function AlertBacktest({ variable, type, parameters, scenarios, timeZone }: AlertBacktestProps): JSX.Element {
  const t = useMessage();
  const titleId = useId();
  const valueType = isBacktestType(type);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {t('alertBacktest.title', { days: BACKTEST_DAYS })}
        </Title>
        {!valueType ? (
          <Text c="dimmed">{t('alertBacktest.notValueType')}</Text>
        ) : variable === null ? (
          <Text c="dimmed">{t('alertBacktest.noVariable')}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('alertBacktest.intro', { days: BACKTEST_DAYS })}
            </Text>
            <BacktestReplay
              variable={variable}
              type={type}
              parameters={parameters}
              scenarios={scenarios}
              timeZone={timeZone}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
