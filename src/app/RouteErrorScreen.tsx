import { useEffect } from 'react';
import { Button, Group } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useMessage } from '../i18n/useMessage';
import { CenteredMessage } from '../ui/CenteredMessage';
import { isChunkLoadError, reloadAfterChunkError } from './chunkLoadError';

export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const t = useMessage();
  const router = useRouter();
  const chunkError = isChunkLoadError(error);

  // The reload usually cures it; if it already did not, the message below stays.
  useEffect(() => {
    if (chunkError) reloadAfterChunkError();
  }, [chunkError]);

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
