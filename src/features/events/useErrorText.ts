import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../api/apiError';

/**
 * The translated text of a failed call, for messages shown inline (spec 000 §8): the first code
 * as `error.<CODE>` when the catalogue has it, the server's raw text otherwise, `error.UNKNOWN`
 * for anything that is not an ApiError.
 */
export function useErrorText(): (error: unknown) => string {
  const intl = useIntl();
  return useCallback(
    (error: unknown) => {
      const code = isApiError(error) ? error.code : 'UNKNOWN';
      const id = `error.${code}`;
      return Object.prototype.hasOwnProperty.call(intl.messages, id) ? intl.formatMessage({ id }) : code;
    },
    [intl],
  );
}
