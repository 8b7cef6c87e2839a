import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../../api/apiError';
import type { MessageId } from '../../../i18n/messages';
import { apiMessageText } from '../../../i18n/apiMessageText';
import { AAPE_FIELD_ERRORS, type AapeFormValues } from './aapeForm';

/** A server code put on a field: translated through the error catalogue (spec 000 §8). */
export const SERVER_CODE_PREFIX = 'server:';

type AapeFieldError = (typeof AAPE_FIELD_ERRORS)[number];
const isAapeFieldError = (message: string): message is AapeFieldError =>
  (AAPE_FIELD_ERRORS as readonly string[]).includes(message);

/** The text of a field's error in the AAPE dialog (savings.aape.error.*, or the server's code). */
export function useAapeFieldError(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (message === undefined || message === '') return undefined;
      if (message.startsWith(SERVER_CODE_PREFIX)) return apiMessageText(intl, message.slice(SERVER_CODE_PREFIX.length));
      const id: MessageId = isAapeFieldError(message) ? `savings.aape.error.${message}` : 'savings.aape.error.invalid';
      return intl.formatMessage({ id });
    },
    [intl],
  );
}

/** The field a refused save concerns: the name (INVALID_NAME), otherwise none (said beside Save). */
export function aapeServerField(error: unknown): { field: keyof AapeFormValues; code: string } | null {
  if (isApiError(error) && error.has('INVALID_NAME')) return { field: 'name', code: 'INVALID_NAME' };
  return null;
}
