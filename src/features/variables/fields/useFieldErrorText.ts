import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { apiMessageText } from '../../../i18n/apiMessageText';
import type { MessageId } from '../../../i18n/messages';
import { SERVER_CODE_PREFIX } from './serverFieldErrors';
import { isFieldErrorCode } from './variableFormSchema';

/**
 * The text of a field's error: one of the form's own codes (variableFormSchema), or a server code
 * put on the field after a refused save (spec 000 §8, translated as the notification is).
 */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      if (message.startsWith(SERVER_CODE_PREFIX)) return apiMessageText(intl, message.slice(SERVER_CODE_PREFIX.length));
      if (isFieldErrorCode(message))
        return intl.formatMessage({ id: `variables.fields.error.${message}` satisfies MessageId });
      return intl.formatMessage({ id: 'variables.fields.error.invalid' satisfies MessageId });
    },
    [intl],
  );
}
