import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { GraphOptionLabels } from './graphOption';

/** 2024-01-01 was a Monday: the reference for the weekday names, Monday first (French order). */
const MONDAY = Date.UTC(2024, 0, 1, 12);
const DAY = 86_400_000;

/** The words of the option builders in the interface language (weekday and month names from Intl). */
export function useGraphOptionLabels(): GraphOptionLabels {
  const intl = useIntl();
  const { locale } = intl;
  return useMemo(() => {
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    return {
      weekdays: Array.from({ length: 7 }, (_, index) => weekday.format(MONDAY + index * DAY)),
      months: Array.from({ length: 12 }, (_, index) => month.format(Date.UTC(2024, index, 15))),
      count: intl.formatMessage({ id: 'explorerChart.histogram.count' }),
      value: intl.formatMessage({ id: 'explorerChart.table.value' }),
      target: intl.formatMessage({ id: 'explorerChart.bullet.target' }),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `intl` changes with the locale.
  }, [locale]);
}
