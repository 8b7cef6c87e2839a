import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { apiMessageText } from '../../../i18n/apiMessageText';
import { SERVER_CODE_PREFIX } from './maintenanceForm';

/** A field's error in the user's language: one of the form's messages, or a server code (spec 000 §8). */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      if (message.startsWith(SERVER_CODE_PREFIX)) return apiMessageText(intl, message.slice(SERVER_CODE_PREFIX.length));
      if (Object.prototype.hasOwnProperty.call(intl.messages, message)) return intl.formatMessage({ id: message });
      return apiMessageText(intl, message);
    },
    [intl],
  );
}
