import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../api/prefetchQueries';
import { SynopticScreen } from '../../features/synoptic/SynopticScreen';
import { synopticQueries, synopticSearchSchema } from '../../features/synoptic/synopticSearch';

/** spec 001 §2 synoptique: a project's synoptics, their view and their configuration, all in the URL. */
export const Route = createFileRoute('/_auth/synoptique')({
  staticData: { titleId: 'page.synoptic', permission: 'synoptic_view' },
  validateSearch: synopticSearchSchema,
  loaderDeps: ({ search }) => ({ projectId: search.projectId }),
  // Prefetch without awaiting: the screen shows its frame at once and the synoptics as they come.
  loader: ({ context, deps }) => {
    void prefetchQueries(context.queryClient, synopticQueries(deps));
  },
  component: SynopticScreen,
});
