import { Button } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../i18n/useMessage';
import { downloadCsv } from '../../../lib/csv';
import { withUnit } from './fittedEquation';
import { MODEL_POINTS_CSV_PREFIX, modelPointsCsvRows } from './resultCsv';
import type { ResidualPoint } from './residuals';

/**
 * The modelled steps as CSV (the shared writer, spec 000 §9), for a report or a second check of
 * the verdict in a spreadsheet: date, measured, modelled, residual, in the modelled variable's unit.
 */
export function ExportPointsButton({ points, unit }: { points: readonly ResidualPoint[]; unit: string }) {
  const t = useMessage();
  const intl = useIntl();
  return (
    <Button
      size="xs"
      variant="default"
      disabled={points.length === 0}
      onClick={() =>
        downloadCsv(
          MODEL_POINTS_CSV_PREFIX,
          [
            t('analytics.export.date'),
            withUnit(t('analytics.charts.measured'), unit),
            withUnit(t('analytics.charts.modelled'), unit),
            withUnit(t('analytics.charts.residual'), unit),
          ],
          modelPointsCsvRows(points),
          new Date(),
          { locale: intl.locale },
        )
      }
    >
      {t('analytics.export.points')}
    </Button>
  );
}
