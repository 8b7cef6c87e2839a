import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { aapeResource, type Aape } from '../../../entities/savings/api';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { AapePerimeters } from './AapePerimeters';

/** A project has at most a few AAPE (spec 001 §2 nombre_aape): one page holds them all. */
const AAPE_LIMIT = 100;

/** The project's AAPE: the route's loader prefetches what the tab reads. */
export const projectAapesQuery = (projectId: number) => aapeResource.listQuery({ projectId, limit: AAPE_LIMIT });

const byNumber = (a: Aape, b: Aape) => a.number - b.number;

/**
 * The project's perimeters tab (spec 001 §2 project detail): each AAPE of the project, by number,
 * with its perimeters. Writes need project_manage (spec 001 §6); without it, everything is shown
 * and nothing can be changed.
 */
export function ProjectPerimeters({ projectId }: { projectId: number }) {
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'project_manage');
  const aapes = useQueryRegion(projectAapesQuery(projectId));
  return (
    <Stack gap="md">
      {canManage ? null : (
        <Text size="sm" c="dimmed">
          {t('common.readOnly')}
        </Text>
      )}
      <DataRegion
        region={aapes}
        what={t('savings.perimeters.aapesWhat')}
        placeholder={<Skeleton h={160} />}
        isEmpty={(page) => page.data.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {t('savings.perimeters.noAape')}
          </Text>
        }
      >
        {(page) => (
          <Stack gap="md">
            {[...page.data].sort(byNumber).map((aape) => (
              <Paper
                key={aape.id}
                component="section"
                aria-labelledby={`perimeters-aape-${aape.id}`}
                withBorder
                radius="sm"
                p="md"
              >
                <Stack gap="sm">
                  <Title order={2} size="h4" id={`perimeters-aape-${aape.id}`}>
                    {t('savings.perimeters.aapeTitle', {
                      aape: t('savings.name.short'),
                      number: aape.number,
                      name: aape.name,
                    })}
                  </Title>
                  <AapePerimeters aape={aape} canManage={canManage} />
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </DataRegion>
    </Stack>
  );
}
