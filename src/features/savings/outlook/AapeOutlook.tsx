import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { Aape } from '../../../entities/savings/api';
import { useMessage } from '../../../i18n/useMessage';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { AvoidedEnergyChart } from './AvoidedEnergyChart';
import { CommitmentTrajectory } from './CommitmentTrajectory';
import { useOutlookData } from './useOutlookData';

/**
 * Where an AAPE's commitment is heading (issue 17 item 6): the avoided-energy chart of M&V
 * reports, then the commitment trajectory with its projected bonus or malus. Read from the
 * perimeters' measures (graph-data by month, spec 001 §7) since the AAPE's first balance.
 */
export function AapeOutlook({ aape }: { aape: Aape }) {
  const t = useMessage();
  const titleId = useId();
  const { today, basisRegion, measureRegion } = useOutlookData(aape);
  const aapeName = t('savings.name.short');

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        {t('savings.outlook.title')}
      </Title>
      <DataRegion
        region={basisRegion}
        what={t('savings.outlook.what')}
        isEmpty={(basis) => basis.perimeters.length === 0}
        empty={<Text c="dimmed">{t('savings.outlook.noPerimeter', { aape: aapeName })}</Text>}
      >
        {(basis) => (
          <Stack gap="lg">
            <AvoidedEnergyChart
              basis={basis}
              mainPerimeterId={aape.mainPerimeter}
              region={measureRegion}
              today={today}
            />
            <CommitmentTrajectory aape={aape} basis={basis} region={measureRegion} today={today} />
          </Stack>
        )}
      </DataRegion>
    </Stack>
  );
}
