import type { ReactNode } from 'react';
import { Center, Paper, Stack, Text, Title } from '@mantine/core';

/** The frame of the full-page messages: not found, maintenance, errors, sign-in. */
export function CenteredMessage({
  title,
  children,
  actions,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Center mih="100vh" p="md" component="main" id="main">
      <Paper withBorder shadow="sm" radius="md" p="xl" maw={520} w="100%">
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children ? <Text component="div">{children}</Text> : null}
          {actions}
        </Stack>
      </Paper>
    </Center>
  );
}
