import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { projectAapesQuery } from '../../../entities/savings/api';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { ReadOnlyNotice } from '../../../ui/ReadOnlyNotice';
import { ProjectAapeSections } from '../shared/ProjectAapeSections';
import { AapePerimeters } from './AapePerimeters';

const route = getRouteApi('/_auth/parameters/projects/$projectId/perimeters');

/**
 * The project's perimeters tab (spec 001 §2 project detail): each AAPE of the project, by number,
 * with its perimeters. Writes need project_manage (spec 001 §6); without it, everything is shown
 * and nothing can be changed.
 */
export function ProjectPerimeters() {
  const { projectId } = route.useParams();
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'project_manage');
  const aapes = useQueryRegion(projectAapesQuery(projectId));
  return (
    <Stack gap="md">
      <ReadOnlyNotice readOnly={!canManage} />
      <ProjectAapeSections
        aapes={aapes}
        what={t('savings.perimeters.aapesWhat')}
        emptyText={t('savings.perimeters.noAape')}
        idPrefix="perimeters"
        sectionTitle={(aape) =>
          t('savings.perimeters.aapeTitle', { aape: t('savings.name.short'), number: aape.number, name: aape.name })
        }
      >
        {(aape) => <AapePerimeters aape={aape} canManage={canManage} />}
      </ProjectAapeSections>
    </Stack>
  );
}
