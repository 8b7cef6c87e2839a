import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMessage } from '../i18n/useMessage';
import { CenteredMessage } from '../ui/CenteredMessage';

export function NotFoundScreen() {
  const t = useMessage();
  return (
    <CenteredMessage
      title={t('page.notFound')}
      actions={
        <Button component={Link} to="/home">
          {t('notFound.home')}
        </Button>
      }
    >
      {t('notFound.body')}
    </CenteredMessage>
  );
}
