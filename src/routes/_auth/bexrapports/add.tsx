import { createFileRoute } from '@tanstack/react-router';
import { NewMaintenanceReportScreen } from '../../../features/reports/maintenance/NewMaintenanceReportScreen';
import { maintenanceAddSearchSchema } from '../../../features/reports/maintenance/maintenanceSearch';

/** spec 001 §2 bexrapports add: a new maintenance report; `projectId` is the project it starts on. */
export const Route = createFileRoute('/_auth/bexrapports/add')({
  staticData: { titleId: 'page.maintenanceReportAdd', parent: '/bexrapports', permission: 'maintenance_report_manage' },
  validateSearch: maintenanceAddSearchSchema,
  component: NewMaintenanceReportScreen,
});
