import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { apiMessageText } from '../../../i18n/apiMessageText';
import { INVALID_EMAIL_DOMAIN, PARTNER_EMAIL_DOMAIN, PROVIDER_EMAIL_DOMAIN } from '../../../entities/users/userEmail';
import { isUserFieldError } from './userFormSchema';
import { SERVER_CODE_PREFIX } from './userServerErrors';

/**
 * A user field's error text: the form's own codes, or a server code put on the field after a refused
 * save. The e-mail rule reads the same whether the form or the server found it, naming both domains.
 */
export function useUserFieldErrorText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      const code = message.startsWith(SERVER_CODE_PREFIX) ? message.slice(SERVER_CODE_PREFIX.length) : message;
      if (code === INVALID_EMAIL_DOMAIN)
        return intl.formatMessage(
          { id: 'parameters.users.form.error.emailDomain' },
          { provider: PROVIDER_EMAIL_DOMAIN, partner: PARTNER_EMAIL_DOMAIN },
        );
      if (code !== message) return apiMessageText(intl, code);
      if (isUserFieldError(code)) return intl.formatMessage({ id: `parameters.users.form.error.${code}` });
      return intl.formatMessage({ id: 'parameters.users.form.error.required' });
    },
    [intl],
  );
}
