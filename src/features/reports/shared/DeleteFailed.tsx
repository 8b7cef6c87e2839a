import { Text } from '@mantine/core';

/** A delete the server refused, announced above the list it left as it was. */
export function DeleteFailed({ text }: { text: string }) {
  return (
    <Text size="sm" c="red.9" role="alert">
      {text}
    </Text>
  );
}
