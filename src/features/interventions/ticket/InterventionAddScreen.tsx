import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState, type ReactElement } from 'react';
import { InterventionForm } from './InterventionForm';
import { newInterventionValues } from './interventionForm';

const route = getRouteApi('/_auth/interventions/add');

/** spec 001 §2 interventions/add: a new ticket, open and starting now unless the user says otherwise. */
export function InterventionAddScreen(): ReactElement {
  // The project the list was filtered on, proposed for the new ticket.
  const { projectId } = route.useSearch();
  const navigate = route.useNavigate();
  const [initialValues] = useState(() => newInterventionValues(new Date(), projectId));
  return (
    <Stack gap="md" maw={960}>
      <InterventionForm
        initialValues={initialValues}
        // Saved: the form has nothing left to lose, and the new ticket heads its current list.
        onSaved={() => void navigate({ to: '/interventions', ignoreBlocker: true })}
        onCancel={() => void navigate({ to: '/interventions' })}
      />
    </Stack>
  );
}
