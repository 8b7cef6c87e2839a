import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Alert } from '../../../entities/alerting/api';
import { alertThresholds } from '../export/alertThresholdTerms';

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 1440;

/**
 * The Thresholds column's text: the alert's activation parameters as a sentence of its type, in
 * the user's language, values with the watched variable's unit ("Above 10 kW, back below 8 kW").
 */
export function useThresholdText(): (alert: Alert) => string {
  const intl = useIntl();
  // Whole hours and days read better than "After 1,440 min".
  const durationText = useCallback(
    (minutes: number) => {
      if (minutes >= MINUTES_PER_DAY && minutes % MINUTES_PER_DAY === 0)
        return intl.formatMessage({ id: 'alertList.threshold.durationDays' }, { days: minutes / MINUTES_PER_DAY });
      if (minutes >= MINUTES_PER_HOUR && minutes % MINUTES_PER_HOUR === 0)
        return intl.formatMessage({ id: 'alertList.threshold.durationHours' }, { hours: minutes / MINUTES_PER_HOUR });
      return intl.formatMessage({ id: 'alertList.threshold.duration' }, { minutes });
    },
    [intl],
  );
  return useCallback(
    (alert: Alert) => {
      const { terms, hysteresis, unit } = alertThresholds(alert);
      const v = (input: number | null) => {
        if (input === null) return intl.formatMessage({ id: 'alertList.threshold.missing' });
        const text = intl.formatNumber(input, { maximumFractionDigits: 2 });
        return unit ? `${text} ${unit}` : text;
      };
      let text: string;
      switch (terms.kind) {
        case 'above':
          text = intl.formatMessage(
            { id: 'alertList.threshold.above' },
            { activation: v(terms.activation), deactivation: v(terms.deactivation) },
          );
          break;
        case 'below':
          text = intl.formatMessage(
            { id: 'alertList.threshold.below' },
            { activation: v(terms.activation), deactivation: v(terms.deactivation) },
          );
          break;
        case 'between':
          text = intl.formatMessage({ id: 'alertList.threshold.between' }, { low: v(terms.low), high: v(terms.high) });
          break;
        case 'outside':
          text = intl.formatMessage(
            { id: 'alertList.threshold.outside' },
            {
              activationLow: v(terms.activationLow),
              activationHigh: v(terms.activationHigh),
              deactivationLow: v(terms.deactivationLow),
              deactivationHigh: v(terms.deactivationHigh),
            },
          );
          break;
        case 'duration':
          text =
            terms.minutes === null
              ? intl.formatMessage({ id: 'alertList.threshold.missing' })
              : durationText(terms.minutes);
          break;
        case 'none':
          return intl.formatMessage({ id: 'alertList.threshold.none' });
      }
      return hysteresis === null
        ? text
        : intl.formatMessage(
            { id: 'alertList.threshold.withHysteresis' },
            { text, hysteresis: intl.formatNumber(hysteresis, { maximumFractionDigits: 2 }) },
          );
    },
    [intl, durationText],
  );
}
