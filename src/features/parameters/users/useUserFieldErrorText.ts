import { useIntl } from 'react-intl';
import { INVALID_EMAIL_DOMAIN, PARTNER_EMAIL_DOMAIN, PROVIDER_EMAIL_DOMAIN } from '../../../entities/users/userEmail';
import { useFieldErrorText } from '../../../navigation/forms/useFieldErrorText';
import { isUserFieldError } from './userFormSchema';

const DOMAINS = { provider: PROVIDER_EMAIL_DOMAIN, partner: PARTNER_EMAIL_DOMAIN };

/**
 * A user field's error text: the form's own codes, or a server code put on the field after a refused
 * save. The e-mail rule reads the same whether the form or the server found it, naming both domains.
 */
export function useUserFieldErrorText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useFieldErrorText((code) => {
    if (code === INVALID_EMAIL_DOMAIN)
      return intl.formatMessage({ id: 'parameters.users.form.error.emailDomain' }, DOMAINS);
    if (isUserFieldError(code)) return intl.formatMessage({ id: `parameters.users.form.error.${code}` });
    return intl.formatMessage({ id: 'parameters.users.form.error.required' });
  }, DOMAINS);
}
