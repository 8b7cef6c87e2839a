import type { MessageId } from '../../../i18n/messages';
import { useMessage } from '../../../i18n/useMessage';
import { useFieldErrorText } from '../../../navigation/forms/useFieldErrorText';
import { AAPE_FIELD_ERRORS } from './aapeForm';

type AapeFieldError = (typeof AAPE_FIELD_ERRORS)[number];
const isAapeFieldError = (message: string): message is AapeFieldError =>
  (AAPE_FIELD_ERRORS as readonly string[]).includes(message);

/** The text of a field's error in the AAPE dialog (savings.aape.error.*, or a server code put on it). */
export function useAapeFieldError(): (message: string | undefined) => string | undefined {
  const t = useMessage();
  return useFieldErrorText((message) =>
    message === ''
      ? undefined
      : t(`savings.aape.error.${isAapeFieldError(message) ? message : 'invalid'}` satisfies MessageId),
  );
}
