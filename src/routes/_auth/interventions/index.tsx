import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../api/prefetchQueries';
import { InterventionsScreen } from '../../../features/interventions/list/InterventionsScreen';
import { interventionsQueries } from '../../../features/interventions/list/interventionsQueries';
import { interventionsSearchSchema } from '../../../features/interventions/list/interventionsSearch';

/** spec 001 §2 interventions: the current and archived lists; tab, filters, page and sort in the URL. */
export const Route = createFileRoute('/_auth/interventions/')({
  staticData: { titleId: 'page.interventions', permission: 'intervention_view' },
  validateSearch: interventionsSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  // Prefetch without awaiting: the screen shows its frame at once and the rows as they come.
  loader: ({ context, deps }) => {
    void prefetchQueries(context.queryClient, interventionsQueries(deps.search));
  },
  component: InterventionsScreen,
});
