import { Checkbox, Stack } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import { DateRangePicker } from '../../../ui/DateRangePicker/DateRangePicker';
import { dateRangeFromSearch, dateRangeToSearch } from '../../../ui/DateRangePicker/dateRangeValue';
import { hasPeriod, type HistorySearch } from './historySearch';

type PeriodSearch = Pick<HistorySearch, 'range' | 'start' | 'end'>;

interface HistoryPeriodFilterProps {
  search: PeriodSearch;
  onChange: (patch: PeriodSearch) => void;
}

/** The period a limited view starts with: the spec's default window, two weeks (spec 000 §9). */
const FIRST_PERIOD: PeriodSearch = { range: 'J-14', start: undefined, end: undefined };

/**
 * The whole history (the default, historySearch.ts) or a period: the shared DateRangePicker's
 * shortcuts (J-7, M-1…) or a start and end, on the change date.
 */
export function HistoryPeriodFilter({ search, onChange }: HistoryPeriodFilterProps) {
  const t = useMessage();
  const whole = !hasPeriod(search);
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('variables.history.filter.wholeHistory')}
        checked={whole}
        onChange={(event) => onChange(event.currentTarget.checked ? dateRangeToSearch(null) : FIRST_PERIOD)}
      />
      {whole ? null : (
        <DateRangePicker
          label={t('variables.history.filter.period')}
          value={dateRangeFromSearch(search)}
          onChange={(value) => onChange(value === null ? FIRST_PERIOD : dateRangeToSearch(value))}
        />
      )}
    </Stack>
  );
}
