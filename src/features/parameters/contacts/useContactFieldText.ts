import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { apiMessageText } from '../../../i18n/apiMessageText';
import type { MessageId } from '../../../i18n/messages';
import { useMessage } from '../../../i18n/useMessage';
import { isContactFieldError } from './contactForm';

/** Marks a field error that is a server code (spec 000 §8) rather than one of the form's own. */
export const SERVER_ERROR_PREFIX = 'server:';

/** A field error of the contact dialog, translated: the form's own keys or the server's catalogue. */
export function useContactFieldText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  const t = useMessage();
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      if (message.startsWith(SERVER_ERROR_PREFIX))
        return apiMessageText(intl, message.slice(SERVER_ERROR_PREFIX.length));
      if (isContactFieldError(message)) return t(`parameters.contacts.error.${message}` satisfies MessageId);
      return t('parameters.contacts.error.emailInvalid');
    },
    [intl, t],
  );
}
