import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import type { QualityLabel } from './timeSeriesOption';

const QUALITY_MESSAGES: Record<QualityLabel, MessageId> = {
  com: 'ui.chart.quality.com',
  nodata: 'ui.chart.quality.nodata',
  offline: 'ui.chart.quality.offline',
};

/**
 * The shown text of each data-quality label (spec 000 §4: com, nodata, offline), for
 * timeSeriesOption's `qualityLabelText`. Stable while the language does not change, so that an
 * option memoised on it is not rebuilt on every render.
 */
export function useQualityLabelText(): Record<QualityLabel, string> {
  const intl = useIntl();
  return useMemo(
    () => ({
      com: intl.formatMessage({ id: QUALITY_MESSAGES.com }),
      nodata: intl.formatMessage({ id: QUALITY_MESSAGES.nodata }),
      offline: intl.formatMessage({ id: QUALITY_MESSAGES.offline }),
    }),
    [intl],
  );
}
