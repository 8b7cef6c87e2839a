import { Skeleton } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { projectsResource } from '../../../entities/structure/api';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { ProjectGeneralFacts } from './ProjectGeneralFacts';
import { ProjectGeneralForm } from './ProjectGeneralForm';

const route = getRouteApi('/_auth/parameters/projects/$projectId/main-informations');

/**
 * The project's general information (spec 001 §2 main-informations, §3 Project): a form with
 * project_manage, the same facts read-only without it (no edit control at all).
 */
export function ProjectGeneralSection() {
  const { projectId } = route.useParams();
  const t = useMessage();
  const { locale } = useIntl();
  const canManage = hasPermission(useCurrentUser(), 'project_manage');
  const project = useQueryRegion(projectsResource.detailQuery(projectId));
  return (
    <DataRegion region={project} what={t('parameters.project.region.project')} placeholder={<Skeleton h={360} />}>
      {(data) =>
        canManage ? (
          // Another project or language: a new form with its own defaults and draft.
          <ProjectGeneralForm key={`${data.id}-${locale}`} project={data} />
        ) : (
          <ProjectGeneralFacts project={data} />
        )
      }
    </DataRegion>
  );
}
