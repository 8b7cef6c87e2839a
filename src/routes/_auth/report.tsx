import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/report')({
  staticData: { titleId: 'page.report', permission: 'personalized_report_view' },
});
