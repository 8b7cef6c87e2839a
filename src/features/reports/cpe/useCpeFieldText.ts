import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { apiMessageText } from '../../../i18n/apiMessageText';
import type { MessageId } from '../../../i18n/messages';
import { useMessage } from '../../../i18n/useMessage';
import { useFieldErrorText } from '../../../navigation/forms/useFieldErrorText';

/** The form errors the CPE forms write (`cpeReport.error.*`). */
export const CPE_FIELD_ERRORS = [
  'projectRequired',
  'lastDayBeforeFirst',
  'firstDayRequired',
  'lastDayRequired',
  'nameRequired',
  'daysRequired',
  'contactsRequired',
  'monthRequired',
] as const;
export type CpeFieldError = (typeof CPE_FIELD_ERRORS)[number];
const isCpeFieldError = (message: string): message is CpeFieldError =>
  (CPE_FIELD_ERRORS as readonly string[]).includes(message);

/** A field error of the CPE forms, translated: the form's own keys or the server's catalogue. */
export function useCpeFieldText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  const t = useMessage();
  const ownText = useCallback(
    (message: string) => {
      if (isCpeFieldError(message)) return t(`cpeReport.error.${message}` satisfies MessageId);
      return apiMessageText(intl, message);
    },
    [intl, t],
  );
  // A server code's text comes through the form kit.
  return useFieldErrorText(ownText);
}
