import { Stack, Text, Title } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { QueryRegion } from '../../../api/queryRegion';
import type { Aape } from '../../../entities/savings/api';
import { useMessage } from '../../../i18n/useMessage';
import { Chart } from '../../../ui/Chart/Chart';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { useSavingsFormat } from '../shared/useSavingsFormat';
import type { PerimeterMeasureSeries } from './monthlySavings';
import { monthLabel, trajectoryOption } from './outlookOptions';
import { OutlookSwitch } from './OutlookSwitch';
import { OutlookVerdict } from './OutlookVerdict';
import { commitmentVerdict, TREND_MONTHS } from './trajectory';
import type { OutlookBasis } from './useOutlookData';
import { useTrajectories } from './useTrajectories';

export interface CommitmentTrajectoryProps {
  aape: Aape;
  basis: OutlookBasis;
  region: QueryRegion<Map<number, PerimeterMeasureSeries>>;
  today: string;
}

type Measure = 'euros' | 'energy';

/**
 * The commitment trajectory (issue 17 item 6b): savings cumulated month by month against the
 * cumulative commitment, projected to the follow-up end date, with the sentence saying whether
 * the commitment will be met and the bonus or malus; in euros, or in the unit for one energy.
 */
export function CommitmentTrajectory({ aape, basis, region, today }: CommitmentTrajectoryProps) {
  const t = useMessage();
  const { locale } = useIntl();
  const format = useSavingsFormat();
  const titleId = useId();
  // An energy commitment reads first in its unit (when the perimeters share one), a financial one in euros.
  const [measure, setMeasure] = useState<Measure>(aape.commitment_type === 'ENERGY' ? 'energy' : 'euros');
  const trajectories = useTrajectories({
    perimeters: basis.perimeters,
    series: region.data,
    startMonth: basis.startMonth,
    endDate: aape.follow_up_end_date ?? null,
    today,
  });
  const shown = (measure === 'energy' ? trajectories?.energy : null) ?? trajectories?.euros ?? null;
  const unitName =
    shown === trajectories?.energy && trajectories?.unit
      ? format.unitName('energy', trajectories.unit)
      : format.unitName('euros');
  const figure = (value: number) =>
    shown === trajectories?.energy && trajectories?.unit
      ? format.energy(value, trajectories.unit)
      : format.euros(value);
  const option = useMemo(
    () =>
      trajectoryOption({
        points: shown?.points ?? [],
        names: {
          saved: t('savings.outlook.trajectory.saved'),
          committed: t('savings.outlook.trajectory.committed'),
          projected: t('savings.outlook.trajectory.projected'),
        },
        unit: unitName,
        locale,
        figure,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names and formats follow the locale.
    [shown, unitName, locale],
  );
  const verdict = trajectories ? commitmentVerdict(trajectories.euros, aape) : null;
  const points = shown?.points ?? [];

  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={4} size="h6" id={titleId}>
        {t('savings.outlook.trajectory.title')}
      </Title>
      {basis.startMonth === null ? (
        <Text c="dimmed">{t('savings.outlook.trajectory.noBalance')}</Text>
      ) : (
        <DataRegion region={region} what={t('savings.outlook.trajectory.what')}>
          {() =>
            !shown || !verdict || shown.status === 'noData' ? (
              <OutlookVerdict verdict={{ kind: 'noData' }} />
            ) : (
              <Stack gap="xs">
                {trajectories?.energy && trajectories.unit ? (
                  <OutlookSwitch
                    label={t('savings.outlook.trajectory.measure')}
                    value={shown === trajectories.energy ? 'energy' : 'euros'}
                    onChange={(value) => setMeasure(value === 'energy' ? 'energy' : 'euros')}
                    data={[
                      { value: 'euros', label: format.unitName('euros') },
                      { value: 'energy', label: format.unitName('energy', trajectories.unit) },
                    ]}
                  />
                ) : null}
                <Chart
                  option={option}
                  height={300}
                  label={t('savings.outlook.trajectory.label', {
                    start: points[0] ? monthLabel(points[0].month, locale) : '',
                    end: points.at(-1) ? monthLabel(points.at(-1)?.month ?? 0, locale) : '',
                  })}
                  summary={t('savings.outlook.trajectory.summary', {
                    saved: figure(shown.soFar.saved),
                    committed: figure(shown.soFar.committed),
                    projected: shown.atEnd ? figure(shown.atEnd.saved) : '',
                    committedAtEnd: shown.atEnd ? figure(shown.atEnd.committed) : '',
                    hasEnd: shown.atEnd !== null,
                  })}
                />
                <OutlookVerdict verdict={verdict} />
                <Text size="sm" c="dimmed">
                  {t('savings.outlook.trajectory.method', {
                    months: shown.trendMonths,
                    window: TREND_MONTHS,
                    trend: figure(shown.monthlyTrend ?? 0),
                    start: monthLabel(basis.startMonth ?? 0, locale),
                    projected: shown.status === 'projected',
                  })}
                </Text>
              </Stack>
            )
          }
        </DataRegion>
      )}
    </Stack>
  );
}
