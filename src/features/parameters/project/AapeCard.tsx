import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { perimeterResource, type Aape } from '../../../entities/savings/api';
import { useTableColumns } from '../../../entities/users/tableColumns';
import { useMessage } from '../../../i18n/useMessage';
import { formatDate } from '../../../lib/dateFormat';
import { DataTable } from '../../../ui/DataTable/DataTable';
import { yearlyTargets } from '../../../entities/savings/followUp';
import { EnergyByUnitText } from './EnergyByUnitText';
import {
  PERIMETER_COLUMN_IDS,
  PERIMETER_DEFAULT_COLUMN_IDS,
  PERIMETER_TABLE_ID,
  usePerimeterColumns,
} from './perimeterColumns';
import { useSavingsFormat } from './useSavingsFormat';
import { AAPE_PERIMETER_LIMIT } from '../../../entities/savings/useProjectSavings';
const rowKey = (row: { id: number }) => row.id;

/**
 * One AAPE of the project (spec 001 §3): its commitment, its totals and its perimeters, read on
 * their own (a failure stays inside this AAPE). The energy commitment is its perimeters' yearly
 * targets per savings unit, as the energy-savings overview shows it: the server's
 * total_energy_commitment adds MWh, MWh PCS and tonnes together and is not shown.
 */
export function AapeCard({ aape }: { aape: Aape }) {
  const t = useMessage();
  const format = useSavingsFormat();
  const perimeters = useQueryRegion(perimeterResource.listQuery({ aapeId: aape.id, limit: AAPE_PERIMETER_LIMIT }));
  const columns = usePerimeterColumns();
  const columnChoice = useTableColumns(PERIMETER_TABLE_ID, PERIMETER_DEFAULT_COLUMN_IDS, PERIMETER_COLUMN_IDS);
  const rows = perimeters.data?.data ?? [];
  const titleId = `aape-${aape.id}-title`;
  const energy: ReactNode = perimeters.data ? (
    <EnergyByUnitText energy={yearlyTargets(rows)} size="sm" fw={600} />
  ) : perimeters.state === 'loading' ? (
    <Skeleton h={16} w={96} aria-hidden />
  ) : (
    t('parameters.project.aape.totalEnergyUnknown')
  );
  const totals: [string, ReactNode][] = [
    [t('parameters.project.aape.totalEnergy'), energy],
    [t('parameters.project.aape.totalFinancial'), format.euros(aape.total_financial_saving)],
    [t('parameters.project.aape.totalCo2'), format.co2(aape.total_co2_saving)],
  ];
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="sm" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id={titleId}>
            {t('parameters.project.aape.title', { number: aape.number, name: aape.name })}
          </Title>
          <Group gap={6}>
            <Badge variant="light" color="gray">
              {t(`parameters.project.aape.commitment.${aape.commitment_type}`)}
            </Badge>
            <Badge variant="light" color="gray">
              {t(`parameters.project.aape.modality.${aape.commitment_modality}`)}
            </Badge>
            <Badge variant="light" color="gray">
              {t(`parameters.project.aape.per.${aape.per_type}`)}
            </Badge>
          </Group>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" m={0}>
          {totals.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" fw={600} m={0}>
                {value}
              </Text>
            </div>
          ))}
          <div>
            <Text component="dt" size="xs" c="dimmed">
              {t('parameters.project.aape.followUpEnd')}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0}>
              {aape.follow_up_end_date ? formatDate(aape.follow_up_end_date.slice(0, 10)) : t('common.notSet')}
            </Text>
          </div>
        </SimpleGrid>
        <DataTable
          label={t('parameters.project.perimeter.table', { number: aape.number })}
          columns={columns}
          defaultColumnIds={PERIMETER_DEFAULT_COLUMN_IDS}
          visibleColumnIds={columnChoice.visibleColumnIds}
          onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
          rows={rows}
          rowKey={rowKey}
          region={{ status: perimeters, what: t('parameters.project.perimeter.what', { number: aape.number }) }}
          emptyText={t('parameters.project.perimeter.empty')}
        />
      </Stack>
    </Paper>
  );
}
