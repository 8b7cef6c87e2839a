import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../api/apiError';
import { apiMessageText } from '../i18n/apiMessageText';

/**
 * The translated text of a failed call, for messages shown inline next to what failed, by the
 * notification's rule (apiMessageText, spec 000 §8); `error.UNKNOWN` for anything that is not an
 * ApiError.
 */
export function useErrorText(): (error: unknown) => string {
  const intl = useIntl();
  return useCallback((error: unknown) => apiMessageText(intl, isApiError(error) ? error.code : 'UNKNOWN'), [intl]);
}
