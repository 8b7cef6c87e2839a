import { createFileRoute } from '@tanstack/react-router';
import { parseIdParams } from '../../../-params';

export const Route = createFileRoute('/_auth/interventions/edit/$interventionId')({
  staticData: { titleId: 'page.interventionEdit', parent: '/interventions', permission: 'intervention_view' },
  params: parseIdParams('interventionId'),
});
