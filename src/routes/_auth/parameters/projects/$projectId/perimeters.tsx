import { createFileRoute } from '@tanstack/react-router';
import { projectAapesQuery } from '../../../../../entities/savings/api';
import { perimeterDialogSearchSchema } from '../../../../../features/savings/perimeters/perimeterDialogSearch';
import { ProjectPerimeters } from '../../../../../features/savings/perimeters/ProjectPerimeters';
import { parseIdParams } from '../../../../-params';

/** spec 001 §2 project detail, perimeters tab: the project's AAPE, each with its perimeters. */
export const Route = createFileRoute('/_auth/parameters/projects/$projectId/perimeters')({
  staticData: {
    titleId: 'page.projectPerimeters',
    parent: '/parameters/projects/$projectId',
    permission: 'project_in_parameters_view',
  },
  params: parseIdParams('projectId'),
  // The perimeter dialog open, if any: a reload keeps it and its draft.
  validateSearch: perimeterDialogSearchSchema,
  // Prefetched, not awaited: a failed read is explained in place, with Retry.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(projectAapesQuery(params.projectId));
  },
  component: ProjectPerimeters,
});
