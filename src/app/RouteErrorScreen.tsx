import { Button, Group } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { reloadForChunk } from '../api/reloadGuard';
import { useMessage } from '../i18n/useMessage';
import { CenteredMessage } from '../ui/CenteredMessage';
import { isChunkLoadError } from './chunkLoadError';
import { explainsRouteError } from './routeChunkReload';

export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const t = useMessage();
  const router = useRouter();
  const chunkError = isChunkLoadError(error);
  // spec 000 §2: a screen's code that fails to download (a deployment replaced it) reloads the
  // page once. A route's loader travels in its screen's chunk, so the failure surfaces here; a
  // second failure after the reload shows the explanation instead of looping.
  const [explain] = useState(() => explainsRouteError(error));
  useEffect(() => {
    if (!explain) reloadForChunk(error);
  }, [explain, error]);
  if (!explain) return null;

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
