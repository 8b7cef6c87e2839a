import { Skeleton, Stack, Title } from '@mantine/core';
import type { BilanBalance } from '../../../entities/savings/balanceApi';
import { useTableColumns } from '../../../entities/users/tableColumns';
import { useProjectSavings } from '../../../entities/savings/useProjectSavings';
import { useMessage } from '../../../i18n/useMessage';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { DataTable } from '../../../ui/DataTable/DataTable';
import { bilansByYear } from './aapeFigures';
import { BILAN_COLUMN_IDS, BILAN_DEFAULT_COLUMN_IDS, BILAN_TABLE_ID, useBilanColumns } from './bilanColumns';
import { EmptyExplained } from './EmptyExplained';

const rowKey = (row: BilanBalance) => row.balance_aape_id;

/**
 * The project's balances per year (spec 001 §7 GET balance/project/{projectId}), read-only here,
 * with the figures of the energy-savings overview: read with the AAPE's perimeters, whose energies
 * give each figure its unit and whose targets give each balance its commitment.
 */
export function BilansPerYear({ projectId }: { projectId: number }) {
  const t = useMessage();
  const savings = useProjectSavings(projectId);
  const columns = useBilanColumns(savings.data?.perimetersByAape);
  const columnChoice = useTableColumns(BILAN_TABLE_ID, BILAN_DEFAULT_COLUMN_IDS, BILAN_COLUMN_IDS);
  return (
    <DataRegion
      region={savings}
      what={t('parameters.project.bilan.what')}
      placeholder={<Skeleton h={160} />}
      isEmpty={(data) => data.balances.length === 0}
      empty={<EmptyExplained text={t('parameters.project.bilan.empty')} />}
    >
      {(data) => (
        <Stack gap="md">
          {bilansByYear(data.balances).map(({ year, balances }) => (
            <Stack key={year} gap={6} component="section" aria-labelledby={`bilan-${year}`}>
              <Title order={3} size="h5" id={`bilan-${year}`}>
                {t('parameters.project.bilan.year', { year })}
              </Title>
              <DataTable
                label={t('parameters.project.bilan.table', { year })}
                columns={columns}
                defaultColumnIds={BILAN_DEFAULT_COLUMN_IDS}
                visibleColumnIds={columnChoice.visibleColumnIds}
                onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
                rows={balances}
                rowKey={rowKey}
              />
            </Stack>
          ))}
        </Stack>
      )}
    </DataRegion>
  );
}
