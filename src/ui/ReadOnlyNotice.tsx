import { Text } from '@mantine/core';
import { useMessage } from '../i18n/useMessage';

/** Said above a section the user may read but not change (no manage permission). */
export function ReadOnlyNotice({ readOnly }: { readOnly: boolean }) {
  const t = useMessage();
  if (!readOnly) return null;
  return (
    <Text size="sm" c="dimmed">
      {t('common.readOnly')}
    </Text>
  );
}
