import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../api/prefetchQueries';
import { ClientListScreen } from '../../../../features/parameters/clients/ClientListScreen';
import { clientListQueries } from '../../../../features/parameters/clients/clientQueries';
import {
  clientListSearchSchema,
  type ClientListSearch,
} from '../../../../features/parameters/clients/clientListSearch';

/** spec 001 §2 parameters/clients: the clients with their numbers of sites and projects. */
export const Route = createFileRoute('/_auth/parameters/clients/')({
  staticData: { titleId: 'page.clients', parent: '/parameters', permission: 'client_view' },
  validateSearch: clientListSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => {
    void prefetchQueries(context.queryClient, clientListQueries(deps.search));
  },
  component: ClientListRoute,
});

function ClientListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ClientListScreen
      search={search}
      onSearchChange={(next: ClientListSearch, options?: { replace?: boolean }) =>
        void navigate({ search: next, replace: options?.replace })
      }
    />
  );
}
