import type { ServerFieldTable } from '../../../navigation/forms/serverFieldErrors';
import type { InterventionFormValues } from './interventionForm';

/**
 * The codes a POST or PUT interventions answers about one field (mocks/handlers/interventions):
 * the user reads the reason where the fix is made. Any other code is told beside the Save button.
 */
export const INTERVENTION_SERVER_FIELDS: ServerFieldTable<keyof InterventionFormValues> = {
  INVALID_NAME: { field: 'title' },
  INVALID_PERIOD: { field: 'end' },
  PROJECT_NOT_FOUND: { field: 'project' },
};
