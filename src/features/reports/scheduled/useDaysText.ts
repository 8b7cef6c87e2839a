import { useCallback } from 'react';
import { LAST_DAY_OF_MONTH, normalizeDays } from '../../../entities/reports/recurrence';
import { useMessage } from '../../../i18n/useMessage';

/** The days of the month a report is sent on, as read in a list: "1, 15, last day". */
export function useDaysText(): (days: readonly number[]) => string {
  const t = useMessage();
  return useCallback(
    (days) =>
      normalizeDays(days)
        .map((day) => (day === LAST_DAY_OF_MONTH ? t('report.recurrence.lastDayShort') : String(day)))
        .join(', '),
    [t],
  );
}
