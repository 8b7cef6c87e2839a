import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFieldErrorText } from '../../../navigation/forms/useFieldErrorText';
import { REPORT_FORM_ERROR_IDS } from './reportForm';

/** A field error's text: the form's own message id, or a server code's (the form kit's, spec 000 §8). */
export function useReportFieldError(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  const ownText = useCallback(
    (message: string) =>
      message === ''
        ? undefined
        : intl.formatMessage({
            id: REPORT_FORM_ERROR_IDS.includes(message) ? message : 'report.onDemand.error.invalid',
          }),
    [intl],
  );
  return useFieldErrorText(ownText);
}
