import { Text } from '@mantine/core';

/** A delete the server refused, announced above the list it left as it was. */
export function DeleteFailed({ text }: { text: string }) {
  return (
    <Text size="sm" c="var(--mantine-color-red-text)" role="alert">
      {text}
    </Text>
  );
}
