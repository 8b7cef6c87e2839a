import { Text } from '@mantine/core';
import type { Sampling } from '../../../lib/sampling';
import { useMessage } from '../../../i18n/useMessage';
import {
  isInvalidCustomRange,
  resolveDateRangeValue,
  type DateRangeValue,
} from '../../../ui/DateRangePicker/dateRangeValue';
import { effectiveSampling, type SamplingChoice } from './exportForm';

/** "10 minutes", "1 hour"…: a sampling in words. */
export function useSamplingText(): (sampling: Sampling) => string {
  const t = useMessage();
  return (sampling) => t(`selfService.samplingUnit.${sampling.samplingUnit}`, { count: sampling.sampling });
}

/**
 * spec 001 §5: a sampling that gives more than 10,000 points over the period is changed to the
 * finest one that fits, and the user is told to shorten the period to keep theirs.
 */
export function SamplingNotice({ choice, period }: { choice: SamplingChoice; period: DateRangeValue }) {
  const t = useMessage();
  const samplingText = useSamplingText();
  if (choice === 'auto' || period === null)
    return choice === 'auto' ? (
      <Text size="xs" c="dimmed">
        {t('selfService.sampling.autoHint')}
      </Text>
    ) : null;
  // A period typed out of order stands for no dates: the period field says so.
  if (isInvalidCustomRange(period)) return null;
  const used = effectiveSampling(choice, resolveDateRangeValue(period, new Date()));
  if (!used?.adjusted) return null;
  return (
    <Text size="xs" fw={500} role="status">
      {t('selfService.sampling.adjusted', { used: samplingText(used) })}
    </Text>
  );
}
