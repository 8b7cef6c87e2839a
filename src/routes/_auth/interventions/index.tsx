import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/interventions/')({
  staticData: { titleId: 'page.interventions', permission: 'intervention_view' },
});
