import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../api/prefetchQueries';
import { MaintenanceReportsScreen } from '../../../features/reports/maintenance/MaintenanceReportsScreen';
import {
  maintenanceListQueries,
  maintenanceListSearchSchema,
} from '../../../features/reports/maintenance/maintenanceSearch';

/** spec 001 §2 bexrapports: the maintenance reports; the project and status filters and the page live in the URL. */
export const Route = createFileRoute('/_auth/bexrapports/')({
  staticData: { titleId: 'page.maintenanceReports', permission: 'maintenance_report_view' },
  validateSearch: maintenanceListSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => {
    void prefetchQueries(context.queryClient, maintenanceListQueries(deps.search));
  },
  component: MaintenanceReportsScreen,
});
