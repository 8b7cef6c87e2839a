import { createFileRoute } from '@tanstack/react-router';
import { ProjectGeneralSection } from '../../../../../features/parameters/project/ProjectGeneralSection';
import { parseIdParams } from '../../../../-params';

export const Route = createFileRoute('/_auth/parameters/projects/$projectId/main-informations')({
  staticData: {
    titleId: 'page.mainInformations',
    parent: '/parameters/projects/$projectId',
    permission: 'project_in_parameters_view',
  },
  params: parseIdParams('projectId'),
  component: ProjectGeneralSection,
});
