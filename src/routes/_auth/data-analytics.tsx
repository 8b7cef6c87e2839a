import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/data-analytics')({
  staticData: { titleId: 'page.dataAnalytics', permission: 'data_analytic_view' },
});
