import { Paper, Text } from '@mantine/core';

/** An empty result that says why and what makes it fill, in place of a bare "no data". */
export function EmptyExplained({ text }: { text: string }) {
  return (
    <Paper withBorder radius="sm" p="md" bg="var(--mantine-color-default-hover)">
      <Text size="sm">{text}</Text>
    </Paper>
  );
}
