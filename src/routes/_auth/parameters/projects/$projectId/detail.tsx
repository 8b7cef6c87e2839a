import { createFileRoute } from '@tanstack/react-router';
import { ProjectDetailSection } from '../../../../../features/parameters/project/ProjectDetailSection';
import { parseIdParams } from '../../../../-params';

export const Route = createFileRoute('/_auth/parameters/projects/$projectId/detail')({
  staticData: {
    titleId: 'page.projectDetail',
    parent: '/parameters/projects/$projectId',
    permission: 'project_in_parameters_view',
  },
  params: parseIdParams('projectId'),
  component: ProjectDetailSection,
});
