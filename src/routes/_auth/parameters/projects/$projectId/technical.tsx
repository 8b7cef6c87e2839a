import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../../api/prefetchQueries';
import { supportRecordQueries } from '../../../../../features/parameters/project/support/supportQueries';
import { TechnicalInfoSection } from '../../../../../features/parameters/project/support/TechnicalInfoSection';
import { parseIdParams } from '../../../../-params';

/** spec 001 §2 project detail tab "technical": the support record's technical information. */
export const Route = createFileRoute('/_auth/parameters/projects/$projectId/technical')({
  staticData: {
    titleId: 'page.projectTechnical',
    parent: '/parameters/projects/$projectId',
    permission: 'project_in_parameters_view',
  },
  params: parseIdParams('projectId'),
  // Prefetched, not awaited: a failed read is told inside the section, the page's tabs stay.
  loader: ({ context, params }) => {
    void prefetchQueries(context.queryClient, supportRecordQueries(params.projectId));
  },
  component: TechnicalInfoSection,
});
