import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { CUSTOM_FORM_MESSAGES } from './customForm';

const FORM_MESSAGES: readonly MessageId[] = Object.values(CUSTOM_FORM_MESSAGES);

/** The text of a field's error in the custom report form (its messages are ids). */
export function useCustomFieldError(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (message === undefined || message === '') return undefined;
      const id = FORM_MESSAGES.find((known) => known === message) ?? 'report.scheduled.error.invalid';
      return intl.formatMessage({ id });
    },
    [intl],
  );
}
