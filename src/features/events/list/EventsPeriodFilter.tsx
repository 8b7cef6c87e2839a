import { Checkbox, Stack, Text } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import { isDateShortcut } from '../../../lib/dateRanges';
import { DateRangePicker } from '../../../ui/DateRangePicker/DateRangePicker';
import {
  dateRangeFromSearch,
  dateRangeToSearch,
  type DateRangeValue,
} from '../../../ui/DateRangePicker/dateRangeValue';
import { ALL_TIME_RANGE, type EventsSearch } from './eventsSearch';

type PeriodSearch = Pick<EventsSearch, 'range' | 'start' | 'end'>;

interface EventsPeriodFilterProps {
  search: PeriodSearch;
  onChange: (patch: PeriodSearch) => void;
}

/** The picker's value: 'all' is not a shortcut the picker knows. */
function pickerValue(search: PeriodSearch): DateRangeValue {
  return dateRangeFromSearch({
    range: isDateShortcut(search.range) ? search.range : undefined,
    start: search.start,
    end: search.end,
  });
}

/**
 * The "All events" period: the shortcuts of spec 000 §9 (default two weeks) or "All time", which
 * the home's global counts link to (eventsSearch.ts ALL_TIME_RANGE) and which sends no period.
 */
export function EventsPeriodFilter({ search, onChange }: EventsPeriodFilterProps) {
  const t = useMessage();
  const allTime = search.range === ALL_TIME_RANGE;
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('events.filter.allTime')}
        checked={allTime}
        onChange={(event) =>
          onChange(
            event.currentTarget.checked
              ? { range: ALL_TIME_RANGE, start: undefined, end: undefined }
              : dateRangeToSearch(null),
          )
        }
      />
      {allTime ? (
        <Text size="sm" c="dimmed">
          {t('events.filter.allTimeHint')}
        </Text>
      ) : (
        <DateRangePicker value={pickerValue(search)} onChange={(value) => onChange(dateRangeToSearch(value))} />
      )}
    </Stack>
  );
}
