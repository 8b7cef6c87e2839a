import { createFileRoute } from '@tanstack/react-router';
import { parseIdParams } from '../../../../-params';

export const Route = createFileRoute('/_auth/parameters/projects/$projectId/access')({
  staticData: {
    titleId: 'page.projectAccess',
    parent: '/parameters/projects/$projectId',
    permission: 'project_in_parameters_view',
  },
  params: parseIdParams('projectId'),
});
