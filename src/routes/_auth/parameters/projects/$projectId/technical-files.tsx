import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../../api/prefetchQueries';
import { technicalFilesQueries } from '../../../../../features/parameters/project/support/supportQueries';
import { TechnicalFilesSection } from '../../../../../features/parameters/project/support/TechnicalFilesSection';
import { parseIdParams } from '../../../../-params';

/** spec 001 §2 project detail tab "technical-files": the support record's files, to download. */
export const Route = createFileRoute('/_auth/parameters/projects/$projectId/technical-files')({
  staticData: {
    titleId: 'page.projectTechnicalFiles',
    parent: '/parameters/projects/$projectId',
    permission: 'project_in_parameters_view',
  },
  params: parseIdParams('projectId'),
  // Prefetched, not awaited: a failed read is told inside the section, the page's tabs stay.
  loader: ({ context, params }) => {
    void prefetchQueries(context.queryClient, technicalFilesQueries(params.projectId));
  },
  component: TechnicalFilesSection,
});
