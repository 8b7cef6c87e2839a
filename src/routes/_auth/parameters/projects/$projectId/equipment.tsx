import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../../api/prefetchQueries';
import { EquipmentSection } from '../../../../../features/parameters/project/support/EquipmentSection';
import { supportRecordQueries } from '../../../../../features/parameters/project/support/supportQueries';
import { parseIdParams } from '../../../../-params';

/** spec 001 §2 project detail tab "equipment": a part of the project's support record, read-only (spec 001 §7). */
export const Route = createFileRoute('/_auth/parameters/projects/$projectId/equipment')({
  staticData: {
    titleId: 'page.projectEquipment',
    parent: '/parameters/projects/$projectId',
    permission: 'project_in_parameters_view',
  },
  params: parseIdParams('projectId'),
  // Prefetched, not awaited: a failed read is told inside the section, the page's tabs stay.
  loader: ({ context, params }) => {
    void prefetchQueries(context.queryClient, supportRecordQueries(params.projectId));
  },
  component: EquipmentSection,
});
