import { useIntl } from 'react-intl';
import type { MessageId } from './messages';

type Values = Record<string, string | number | boolean | null | undefined | Date>;

/** A typed `formatMessage`: an unknown id is a compile error, not a blank label. */
export function useMessage(): (id: MessageId, values?: Values) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
