import { useIntl } from 'react-intl';
import { useMessage } from '../../../i18n/useMessage';
import { severityText } from '../../../entities/alerting/severity';
import { useThresholdText } from '../list/useThresholdText';
import type { AlertCsvLabels } from './alertsCsv';

/** The alert CSV's words in the user's language: those the list shows. */
export function useAlertCsvLabels(): AlertCsvLabels {
  const intl = useIntl();
  const t = useMessage();
  const thresholds = useThresholdText();
  return {
    type: (type) => t(`alertType.${type}`),
    level: (level) => severityText(intl, level),
    muted: (muted) => t(muted ? 'alertsCsv.muted' : 'alertsCsv.notMuted'),
    thresholds,
  };
}
