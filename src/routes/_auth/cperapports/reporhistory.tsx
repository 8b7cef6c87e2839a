import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/cperapports/reporhistory')({
  staticData: { titleId: 'page.cpeReportHistory', parent: '/cperapports', permission: 'cpe_report_view' },
});
