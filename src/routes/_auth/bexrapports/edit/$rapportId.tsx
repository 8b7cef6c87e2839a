import { createFileRoute } from '@tanstack/react-router';
import { parseIdParams } from '../../../-params';

export const Route = createFileRoute('/_auth/bexrapports/edit/$rapportId')({
  staticData: { titleId: 'page.maintenanceReportEdit', parent: '/bexrapports', permission: 'maintenance_report_view' },
  params: parseIdParams('rapportId'),
});
