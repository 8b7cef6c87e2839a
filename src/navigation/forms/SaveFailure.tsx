import { Paper, Text } from '@mantine/core';
import { useErrorText } from '../../ui/useErrorText';

/** How a failed save is told: a title over the server's reason, or one sentence that holds the reason. */
export type SaveFailureText = { title: string } | { sentence: (reason: string) => string };

/**
 * Why a save (or a delete) failed, beside the form's buttons: a title saying what failed and the
 * server's reason in the user's language, or one sentence holding that reason. The form keeps
 * every field (CONVENTIONS "Forms").
 */
export function SaveFailure({ error, ...text }: SaveFailureText & { error: unknown }) {
  const errorText = useErrorText();
  if ('sentence' in text)
    return (
      <Text role="alert" size="sm" c="var(--mantine-color-red-text)">
        {text.sentence(errorText(error))}
      </Text>
    );
  return (
    <Paper role="alert" bg="var(--app-surface-error)" bd="1px solid var(--mantine-color-red-2)" radius="sm" p="sm">
      <Text size="sm" fw={600} c="var(--mantine-color-red-text)">
        {text.title}
      </Text>
      <Text size="sm">{errorText(error)}</Text>
    </Paper>
  );
}
