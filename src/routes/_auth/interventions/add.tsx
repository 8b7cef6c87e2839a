import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/interventions/add')({
  staticData: { titleId: 'page.interventionAdd', parent: '/interventions', permission: 'intervention_manage' },
});
