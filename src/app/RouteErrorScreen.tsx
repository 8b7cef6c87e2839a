import { Button, Group } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useMessage } from '../i18n/useMessage';
import { CenteredMessage } from '../ui/CenteredMessage';
import { isChunkLoadError } from './chunkLoadError';

export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const t = useMessage();
  const router = useRouter();
  const chunkError = isChunkLoadError(error);
  // The router's lazy loader has already reloaded the page once for this chunk (spec 000 §2);
  // reaching this screen means the reload did not cure it, so explain rather than loop.

  return (
    <CenteredMessage
      title={t('app.error.title')}
      actions={
        <Group>
          <Button
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            {t('app.error.retry')}
          </Button>
          <Button variant="default" onClick={() => window.location.reload()}>
            {t('app.error.reload')}
          </Button>
        </Group>
      }
    >
      {chunkError ? t('app.chunkError.body') : t('app.error.body')}
    </CenteredMessage>
  );
}
