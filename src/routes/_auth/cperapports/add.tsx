import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/cperapports/add')({
  staticData: { titleId: 'page.cpeReportAdd', parent: '/cperapports', permission: 'cpe_report_manage' },
});
