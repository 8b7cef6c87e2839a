import { createFileRoute, redirect } from '@tanstack/react-router';
import { parseIdParams } from '../../../../-params';

export const Route = createFileRoute('/_auth/parameters/projects/$projectId/')({
  staticData: { titleId: 'page.project', parent: '/parameters/projects', permission: 'project_in_parameters_view' },
  params: parseIdParams('projectId'),
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/parameters/projects/$projectId/main-informations', params, replace: true });
  },
});
