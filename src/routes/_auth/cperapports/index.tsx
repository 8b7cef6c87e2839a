import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../api/prefetchQueries';
import { CpeScreen } from '../../../features/reports/cpe/list/CpeScreen';
import { cpeQueries } from '../../../features/reports/cpe/cpeQueries';
import { cpeSearchSchema, type CpeSearch } from '../../../features/reports/cpe/cpeSearch';

/** spec 001 §2 cperapports: the CPE reports and (tab=programs) the programs that send them. */
export const Route = createFileRoute('/_auth/cperapports/')({
  staticData: { titleId: 'page.cpeReports', permission: 'cpe_report_view' },
  validateSearch: cpeSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => {
    void prefetchQueries(context.queryClient, cpeQueries(deps.search));
  },
  component: CpeRoute,
});

function CpeRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CpeScreen
      search={search}
      onSearchChange={(next: CpeSearch, options?: { replace?: boolean }) =>
        void navigate({ search: next, replace: options?.replace })
      }
      onOpenReport={(rapportId) => void navigate({ to: '/cperapports/edit/$rapportId', params: { rapportId } })}
      onNewReport={() => void navigate({ to: '/cperapports/add', search: { projectId: search.projectId } })}
      onOpenProgram={(rapportId) => void navigate({ to: '/cperapports/editprogram/$rapportId', params: { rapportId } })}
      onNewProgram={() => void navigate({ to: '/cperapports/addprogram', search: { projectId: search.projectId } })}
    />
  );
}
