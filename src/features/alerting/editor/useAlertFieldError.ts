import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { apiMessageText } from '../../../i18n/apiMessageText';
import { SERVER_MESSAGE_PREFIX } from '../../../navigation/forms/serverFieldErrors';

/**
 * The text of a field's error: one of the form's own messages (`alertEditor.error.*`), a threshold
 * code of thresholds.ts or a server code put on the field after a refused save, both translated
 * as the notification is (spec 000 §8).
 */
export function useAlertFieldError(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (message === undefined || message === '') return undefined;
      if (message.startsWith(SERVER_MESSAGE_PREFIX)) {
        // The form kit puts `server:error.<CODE>` on the field (serverFieldErrors).
        const id = message.slice(SERVER_MESSAGE_PREFIX.length);
        return apiMessageText(intl, id.startsWith('error.') ? id.slice('error.'.length) : id);
      }
      if (Object.prototype.hasOwnProperty.call(intl.messages, message)) return intl.formatMessage({ id: message });
      return apiMessageText(intl, message);
    },
    [intl],
  );
}

/** The DOM id of a field, so that a failed submit can focus it on its tab. */
export const fieldDomId = (path: string): string => `alert-field-${path.replace(/\./g, '-')}`;

/** Focuses the field (or the first control inside its wrapper); false when it is not on screen. */
export function focusField(path: string): boolean {
  const element = document.getElementById(fieldDomId(path));
  if (!element) return false;
  const target = element.matches('input, textarea, select, button')
    ? element
    : element.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select, button');
  if (!target) return false;
  target.focus();
  return document.activeElement === target;
}
