import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { REPORT_FORM_MESSAGES } from '../../../entities/reports/api';
import type { MessageId } from '../../../i18n/messages';
import type { ServerFieldTable } from '../../../navigation/forms/serverFieldErrors';
import { useFieldErrorText } from '../../../navigation/forms/useFieldErrorText';
import { SCHEDULED_FORM_MESSAGES, type ScheduledFormValues } from './scheduledForm';

export type ScheduledField = keyof ScheduledFormValues;

/**
 * Where each code of a refused save (spec 000 §8) is fixed in the form; the field says the code's
 * own text from the API catalogue.
 */
export const SCHEDULED_SERVER_FIELDS: ServerFieldTable<ScheduledField> = {
  PROJECT_NOT_FOUND: { field: 'projectId' },
  DASHBOARD_NOT_FOUND: { field: 'dashboardId' },
  GRAPH_NOT_FOUND: { field: 'graphIds' },
  CONTACT_NOT_FOUND: { field: 'contactId' },
  // Another client's contact: the project's reports may not go to them (shared/recipients.ts).
  NOT_IN_PROJECT: { field: 'contactId', message: 'report.recipients.notInProject' },
  INVALID_NAME: { field: 'reportName' },
  INVALID_FREQUENCY: { field: 'daysOfMonth' },
};

const FORM_MESSAGES: readonly MessageId[] = [
  ...Object.values(SCHEDULED_FORM_MESSAGES),
  ...Object.values(REPORT_FORM_MESSAGES),
];

/** The text of a field's error: one of the form's messages (ids), or a server code's (the form kit's). */
export function useScheduledFieldError(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  const ownText = useCallback(
    (message: string) => {
      if (message === '') return undefined;
      const id = FORM_MESSAGES.find((known) => known === message) ?? 'report.scheduled.error.invalid';
      return intl.formatMessage({ id });
    },
    [intl],
  );
  return useFieldErrorText(ownText);
}
