import { Alert as Notice, Stack, Text } from '@mantine/core';
import { getRouteApi, Outlet } from '@tanstack/react-router';
import { isApiError } from '../../../api/apiError';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { projectsResource } from '../../../entities/structure/api';
import { useMessage } from '../../../i18n/useMessage';
import { AnchorLink } from '../../../navigation/AnchorLink';
import { RegionFailure } from '../../../ui/DataRegion/RegionFailure';
import { useEntityName } from '../../../ui/EntityNames';
import { ProjectHeader } from './ProjectHeader';
import { ProjectTabs } from './ProjectTabs';

const route = getRouteApi('/_auth/parameters/projects/$projectId');

/**
 * The project page (spec 001 §2 project detail): its header, one link per section, then the open
 * section. The project's own read failing is said here with Retry (or that it does not exist);
 * a section's read failing is said inside that section, the header and links staying.
 */
export function ProjectLayout() {
  const { projectId } = route.useParams();
  const t = useMessage();
  const project = useQueryRegion(projectsResource.detailQuery(projectId));
  useEntityName('/parameters/projects/$projectId', project.data?.name);

  if (project.state === 'failed') {
    const error = project.error;
    if (isApiError(error) && (error.has('PROJECT_NOT_FOUND') || error.status === 404))
      return (
        <Notice color="gray" variant="outline" title={t('parameters.project.notFoundTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('parameters.project.notFound')}</Text>
            <AnchorLink to="/parameters/projects" size="sm">
              {t('parameters.project.backToList')}
            </AnchorLink>
          </Stack>
        </Notice>
      );
    return <RegionFailure what={t('parameters.project.region.project')} error={error} onRetry={project.retry} />;
  }
  return (
    <Stack gap="sm">
      <ProjectHeader region={project} />
      <ProjectTabs projectId={projectId} />
      <div>
        <Outlet />
      </div>
    </Stack>
  );
}
