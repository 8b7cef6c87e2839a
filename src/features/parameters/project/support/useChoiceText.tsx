import { Text } from '@mantine/core';
import { useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * What a choice field shows: its label; nothing (→ "Not set") without a code; "Unknown value" for
 * a code missing from the choice lists, never the raw code.
 */
export function useChoiceText(): (code: string | null | undefined, label: string | null) => ReactNode {
  const intl = useIntl();
  return useCallback(
    (code, label) => {
      if (!code) return null;
      if (label !== null) return label;
      return (
        <Text span size="sm" c="dimmed" fs="italic">
          {intl.formatMessage({ id: 'parameters.support.unknownChoice' })}
        </Text>
      );
    },
    [intl],
  );
}
