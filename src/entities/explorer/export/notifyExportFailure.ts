import { notifications } from '@mantine/notifications';
import type { IntlShape } from 'react-intl';

/** A failed export told through the app's notification (as failed calls are, src/app/ApiFeedbackBridge.tsx). */
export function notifyExportFailure(intl: IntlShape, message: string): void {
  notifications.show({
    color: 'red',
    title: intl.formatMessage({ id: 'explorerExport.failedTitle' }),
    message,
    autoClose: 8000,
    closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'common.closeNotification' }) },
  });
}
