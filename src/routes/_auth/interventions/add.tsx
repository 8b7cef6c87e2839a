import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { InterventionAddScreen } from '../../../features/interventions/ticket/InterventionAddScreen';

/** spec 001 §2 interventions/add; `projectId`: the project proposed (the list's filter). */
export const Route = createFileRoute('/_auth/interventions/add')({
  staticData: { titleId: 'page.interventionAdd', parent: '/interventions', permission: 'intervention_manage' },
  validateSearch: z.object({ projectId: z.coerce.number().int().positive().optional().catch(undefined) }),
  component: InterventionAddScreen,
});
