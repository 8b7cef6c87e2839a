import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../api/prefetchQueries';
import { SelfServiceScreen } from '../../features/transfers/selfService/SelfServiceScreen';
import { listsSearch, selfServiceQueries } from '../../features/transfers/selfService/selfServiceQueries';
import { selfServiceSearchSchema } from '../../features/transfers/selfService/selfServiceSearch';

/**
 * spec 001 §2 data-self-service: the export selection, the downloads, the saved configurations and
 * the names' history. The whole selection is in the URL, so that an analyst can send the link.
 */
export const Route = createFileRoute('/_auth/data-self-service')({
  staticData: { titleId: 'page.dataSelfService', permission: 'self_service_view' },
  validateSearch: selfServiceSearchSchema,
  loaderDeps: ({ search }) => ({ search: listsSearch(search) }),
  // Prefetch without awaiting: the screen shows its frame at once and the rows as they come.
  loader: ({ context, deps }) => {
    void prefetchQueries(context.queryClient, selfServiceQueries(deps.search));
  },
  component: SelfServiceScreen,
});
