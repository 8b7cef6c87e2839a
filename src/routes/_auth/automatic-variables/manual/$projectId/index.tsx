import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../../api/prefetchQueries';
import { ManualVariableCreateScreen } from '../../../../../features/variables/manual/ManualVariableCreateScreen';
import { manualVariableCreateQueries } from '../../../../../features/variables/manual/manualVariableQueries';
import { parseIdParams } from '../../../../-params';

export const Route = createFileRoute('/_auth/automatic-variables/manual/$projectId/')({
  staticData: {
    titleId: 'page.createManualVariable',
    parent: '/automatic-variables',
    permission: 'variable_configuration_manage',
  },
  params: parseIdParams('projectId'),
  loader: ({ context, params }) => {
    void prefetchQueries(context.queryClient, manualVariableCreateQueries(params.projectId));
  },
  component: ManualVariableCreateScreen,
});
