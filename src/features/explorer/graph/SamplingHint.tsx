import { Text } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import type { DateRange } from '../../../lib/dateRanges';
import type { Sampling } from '../../../lib/sampling';
import { fitGraphSampling } from '../../../entities/explorer/charts/graphSampling';

export interface SamplingHintProps {
  period: DateRange;
  wanted: Sampling;
}

/**
 * spec 000 §4: a sampling that does not fit the period shown (10,000 points at most) is changed
 * when the graph is read; said beside the field, before saving. The step it becomes is the
 * server's to choose (it never samples finer than a variable's own acquisition step), so the
 * hint does not name it: the chart's notice does, once read.
 */
export function SamplingHint({ period, wanted }: SamplingHintProps) {
  const t = useMessage();
  const chosen = fitGraphSampling(period, wanted);
  if (!chosen.adjusted) return null;
  const step = t(`explorerChart.sampling.${wanted.samplingUnit}`, { count: wanted.sampling });
  return (
    <Text size="xs" c="var(--mantine-color-orange-text)" role="note">
      {t('graphEditor.samplingTooFine', { wanted: step })}
    </Text>
  );
}
