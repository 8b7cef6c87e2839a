import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/bexrapports/add')({
  staticData: { titleId: 'page.maintenanceReportAdd', parent: '/bexrapports', permission: 'maintenance_report_manage' },
});
