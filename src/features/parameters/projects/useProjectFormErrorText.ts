import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { apiMessageText } from '../../../i18n/apiMessageText';
import type { MessageId } from '../../../i18n/messages';
import { isProjectFormError } from './projectCreateSchema';
import { SERVER_CODE_PREFIX } from './projectServerErrors';

/** A field's error text: one of the form's own codes, or a server code put on the field after a refused save. */
export function useProjectFormErrorText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      if (message.startsWith(SERVER_CODE_PREFIX)) return apiMessageText(intl, message.slice(SERVER_CODE_PREFIX.length));
      const code = isProjectFormError(message) ? message : 'invalid';
      return intl.formatMessage({ id: `parameters.projects.error.${code}` satisfies MessageId });
    },
    [intl],
  );
}
