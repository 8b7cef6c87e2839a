import { Paper, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ProjectInReach } from '../../entities/structure/ProjectInReach';
import { StructureFilter } from '../../entities/structure/StructureFilter/StructureFilter';
import { useMessage } from '../../i18n/useMessage';
import { cleanSearch } from '../../lib/searchParams';
import { ProjectSynoptics } from './ProjectSynoptics';

const route = getRouteApi('/_auth/synoptique');

/**
 * spec 001 §2 synoptique (issue 20 item 3): a project chosen in the structure (required, spec 001
 * §5), its synoptics in their order, each one's view and, with synoptic manage, its configuration.
 */
export function SynopticScreen(): ReactElement {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const t = useMessage();
  return (
    <Stack gap="lg">
      <Paper withBorder radius="sm" p="md">
        <StructureFilter
          value={{ clientId: search.clientId, placeId: search.placeId, projectId: search.projectId }}
          onChange={(next) =>
            void navigate({
              search: cleanSearch({ clientId: next.clientId, placeId: next.placeId, projectId: next.projectId }),
            })
          }
        />
      </Paper>
      {search.projectId === undefined ? (
        <Text c="dimmed">{t('synoptic.chooseProject')}</Text>
      ) : (
        <ProjectInReach key={search.projectId} projectId={search.projectId}>
          <ProjectSynoptics
            projectId={search.projectId}
            synopticId={search.synopticId}
            mode={search.mode ?? 'view'}
            onOpen={(synopticId, mode) =>
              void navigate({
                search: (current) => cleanSearch({ ...current, synopticId, mode: mode === 'view' ? undefined : mode }),
              })
            }
          />
        </ProjectInReach>
      )}
    </Stack>
  );
}
