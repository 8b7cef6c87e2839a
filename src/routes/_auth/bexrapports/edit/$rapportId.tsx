import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../api/prefetchQueries';
import { MaintenanceReportScreen } from '../../../../features/reports/maintenance/MaintenanceReportScreen';
import {
  maintenanceEditSearchSchema,
  maintenanceReportQueries,
  type MaintenanceEditSearch,
} from '../../../../features/reports/maintenance/maintenanceSearch';
import { parseIdParams } from '../../../-params';

/**
 * spec 001 §2 bexrapports edit/{rapportId}: a maintenance report, its findings (filtered by check
 * kind in `check`) and the chart of one of them (`chart`, its index).
 */
export const Route = createFileRoute('/_auth/bexrapports/edit/$rapportId')({
  staticData: { titleId: 'page.maintenanceReportEdit', parent: '/bexrapports', permission: 'maintenance_report_view' },
  params: parseIdParams('rapportId'),
  validateSearch: maintenanceEditSearchSchema,
  // Prefetched, not awaited: an unknown report (BEX_SUPPORT_REPORT_NOT_FOUND) is said by the screen.
  loader: ({ context, params }) => {
    void prefetchQueries(context.queryClient, maintenanceReportQueries(params.rapportId));
  },
  component: MaintenanceReportRoute,
});

function MaintenanceReportRoute() {
  const { rapportId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MaintenanceReportScreen
      rapportId={rapportId}
      search={search}
      onSearchChange={(next: MaintenanceEditSearch) => void navigate({ search: next, replace: true })}
      onBack={(afterDelete) => void navigate({ to: '/bexrapports', ignoreBlocker: afterDelete })}
    />
  );
}
