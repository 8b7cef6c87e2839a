import { createFileRoute } from '@tanstack/react-router';
import { prefetchProjectBalances, ProjectBalances } from '../../../../../features/savings/balances/ProjectBalances';
import { parseIdParams } from '../../../../-params';

/** spec 001 §2 project detail, balances tab: the project's AAPE, each with its balances. */
export const Route = createFileRoute('/_auth/parameters/projects/$projectId/balances')({
  staticData: {
    titleId: 'page.projectBalances',
    parent: '/parameters/projects/$projectId',
    permission: 'project_in_parameters_view',
  },
  params: parseIdParams('projectId'),
  // Prefetched, not awaited: a failed read is explained in place, with Retry.
  loader: ({ context, params }) => {
    prefetchProjectBalances(context.queryClient, params.projectId);
  },
  component: ProjectBalances,
});
