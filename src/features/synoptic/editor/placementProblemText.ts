import type { MessageId } from '../../../i18n/messages';
import type { PlacementColumn, PlacementProblemCode } from '../../../entities/synoptic/placementCsv';

/** The message of each CSV placement problem (spec 001 §5), by its code. */
export const PLACEMENT_PROBLEM_MESSAGES: Record<PlacementProblemCode, MessageId> = {
  MISSING_CELL: 'synoptic.csv.problem.MISSING_CELL',
  UNKNOWN_VARIABLE: 'synoptic.csv.problem.UNKNOWN_VARIABLE',
  NOT_A_NUMBER: 'synoptic.csv.problem.NOT_A_NUMBER',
  OUT_OF_RANGE: 'synoptic.csv.problem.OUT_OF_RANGE',
  DUPLICATE: 'synoptic.csv.problem.DUPLICATE',
};

export const PLACEMENT_COLUMN_MESSAGES: Record<PlacementColumn, MessageId> = {
  technicalId: 'synoptic.csv.column.technicalId',
  x: 'synoptic.csv.column.x',
  y: 'synoptic.csv.column.y',
};
