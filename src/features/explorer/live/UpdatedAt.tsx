import { Text, type MantineFontSize } from '@mantine/core';
import { useIntl, type IntlShape } from 'react-intl';
import { DEFAULT_TIME_ZONE } from '../../../lib/dateFormat';
import { useMessage } from '../../../i18n/useMessage';
import { useDataUpdatedAt } from './useDataUpdatedAt';

/** Hours and minutes on the sites' clock, in the app's language (10:05, 10:05 AM). */
export function timeOfDay(intl: IntlShape, at: number): string {
  return intl.formatTime(at, { hour: '2-digit', minute: '2-digit', timeZone: DEFAULT_TIME_ZONE });
}

/**
 * "Updated at 10:05": when the oldest graph on screen was read, so that a wall tells how fresh it
 * is. Nothing until a graph is drawn.
 */
export function UpdatedAt({ size = 'sm' }: { size?: MantineFontSize }) {
  const t = useMessage();
  const intl = useIntl();
  const updatedAt = useDataUpdatedAt();
  if (updatedAt === 0) return null;
  return (
    <Text size={size} c="dimmed" data-testid="updated-at">
      {t('liveDashboard.updatedAt', { time: timeOfDay(intl, updatedAt) })}
    </Text>
  );
}
