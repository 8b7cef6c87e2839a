import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { setApiFeedback } from '../api/apiFeedback';
import { apiMessageText } from '../i18n/apiMessageText';

/**
 * Connects the data layer's feedback to the screen: notifications in the user's language and the
 * maintenance page. Renders nothing.
 */
export function ApiFeedbackBridge({ goToMaintenance }: { goToMaintenance: () => void }) {
  const intl = useIntl();
  useEffect(() => {
    setApiFeedback({
      showError: (message) =>
        notifications.show({
          color: 'red',
          title: intl.formatMessage({ id: 'api.error.title' }),
          message: apiMessageText(intl, message),
          autoClose: 8000,
          closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'common.closeNotification' }) },
        }),
      showSuccess: (kind) =>
        notifications.show({
          color: 'green',
          title: intl.formatMessage({ id: 'api.success.title' }),
          message: intl.formatMessage({ id: `api.success.${kind}` }),
          closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'common.closeNotification' }) },
        }),
      goToMaintenance,
    });
    return () => setApiFeedback(null);
  }, [intl, goToMaintenance]);
  return null;
}
