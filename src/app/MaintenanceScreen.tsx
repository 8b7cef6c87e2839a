import { Button } from '@mantine/core';
import { safeReturnTo } from '../auth/returnTo';
import { useMessage } from '../i18n/useMessage';
import { CenteredMessage } from '../ui/CenteredMessage';

/**
 * spec 000 §1: the maintenance page reads that the application is under maintenance. "Try again"
 * reloads the page the maintenance answer refused (a path on this origin only), with its filters.
 */
export function MaintenanceScreen({ from }: { from?: string }) {
  const t = useMessage();
  const target = from === '/maintenance' ? '/home' : safeReturnTo(from);
  return (
    <CenteredMessage
      title={t('maintenance.heading')}
      actions={<Button onClick={() => window.location.assign(target)}>{t('maintenance.retry')}</Button>}
    >
      {t('maintenance.body')}
    </CenteredMessage>
  );
}
