import { useState } from 'react';
import { Alert, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { getAppConfig } from '../../config/appConfig';
import { BrandMark } from '../../ui/BrandMark';
import { useMessage } from '../../i18n/useMessage';
import { signIn } from '../../auth/authClient';

/** spec 000 §1: the login screen offers a single button to the sign-in provider. */
export function LoginScreen({ returnTo, reason }: { returnTo?: string; reason?: 'expired' | 'unusable' | 'failed' }) {
  const t = useMessage();
  const [state, setState] = useState<'idle' | 'redirecting' | 'failed'>('idle');

  const start = async () => {
    setState('redirecting');
    try {
      await signIn(returnTo ?? '/home');
    } catch {
      setState('failed');
    }
  };

  return (
    <Center mih="100vh" p="md" component="main" id="main" bg="var(--app-surface-subtle)">
      <Paper withBorder shadow="md" radius="md" p="xl" maw={420} w="100%">
        <Stack gap="lg">
          <Stack gap={4}>
            <Group gap={8}>
              <BrandMark size={28} />
              <Text fw={800} size="xl" c="var(--mantine-color-teal-text)">
                {getAppConfig().productName}
              </Text>
            </Group>
            <Title order={1} size="h3">
              {t('auth.login.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('auth.login.intro')}
            </Text>
          </Stack>
          {reason === 'expired' ? (
            <Alert color="yellow" role="status">
              {t('auth.login.sessionEnded')}
            </Alert>
          ) : null}
          {reason === 'unusable' ? (
            <Alert color="yellow" role="status" title={t('auth.login.sessionUnusable.title')}>
              {t('auth.login.sessionUnusable.body')}
            </Alert>
          ) : null}
          {state === 'failed' || reason === 'failed' ? (
            <Alert color="red" role="alert">
              {t('auth.login.failed')}
            </Alert>
          ) : null}
          <Button size="md" fullWidth loading={state === 'redirecting'} onClick={() => void start()}>
            {t('auth.login.button')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
