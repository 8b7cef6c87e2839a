import { createFileRoute } from '@tanstack/react-router';
import { graphEventsSearchSchema } from '../../../../../../entities/events/graphEventsSearch';
import { prefetchQueries } from '../../../../../../api/prefetchQueries';
import { VariableEditScreen } from '../../../../../../features/variables/edit/VariableEditScreen';
import { variableEditQueries } from '../../../../../../features/variables/edit/variableEditQueries';
import { parseIdParams } from '../../../../../-params';

export const Route = createFileRoute('/_auth/automatic-variables/variable/$projectId/$placeId/$variableId')({
  staticData: {
    titleId: 'page.editVariable',
    parent: '/automatic-variables',
    // Whoever may open the variables list may read a variable's settings; the screen disables the
    // fields without variable_configuration_manage (issue 12: read-only without the manage right).
    permission: 'variable_configuration_view_page',
  },
  params: parseIdParams('projectId', 'placeId', 'variableId'),
  // The preview chart's events toggle (issue 36).
  validateSearch: graphEventsSearchSchema,
  // Prefetched, not awaited: the screen shows its loading state and explains a failure in place.
  loader: ({ context, params }) => {
    void prefetchQueries(context.queryClient, variableEditQueries(params.variableId));
  },
  component: VariableEditScreen,
});
