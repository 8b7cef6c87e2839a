import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../api/prefetchQueries';
import { MaintenanceReportScreen } from '../../../../features/reports/maintenance/MaintenanceReportScreen';
import {
  maintenanceEditSearchSchema,
  maintenanceReportQueries,
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
  component: MaintenanceReportScreen,
});
