import { Paper, Text } from '@mantine/core';
import { useErrorText } from '../useErrorText';

/**
 * Why a save (or a delete) failed, beside the form's buttons: a title saying what failed and the
 * server's reason in the user's language. The form keeps every field (CONVENTIONS "Forms").
 */
export function SaveFailure({ title, error }: { title: string; error: unknown }) {
  const errorText = useErrorText();
  return (
    <Paper role="alert" bg="red.0" bd="1px solid var(--mantine-color-red-2)" radius="sm" p="sm">
      <Text size="sm" fw={600} c="red.9">
        {title}
      </Text>
      <Text size="sm">{errorText(error)}</Text>
    </Paper>
  );
}
