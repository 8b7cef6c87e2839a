import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { apiMessageText } from '../../../i18n/apiMessageText';
import { useFieldErrorText as useKitFieldErrorText } from '../../../navigation/forms/useFieldErrorText';

/** A field's error in the user's language: one of the form's messages, or a server code (spec 000 §8, the form kit's). */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  const ownText = useCallback(
    (message: string) => {
      if (!message) return undefined;
      if (Object.prototype.hasOwnProperty.call(intl.messages, message)) return intl.formatMessage({ id: message });
      return apiMessageText(intl, message);
    },
    [intl],
  );
  return useKitFieldErrorText(ownText);
}
