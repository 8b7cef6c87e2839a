import { Paper, Stack, Text } from '@mantine/core';
import { StructureFilter } from '../../../entities/structure/StructureFilter/StructureFilter';
import { useMessage } from '../../../i18n/useMessage';
import { cleanSearch } from '../../../lib/searchParams';
import type { EconomyEnergySearch } from './economyEnergySearch';
import { ProjectRegion } from './ProjectRegion';

export interface EconomyEnergyScreenProps {
  search: EconomyEnergySearch;
  onSearchChange: (next: EconomyEnergySearch, options?: { replace?: boolean }) => void;
}

/**
 * spec 001 §2 economy-energy (issue 17 items 1–2): a project chosen in the structure, its yearly
 * commitment follow-up and its AAPE; the AAPE open in the URL shows its whole view.
 */
export function EconomyEnergyScreen({ search, onSearchChange }: EconomyEnergyScreenProps) {
  const t = useMessage();
  return (
    <Stack gap="lg">
      <Paper withBorder radius="sm" p="md">
        <StructureFilter
          value={{ clientId: search.clientId, placeId: search.placeId, projectId: search.projectId }}
          onChange={(next) =>
            onSearchChange(cleanSearch({ clientId: next.clientId, placeId: next.placeId, projectId: next.projectId }))
          }
        />
      </Paper>
      {search.projectId === undefined ? (
        <Text c="dimmed">{t('savings.overview.chooseProject', { name: t('savings.name.short') })}</Text>
      ) : (
        <ProjectRegion
          key={search.projectId}
          projectId={search.projectId}
          aapeId={search.aapeId}
          onAapeChange={(aapeId) => onSearchChange(cleanSearch({ ...search, aapeId }))}
        />
      )}
    </Stack>
  );
}
