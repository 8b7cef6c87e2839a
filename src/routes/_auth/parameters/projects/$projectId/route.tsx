import { createFileRoute } from '@tanstack/react-router';
import { projectsResource } from '../../../../../entities/structure/api';
import { ProjectLayout } from '../../../../../features/parameters/project/ProjectLayout';
import { parseIdParams } from '../../../../-params';

/** spec 001 §2 project detail: the project's header and section links around the open section. */
export const Route = createFileRoute('/_auth/parameters/projects/$projectId')({
  // The same as the index route's: the breadcrumb finds the project's step whichever it reads.
  staticData: { titleId: 'page.project', parent: '/parameters/projects', permission: 'project_in_parameters_view' },
  params: parseIdParams('projectId'),
  // Prefetched, not awaited: a missing or refused project is explained by the layout, in place.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(projectsResource.detailQuery(params.projectId));
  },
  component: ProjectLayout,
});
