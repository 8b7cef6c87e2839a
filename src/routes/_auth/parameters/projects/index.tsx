import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../api/prefetchQueries';
import { ProjectListScreen } from '../../../../features/parameters/projects/ProjectListScreen';
import { projectListQueries } from '../../../../features/parameters/projects/projectListQueries';
import { projectListSearchSchema } from '../../../../features/parameters/projects/projectListSearch';

/** spec 001 §2 parameters/projects: the projects list; filters, sort, page and the create dialog in the URL. */
export const Route = createFileRoute('/_auth/parameters/projects/')({
  staticData: { titleId: 'page.projects', parent: '/parameters', permission: 'project_in_parameters_view' },
  validateSearch: projectListSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => {
    void prefetchQueries(context.queryClient, projectListQueries(deps.search));
  },
  component: ProjectListScreen,
});
