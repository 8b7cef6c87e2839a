import type { MessageId } from '../../../i18n/messages';
import { useMessage } from '../../../i18n/useMessage';
import { useFieldErrorText } from '../../../navigation/forms/useFieldErrorText';
import { isDashboardFieldError } from './dashboardForms';

/** A field error of the dashboard dialogs, translated: the form's own keys or the server's catalogue. */
export function useDashboardFieldText(): (message: string | undefined) => string | undefined {
  const t = useMessage();
  return useFieldErrorText((message) =>
    t(`explorerList.error.${isDashboardFieldError(message) ? message : 'invalid'}` satisfies MessageId),
  );
}
