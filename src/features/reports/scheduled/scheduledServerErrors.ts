import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../../api/apiError';
import { apiMessageText } from '../../../i18n/apiMessageText';
import { REPORT_FORM_MESSAGES } from '../../../entities/reports/api';
import type { MessageId } from '../../../i18n/messages';
import { SCHEDULED_FORM_MESSAGES, type ScheduledFormValues } from './scheduledForm';

/** Prefix of a field error that holds a server code (spec 000 §8) rather than one of the form's messages. */
export const SERVER_CODE_PREFIX = 'server:';

export type ScheduledField = keyof ScheduledFormValues;

/** Where each code of a refused save (spec 000 §8) is fixed in the form. */
const FIELD_OF_CODE: Readonly<Record<string, ScheduledField>> = {
  PROJECT_NOT_FOUND: 'projectId',
  DASHBOARD_NOT_FOUND: 'dashboardId',
  GRAPH_NOT_FOUND: 'graphIds',
  CONTACT_NOT_FOUND: 'contactId',
  INVALID_NAME: 'reportName',
  INVALID_FREQUENCY: 'daysOfMonth',
};

export function scheduledServerFieldErrors(error: unknown): { field: ScheduledField; code: string }[] {
  if (!isApiError(error)) return [];
  return error.messages.flatMap((code) => {
    const field = FIELD_OF_CODE[code];
    return field ? [{ field, code }] : [];
  });
}

const FORM_MESSAGES: readonly MessageId[] = [
  ...Object.values(SCHEDULED_FORM_MESSAGES),
  ...Object.values(REPORT_FORM_MESSAGES),
];

/** The text of a field's error: one of the form's messages (ids), or a server code's. */
export function useScheduledFieldError(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (message === undefined || message === '') return undefined;
      if (message.startsWith(SERVER_CODE_PREFIX)) return apiMessageText(intl, message.slice(SERVER_CODE_PREFIX.length));
      const id = FORM_MESSAGES.find((known) => known === message) ?? 'report.scheduled.error.invalid';
      return intl.formatMessage({ id });
    },
    [intl],
  );
}
