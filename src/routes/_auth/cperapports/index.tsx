import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/cperapports/')({
  staticData: { titleId: 'page.cpeReports', permission: 'cpe_report_view' },
});
