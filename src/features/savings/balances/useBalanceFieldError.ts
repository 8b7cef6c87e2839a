import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { BALANCE_FIELD_ERRORS } from './balanceForm';

type BalanceFieldError = (typeof BALANCE_FIELD_ERRORS)[number];
const isBalanceFieldError = (message: string): message is BalanceFieldError =>
  (BALANCE_FIELD_ERRORS as readonly string[]).includes(message);

/** The text of a field's error in the balance dialog (savings.balances.error.*). */
export function useBalanceFieldError(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (message === undefined || message === '') return undefined;
      const id: MessageId = isBalanceFieldError(message)
        ? `savings.balances.error.${message}`
        : 'savings.balances.error.required';
      return intl.formatMessage({ id });
    },
    [intl],
  );
}
