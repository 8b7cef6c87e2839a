import { useEffect, useState } from 'react';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { CenteredMessage } from '../../ui/CenteredMessage';
import { useMessage } from '../../i18n/useMessage';
import { completeSignIn } from '../../auth/authClient';

/** /login/callback: completes the sign-in, then opens the page the user was going to. */
export function SignInCallbackScreen() {
  const t = useMessage();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    completeSignIn().then(
      (returnTo) => {
        if (active) void navigate({ href: returnTo, replace: true });
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [navigate]);

  if (failed) {
    return (
      <CenteredMessage
        title={t('auth.callback.failed')}
        actions={
          <Button onClick={() => void navigate({ to: '/login', search: { reason: 'failed' } })}>
            {t('auth.callback.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <CenteredMessage title={t('auth.callback.title')}>
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text role="status">{t('auth.callback.working')}</Text>
      </Stack>
    </CenteredMessage>
  );
}
