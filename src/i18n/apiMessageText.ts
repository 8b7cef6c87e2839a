import type { IntlShape } from 'react-intl';

/**
 * spec 000 §8: the translated message, or the raw text when there is no translation. Codes are
 * looked up as `error.<CODE>`; anything else (a sentence from the server) is shown as sent.
 */
export function apiMessageText(intl: Pick<IntlShape, 'messages' | 'formatMessage'>, message: string): string {
  const id = `error.${message}`;
  return Object.prototype.hasOwnProperty.call(intl.messages, id) ? intl.formatMessage({ id }) : message;
}
