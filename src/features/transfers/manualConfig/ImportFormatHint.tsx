import { Text } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';

/**
 * The import file's layout in a line (spec 001 §3, §5; the layout is ours: see
 * src/entities/transfers/importFile): headers first, a time-stamp column, one column per manual
 * variable by technical id or name; csv, xls or xlsx.
 */
export function ImportFormatHint() {
  const t = useMessage();
  return (
    <Text size="sm" c="dimmed">
      {t('manualConfig.format.hint')}
    </Text>
  );
}
