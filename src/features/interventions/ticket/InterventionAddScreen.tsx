import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { Intervention } from '../../../entities/interventions/api';
import { InterventionForm } from './InterventionForm';
import { newInterventionValues } from './interventionForm';

export interface InterventionAddScreenProps {
  /** The project the list was filtered on, proposed for the new ticket. */
  projectId?: number;
  onCreated: (ticket: Intervention) => void;
  onBack: () => void;
}

/** spec 001 §2 interventions/add: a new ticket, open and starting now unless the user says otherwise. */
export function InterventionAddScreen({ projectId, onCreated, onBack }: InterventionAddScreenProps) {
  const [initialValues] = useState(() => newInterventionValues(new Date(), projectId));
  return (
    <Stack gap="md" maw={960}>
      <InterventionForm initialValues={initialValues} onSaved={(ticket) => onCreated(ticket)} onCancel={onBack} />
    </Stack>
  );
}
