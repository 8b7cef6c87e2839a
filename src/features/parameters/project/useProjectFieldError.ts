import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { apiMessageText } from '../../../i18n/apiMessageText';
import type { MessageId } from '../../../i18n/messages';
import { isProjectFieldError } from './projectGeneralForm';

/** Prefix of a field error that holds a server code (spec 000 §8) rather than one of the form's own. */
export const SERVER_CODE_PREFIX = 'server:';

/**
 * The text of a field's error in the project's forms: one of their own messages
 * (parameters.project.error.*) or a server code put on the field after a refused save.
 */
export function useProjectFieldError(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (message === undefined || message === '') return undefined;
      if (message.startsWith(SERVER_CODE_PREFIX)) return apiMessageText(intl, message.slice(SERVER_CODE_PREFIX.length));
      if (isProjectFieldError(message))
        return intl.formatMessage({ id: `parameters.project.error.${message}` satisfies MessageId });
      return intl.formatMessage({ id: 'parameters.project.error.invalid' satisfies MessageId });
    },
    [intl],
  );
}
