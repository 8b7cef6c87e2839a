import { createFileRoute } from '@tanstack/react-router';
import { ProjectBilans, projectBilansTabQuery } from '../../../../../features/savings/bilans/ProjectBilans';
import { parseIdParams } from '../../../../-params';

/** spec 001 §2 project detail, Energy balance tab: the project's bilans per year. */
export const Route = createFileRoute('/_auth/parameters/projects/$projectId/balance')({
  staticData: {
    titleId: 'page.projectBalance',
    parent: '/parameters/projects/$projectId',
    permission: 'project_in_parameters_view',
  },
  params: parseIdParams('projectId'),
  // Prefetched, not awaited: a failed read is explained in place, with Retry.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(projectBilansTabQuery(params.projectId));
  },
  component: ProjectBilans,
});
