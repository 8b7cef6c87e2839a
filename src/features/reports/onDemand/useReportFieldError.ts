import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { apiMessageText } from '../../../i18n/apiMessageText';
import { REPORT_FORM_ERROR_IDS } from './reportForm';

/** A field error's text: the form's own message id, or a server code (`server:CODE`, spec 000 §8). */
export function useReportFieldError(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (message === undefined || message === '') return undefined;
      if (message.startsWith('server:')) return apiMessageText(intl, message.slice('server:'.length));
      return intl.formatMessage({
        id: REPORT_FORM_ERROR_IDS.includes(message) ? message : 'report.onDemand.error.invalid',
      });
    },
    [intl],
  );
}
