import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface ProfileSectionProps {
  title: string;
  /** One line under the title saying what the section is for. */
  hint?: string;
  children: ReactNode;
}

/** One section of the profile page: a titled landmark (the shell's header holds the page's H1). */
export function ProfileSection({ title, hint, children }: ProfileSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {hint ? (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
