import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { apiMessageText } from '../../../i18n/apiMessageText';
import { FORM_ERRORS, type InterventionFormError } from './interventionForm';
import { SERVER_CODE_PREFIX } from './interventionServerErrors';

const FORM_ERROR_IDS: readonly string[] = Object.values(FORM_ERRORS);
const isFormError = (message: string): message is InterventionFormError => FORM_ERROR_IDS.includes(message);

/** A field's error text: one of the form's own messages, or a server code put on the field (spec 000 §8). */
export function useInterventionErrorText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      if (message.startsWith(SERVER_CODE_PREFIX)) return apiMessageText(intl, message.slice(SERVER_CODE_PREFIX.length));
      return intl.formatMessage({ id: isFormError(message) ? message : FORM_ERRORS.required });
    },
    [intl],
  );
}
