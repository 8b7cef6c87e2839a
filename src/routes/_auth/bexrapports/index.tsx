import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../api/prefetchQueries';
import { MaintenanceReportsScreen } from '../../../features/reports/maintenance/MaintenanceReportsScreen';
import {
  maintenanceListQueries,
  maintenanceListSearchSchema,
  type MaintenanceListSearch,
} from '../../../features/reports/maintenance/maintenanceSearch';

/** spec 001 §2 bexrapports: the maintenance reports; the project and status filters and the page live in the URL. */
export const Route = createFileRoute('/_auth/bexrapports/')({
  staticData: { titleId: 'page.maintenanceReports', permission: 'maintenance_report_view' },
  validateSearch: maintenanceListSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => {
    void prefetchQueries(context.queryClient, maintenanceListQueries(deps.search));
  },
  component: MaintenanceReportsRoute,
});

function MaintenanceReportsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MaintenanceReportsScreen
      search={search}
      onSearchChange={(next: MaintenanceListSearch) => void navigate({ search: next })}
      onAdd={(projectId) =>
        void navigate({ to: '/bexrapports/add', search: projectId === undefined ? {} : { projectId } })
      }
    />
  );
}
