import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../api/prefetchQueries';
import {
  InterventionEditScreen,
  interventionQueries,
} from '../../../../features/interventions/ticket/InterventionEditScreen';
import { parseIdParams } from '../../../-params';

/** spec 001 §2 interventions/edit/{interventionId}: the ticket, editable with intervention_manage. */
export const Route = createFileRoute('/_auth/interventions/edit/$interventionId')({
  staticData: { titleId: 'page.interventionEdit', parent: '/interventions', permission: 'intervention_view' },
  params: parseIdParams('interventionId'),
  // Prefetched, not awaited: an unknown ticket (INTERVENTION_NOT_FOUND) is said by the screen.
  loader: ({ context, params }) => {
    void prefetchQueries(context.queryClient, interventionQueries(params.interventionId));
  },
  component: InterventionEditScreen,
});
