import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/bexrapports/')({
  staticData: { titleId: 'page.maintenanceReports', permission: 'maintenance_report_view' },
});
