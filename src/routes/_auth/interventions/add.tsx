import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { InterventionAddScreen } from '../../../features/interventions/ticket/InterventionAddScreen';

/** spec 001 §2 interventions/add; `projectId`: the project proposed (the list's filter). */
export const Route = createFileRoute('/_auth/interventions/add')({
  staticData: { titleId: 'page.interventionAdd', parent: '/interventions', permission: 'intervention_manage' },
  validateSearch: z.object({ projectId: z.coerce.number().int().positive().optional().catch(undefined) }),
  component: AddInterventionRoute,
});

function AddInterventionRoute() {
  const { projectId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <InterventionAddScreen
      projectId={projectId}
      // Saved: the form has nothing left to lose, and the new ticket heads its current list.
      onCreated={() => void navigate({ to: '/interventions', ignoreBlocker: true })}
      onBack={() => void navigate({ to: '/interventions' })}
    />
  );
}
