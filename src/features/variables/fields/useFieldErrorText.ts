import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { useFieldErrorText as useKitFieldErrorText } from '../../../navigation/forms/useFieldErrorText';
import { isFieldErrorCode } from './variableFormSchema';

/**
 * The text of a field's error: one of the form's own codes (variableFormSchema), or a server code
 * put on the field after a refused save (VARIABLE_SERVER_FIELDS, in the API catalogue's words).
 */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useKitFieldErrorText((message) =>
    intl.formatMessage({
      id: (isFieldErrorCode(message)
        ? `variables.fields.error.${message}`
        : 'variables.fields.error.invalid') satisfies MessageId,
    }),
  );
}
