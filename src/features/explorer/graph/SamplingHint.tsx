import { Text } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import type { DateRange } from '../../../lib/dateRanges';
import type { Sampling } from '../../../lib/sampling';
import { fitGraphSampling } from '../charts/graphSampling';

export interface SamplingHintProps {
  period: DateRange;
  wanted: Sampling;
}

/**
 * spec 000 §4: a sampling that does not fit the period shown (10,000 points at most) is changed
 * when the graph is read; said beside the field, before saving, with the chart's own words.
 */
export function SamplingHint({ period, wanted }: SamplingHintProps) {
  const t = useMessage();
  const chosen = fitGraphSampling(period, wanted);
  if (!chosen.adjusted) return null;
  const step = (sampling: Sampling) =>
    t(`explorerChart.sampling.${sampling.samplingUnit}`, { count: sampling.sampling });
  return (
    <Text size="xs" c="orange.9" role="note">
      {t('explorerChart.samplingNotice', { used: step(chosen), wanted: step(wanted) })}
    </Text>
  );
}
