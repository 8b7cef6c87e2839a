import type { IntlShape } from 'react-intl';
import { apiMessageText } from '../../../i18n/apiMessageText';

/**
 * An import's message as the user reads it: the server sends catalogue codes or free text (spec 000
 * §8); a code is translated (an import status, an error code), anything else is shown as sent.
 */
export function importMessageText(intl: Pick<IntlShape, 'messages' | 'formatMessage'>, message: string): string {
  const code = message.trim();
  const statusId = `import.status.${code}`;
  if (Object.prototype.hasOwnProperty.call(intl.messages, statusId)) return intl.formatMessage({ id: statusId });
  return apiMessageText(intl, code);
}
