import type { IntlShape } from 'react-intl';
import { readImportServerMessage } from '../../../entities/transfers/importFile/serverMessages';
import { apiMessageText } from '../../../i18n/apiMessageText';

type Intl = Pick<IntlShape, 'messages' | 'formatMessage'>;

const known = (intl: Intl, id: string) => Object.prototype.hasOwnProperty.call(intl.messages, id);

/**
 * An import's message as the user reads it. The server sends translatable facts
 * ("importFile.server.linesSkipped?count=3": importFile/serverMessages.ts), catalogue codes or free
 * text (spec 000 §8): a fact or a code is translated (an import status, an error code), anything
 * else is shown as sent.
 */
export function importMessageText(intl: Intl, message: string): string {
  const fact = readImportServerMessage(message.trim());
  if (fact && known(intl, fact.id)) return intl.formatMessage({ id: fact.id }, fact.values);
  const code = message.trim();
  const statusId = `import.status.${code}`;
  if (known(intl, statusId)) return intl.formatMessage({ id: statusId });
  return apiMessageText(intl, code);
}
