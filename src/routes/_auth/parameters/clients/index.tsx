import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../api/prefetchQueries';
import { ClientListScreen } from '../../../../features/parameters/clients/ClientListScreen';
import { clientListQueries } from '../../../../features/parameters/clients/clientQueries';
import { clientListSearchSchema } from '../../../../features/parameters/clients/clientListSearch';

/** spec 001 §2 parameters/clients: the clients with their numbers of sites and projects. */
export const Route = createFileRoute('/_auth/parameters/clients/')({
  staticData: { titleId: 'page.clients', parent: '/parameters', permission: 'client_view' },
  validateSearch: clientListSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => {
    void prefetchQueries(context.queryClient, clientListQueries(deps.search));
  },
  component: ClientListScreen,
});
