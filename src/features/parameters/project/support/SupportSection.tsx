import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';

export interface SupportSectionProps {
  title: string;
  children: ReactNode;
}

/**
 * One section of the project's support record: its heading (the page's H1 is the project's name,
 * PageHeader) over its own data region, so that a failed read stays inside the section.
 */
export function SupportSection({ title, children }: SupportSectionProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md" maw={960}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
