import type en from '../../messages/en.json';
import type { Locale } from './locale';

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

/** Catalogues are loaded on demand so that only the language in use is downloaded. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const catalogue = locale === 'fr' ? await import('../../messages/fr.json') : await import('../../messages/en.json');
  return catalogue.default;
}

export function isMessageId(messages: Messages, id: string): id is MessageId {
  return Object.prototype.hasOwnProperty.call(messages, id);
}
