import { useIntl } from 'react-intl';
import { SERVER_MESSAGE_PREFIX } from './serverFieldErrors';

type Values = Record<string, string | number>;

/**
 * A field's error as text: a message that a refused save put there (serverFieldErrors) is read from
 * the catalogue, a code without a translation shown as sent (spec 000 §8, as apiMessageText); any
 * other message is one of the form's own rules, which `ownText` translates. `values` fill the
 * placeholders of a server message (a domain name, a length).
 */
export function useFieldErrorText(
  ownText: (message: string) => string | undefined,
  values?: Values,
): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return (message) => {
    if (message === undefined) return undefined;
    if (!message.startsWith(SERVER_MESSAGE_PREFIX)) return ownText(message);
    const id = message.slice(SERVER_MESSAGE_PREFIX.length);
    if (Object.prototype.hasOwnProperty.call(intl.messages, id)) return intl.formatMessage({ id }, values);
    return id.startsWith('error.') ? id.slice('error.'.length) : id;
  };
}
