import type { CsvCell } from '../../../lib/csv';
import type { ResidualPoint } from './residuals';

/** spec 000 §9: a prefix plus the day (model_points_2026-11-23.csv). */
export const MODEL_POINTS_CSV_PREFIX = 'model_points';

/** One line per modelled step: its date, the measured and modelled values and the residual. */
export function modelPointsCsvRows(points: readonly ResidualPoint[]): CsvCell[][] {
  return points.map((point) => [new Date(point.time), point.measured, point.modelled, point.residual]);
}
