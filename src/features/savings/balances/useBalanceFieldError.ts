import type { MessageId } from '../../../i18n/messages';
import { useMessage } from '../../../i18n/useMessage';
import { useFieldErrorText } from '../../../navigation/forms/useFieldErrorText';
import { BALANCE_FIELD_ERRORS } from './balanceForm';

type BalanceFieldError = (typeof BALANCE_FIELD_ERRORS)[number];
const isBalanceFieldError = (message: string): message is BalanceFieldError =>
  (BALANCE_FIELD_ERRORS as readonly string[]).includes(message);

/** The text of a field's error in the balance dialog (savings.balances.error.*, or a server code put on it). */
export function useBalanceFieldError(): (message: string | undefined) => string | undefined {
  const t = useMessage();
  return useFieldErrorText((message) =>
    message === ''
      ? undefined
      : t(`savings.balances.error.${isBalanceFieldError(message) ? message : 'required'}` satisfies MessageId),
  );
}
