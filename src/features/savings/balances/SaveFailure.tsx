import { Paper, Text } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import { useErrorText } from '../../../ui/useErrorText';

/** Why a save failed, beside the dialog's buttons; the form keeps every field. */
export function SaveFailure({ error, title }: { error: unknown; title?: string }) {
  const t = useMessage();
  const errorText = useErrorText();
  return (
    <Paper role="alert" bg="red.0" bd="1px solid var(--mantine-color-red-2)" radius="sm" p="sm">
      <Text size="sm" fw={600} c="red.9">
        {title ?? t('savings.balances.saveFailed')}
      </Text>
      <Text size="sm">{errorText(error)}</Text>
    </Paper>
  );
}
