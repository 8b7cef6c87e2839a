import { Select, Text } from '@mantine/core';
import type { DateRange } from '../../../lib/dateRanges';
import type { Sampling } from '../../../lib/sampling';
import { useMessage } from '../../../i18n/useMessage';
import { effectiveSampling, samplingChoices, samplingKey } from '../samplingChoices';

export interface SamplingFieldProps {
  period: DateRange;
  value: Sampling;
  onChange: (next: Sampling) => void;
  readOnly: boolean;
}

export function useSamplingText(): (sampling: Sampling) => string {
  const t = useMessage();
  return (sampling) => t(`analytics.sampling.${sampling.samplingUnit}`, { count: sampling.sampling });
}

/**
 * The model's step, among those the period allows (spec 000 §4, §9: under 10,000 points). A step
 * that no longer fits after a period change is replaced by the finest that does, and the user is
 * told to shorten the period to keep it.
 */
export function SamplingField({ period, value, onChange, readOnly }: SamplingFieldProps) {
  const t = useMessage();
  const samplingText = useSamplingText();
  const choices = samplingChoices(period, value);
  const effective = effectiveSampling(period, value);
  return (
    <div>
      <Select
        label={t('analytics.sampling.label')}
        data={choices.map((choice) => ({ value: samplingKey(choice), label: samplingText(choice) }))}
        value={samplingKey(effective)}
        onChange={(next) => {
          const choice = choices.find((candidate) => samplingKey(candidate) === next);
          if (choice) onChange(choice);
        }}
        allowDeselect={false}
        readOnly={readOnly}
        comboboxProps={{ withinPortal: true }}
        w={200}
      />
      {effective.adjusted ? (
        <Text size="sm" c="var(--mantine-color-orange-text)" mt={4} role="status">
          {t('analytics.sampling.adjusted', { sampling: samplingText(effective), preferred: samplingText(value) })}
        </Text>
      ) : null}
    </div>
  );
}
