import { Alert } from '@mantine/core';
import { useMessage } from '../../i18n/useMessage';

export function ForbiddenScreen() {
  const t = useMessage();
  return (
    <Alert color="orange" title={t('page.forbidden')} role="alert">
      {t('forbidden.body')}
    </Alert>
  );
}
