import { Stack, Text, Title } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { QueryRegion } from '../../../api/queryRegion';
import { sum2 } from '../../../entities/savings/balanceMath';
import { energyLabel, savingsUnit } from '../../../entities/savings/energyUnits';
import { useMessage } from '../../../i18n/useMessage';
import { Chart } from '../../../ui/Chart/Chart';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { useSavingsFormat } from '../shared/useSavingsFormat';
import { avoidedEnergyPoints, type PerimeterMeasureSeries } from './monthlySavings';
import { monthOfBucket, monthOfDay } from './months';
import { avoidedEnergyOption, monthLabel } from './outlookOptions';
import { OutlookSwitch } from './OutlookSwitch';
import type { OutlookBasis } from './useOutlookData';

export interface AvoidedEnergyChartProps {
  basis: OutlookBasis;
  mainPerimeterId: number | null | undefined;
  region: QueryRegion<Map<number, PerimeterMeasureSeries>>;
  today: string;
}

/**
 * The avoided-energy chart of M&V reports (issue 17 item 6a): a perimeter's adjusted reference
 * consumption against its measured consumption, month by month, the savings shaded between them;
 * the main perimeter first, a switch when there are several. Complete months only.
 */
export function AvoidedEnergyChart({ basis, mainPerimeterId, region, today }: AvoidedEnergyChartProps) {
  const t = useMessage();
  const { locale } = useIntl();
  const format = useSavingsFormat();
  const titleId = useId();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const perimeter = basis.perimeters.find((row) => row.id === chosenId) ?? basis.perimeters[0];
  const language = locale.startsWith('fr') ? 'fr' : 'en';
  const currentMonth = monthOfDay(today);

  const nameOf = (row: NonNullable<typeof perimeter>) =>
    t('savings.outlook.avoided.perimeterName', {
      number: row.number,
      energy: energyLabel(row.energy_code, language, row.energy_translations),
      main: row.id === mainPerimeterId,
    });
  const series = perimeter ? region.data?.get(perimeter.id) : undefined;
  const points = useMemo(
    () => avoidedEnergyPoints(series ?? {}).filter((point) => monthOfBucket(point.at) < currentMonth),
    [series, currentMonth],
  );
  const unit = perimeter ? savingsUnit(perimeter.energy_code) : 'MWh';
  const unitName = format.unitName('energy', unit);
  const names = {
    reference: t('savings.outlook.avoided.reference'),
    consumption: t('savings.outlook.avoided.consumption'),
    saving: t('savings.outlook.avoided.saving'),
  };
  const option = useMemo(
    () => avoidedEnergyOption({ points, names, unit: unitName, locale, figure: (value) => format.energy(value, unit) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- names and formats follow the locale.
    [points, unit, unitName, locale],
  );
  if (!perimeter) return null;
  const hasMeasures = perimeter.consumption_reference_measure_id != null && perimeter.consumption_measure_id != null;
  const first = points[0];
  const last = points.at(-1);
  const reference = sum2(points.map((point) => point.reference));
  const saving = sum2(points.map((point) => point.saving));

  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={4} size="h6" id={titleId}>
        {t('savings.outlook.avoided.title')}
      </Title>
      {basis.perimeters.length > 1 ? (
        <OutlookSwitch
          label={t('savings.outlook.avoided.perimeter')}
          value={String(perimeter.id)}
          onChange={(value) => setChosenId(Number(value))}
          data={basis.perimeters.map((row) => ({ value: String(row.id), label: nameOf(row) }))}
        />
      ) : null}
      {!hasMeasures ? (
        <Text c="dimmed">{t('savings.outlook.avoided.noMeasures', { perimeter: nameOf(perimeter) })}</Text>
      ) : (
        <DataRegion
          region={region}
          what={t('savings.outlook.avoided.what')}
          isEmpty={() => points.length === 0}
          empty={<Text c="dimmed">{t('savings.outlook.avoided.empty')}</Text>}
        >
          {() => (
            <Chart
              option={option}
              height={300}
              label={t('savings.outlook.avoided.label', {
                perimeter: nameOf(perimeter),
                start: first ? monthLabel(monthOfBucket(first.at), locale) : '',
                end: last ? monthLabel(monthOfBucket(last.at), locale) : '',
              })}
              summary={t('savings.outlook.avoided.summary', {
                months: points.length,
                reference: format.energy(reference, unit),
                consumption: format.energy(sum2(points.map((point) => point.consumption)), unit),
                saving: format.energy(saving, unit),
                percent: reference > 0 ? saving / reference : 0,
              })}
            />
          )}
        </DataRegion>
      )}
    </Stack>
  );
}
