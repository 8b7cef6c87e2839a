import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Aape } from '../../../entities/savings/api';
import { useMessage } from '../../../i18n/useMessage';
import { formatDate } from '../../../lib/dateFormat';
import { formatNumber } from '../../../lib/numberFormat';
import { useIntl } from 'react-intl';
import { EnergyFigures } from '../overview/EnergyFigures';
import type { EnergyByUnit } from '../../../entities/savings/followUp';
import { SavingsFigure } from '../shared/SavingsFigure';
import { COMMITMENT_MODALITY_MESSAGES, COMMITMENT_TYPE_MESSAGES, PER_TYPE_MESSAGES } from './aapeLabels';

/** The fields of an AAPE (spec 001 §3) and its yearly commitment, as a description list. */
export function AapeFacts({
  aape,
  yearlyEnergy,
  mainPerimeterNumber,
}: {
  aape: Aape;
  yearlyEnergy: EnergyByUnit;
  mainPerimeterNumber: number | null;
}) {
  const t = useMessage();
  const { locale } = useIntl();
  const notSet = t('common.notSet');
  const day = (value: string | null | undefined) => (value ? formatDate(value.slice(0, 10)) : notSet);
  const percent = (value: number | null | undefined) =>
    value === null || value === undefined ? notSet : t('savings.aape.percent', { value: formatNumber(value, locale) });
  const facts: [string, ReactNode][] = [
    [t('savings.aape.field.commitmentType'), t(COMMITMENT_TYPE_MESSAGES[aape.commitment_type])],
    [t('savings.aape.field.commitmentModality'), t(COMMITMENT_MODALITY_MESSAGES[aape.commitment_modality])],
    [t('savings.aape.field.perType'), t(PER_TYPE_MESSAGES[aape.per_type])],
    [
      t('savings.aape.field.mainPerimeter'),
      mainPerimeterNumber === null ? notSet : t('savings.aape.perimeterNumber', { number: mainPerimeterNumber }),
    ],
    [t('savings.aape.field.followUpEnd'), day(aape.follow_up_end_date)],
    [t('savings.aape.field.exceptionalEnd'), day(aape.exceptional_end_date)],
    [t('savings.aape.field.bonus'), percent(aape.bonus_percentage)],
    [t('savings.aape.field.malus'), percent(aape.malus_percentage)],
    [t('savings.aape.yearlyCommitment'), <EnergyFigures key="energy" energy={yearlyEnergy} inline />],
    [t('savings.aape.yearlyFinancial'), <SavingsFigure key="euros" kind="euros" value={aape.total_financial_saving} />],
    [t('savings.aape.yearlyCo2'), <SavingsFigure key="co2" kind="co2" value={aape.total_co2_saving} />],
  ];
  return (
    <>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm" m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {aape.comments ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          <Text component="span" size="xs" c="dimmed" display="block">
            {t('savings.aape.field.comments')}
          </Text>
          {aape.comments}
        </Text>
      ) : null}
    </>
  );
}
