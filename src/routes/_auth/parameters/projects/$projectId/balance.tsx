import { createFileRoute } from '@tanstack/react-router';
import { ComingSection } from '../../../../../features/parameters/project/ComingSection';
import { parseIdParams } from '../../../../-params';

export const Route = createFileRoute('/_auth/parameters/projects/$projectId/balance')({
  staticData: {
    titleId: 'page.projectBalance',
    parent: '/parameters/projects/$projectId',
    permission: 'project_in_parameters_view',
  },
  params: parseIdParams('projectId'),
  component: ProjectBalanceRoute,
});

/** Built by the energy-savings screens: said as coming, with no figures. */
function ProjectBalanceRoute() {
  const { projectId } = Route.useParams();
  return <ComingSection projectId={projectId} />;
}
