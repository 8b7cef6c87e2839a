import { Button } from '@mantine/core';
import { useMessage } from '../i18n/useMessage';
import { CenteredMessage } from '../ui/CenteredMessage';

/** spec 000 §1: the maintenance page reads that the application is under maintenance. */
export function MaintenanceScreen() {
  const t = useMessage();
  return (
    <CenteredMessage
      title={t('maintenance.heading')}
      actions={<Button onClick={() => window.location.assign('/home')}>{t('maintenance.retry')}</Button>}
    >
      {t('maintenance.body')}
    </CenteredMessage>
  );
}
