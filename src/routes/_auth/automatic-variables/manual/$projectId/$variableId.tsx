import { createFileRoute } from '@tanstack/react-router';
import { graphEventsSearchSchema } from '../../../../../entities/events/graphEventsSearch';
import { prefetchQueries } from '../../../../../api/prefetchQueries';
import { ManualVariableEditScreen } from '../../../../../features/variables/manual/ManualVariableEditScreen';
import { manualVariableEditQueries } from '../../../../../features/variables/manual/manualVariableQueries';
import { parseIdParams } from '../../../../-params';

export const Route = createFileRoute('/_auth/automatic-variables/manual/$projectId/$variableId')({
  staticData: {
    titleId: 'page.editManualVariable',
    parent: '/automatic-variables',
    // As the variable editor: readable from the list, the fields disabled without the manage right.
    permission: 'variable_configuration_view_page',
  },
  params: parseIdParams('projectId', 'variableId'),
  // The preview chart's events toggle (issue 36).
  validateSearch: graphEventsSearchSchema,
  loader: ({ context, params }) => {
    void prefetchQueries(context.queryClient, manualVariableEditQueries(params.variableId));
  },
  component: ManualVariableEditScreen,
});
