import { Paper, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ProjectInReach } from '../../../entities/structure/ProjectInReach';
import { StructureFilter } from '../../../entities/structure/StructureFilter/StructureFilter';
import { useRouteSearch } from '../../../navigation/useRouteSearch';
import { useMessage } from '../../../i18n/useMessage';
import { cleanSearch } from '../../../lib/searchParams';
import { ProjectRegion } from './ProjectRegion';

const route = getRouteApi('/_auth/economy-energy');

/**
 * spec 001 §2 economy-energy (issue 17 items 1–2): a project chosen in the structure, its yearly
 * commitment follow-up and its AAPE; the AAPE open in the URL shows its whole view.
 */
export function EconomyEnergyScreen(): ReactElement {
  const { search, onSearchChange } = useRouteSearch(route.useSearch());
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
        <ProjectInReach key={search.projectId} projectId={search.projectId}>
          <ProjectRegion
            projectId={search.projectId}
            aapeId={search.aapeId}
            onAapeChange={(aapeId) => onSearchChange(cleanSearch({ ...search, aapeId }))}
          />
        </ProjectInReach>
      )}
    </Stack>
  );
}
