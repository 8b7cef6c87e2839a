import type { MessageId } from '../../../i18n/messages';
import { useMessage } from '../../../i18n/useMessage';
import { useFieldErrorText } from '../../../navigation/forms/useFieldErrorText';
import { isProjectFieldError } from './projectGeneralForm';

/**
 * The text of a field's error in the project's general form: one of its own messages
 * (parameters.project.error.*) or a server code a refused save put on the field (PROJECT_SERVER_FIELDS).
 */
export function useProjectFieldError(): (message: string | undefined) => string | undefined {
  const t = useMessage();
  return useFieldErrorText((message) =>
    message === ''
      ? undefined
      : t(`parameters.project.error.${isProjectFieldError(message) ? message : 'invalid'}` satisfies MessageId),
  );
}
