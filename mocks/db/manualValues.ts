import type { ImportedSeries } from '../../src/entities/transfers/importFile/types';
import { DEFAULT_SERIES_TIME_ZONE } from '../series/profile';
import type { ImportedOverlay } from '../series/importedValues';
import type { MockDatabase } from './database';
import type { VariableRow } from './variables';

/*
 * Values imported into manual variables (spec 001 §3 "Import", §4: data is overwritten only after
 * confirmation). One row per variable, its points in time order; an imported value replaces the one
 * at the same time stamp. The demo database keeps them like every other table, so they survive a
 * reload (persistence.ts); the data calls read them over the generated series
 * (mocks/series/importedValues.ts).
 */

export interface ManualSeriesRow {
  variableId: number;
  /** [epoch ms, value], ascending, one per time stamp. */
  points: [number, number][];
}

export interface ManualValueTables {
  /** Absent from a demo database saved before imports wrote values: read as none. */
  manualValues?: ManualSeriesRow[];
}

const NO_POINTS: readonly [number, number][] = [];

export function importedPointsOf(db: ManualValueTables, variableId: number): readonly [number, number][] {
  return db.manualValues?.find((row) => row.variableId === variableId)?.points ?? NO_POINTS;
}

/** Both lists ascending; where both have a time stamp, the incoming value wins. */
function merge(existing: readonly [number, number][], incoming: readonly [number, number][]): [number, number][] {
  const merged: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < existing.length || j < incoming.length) {
    const old = existing[i];
    const next = incoming[j];
    if (next && (!old || next[0] <= old[0])) {
      merged.push([next[0], next[1]]);
      if (old && old[0] === next[0]) i += 1;
      j += 1;
    } else if (old) {
      merged.push([old[0], old[1]]);
      i += 1;
    }
  }
  return merged;
}

/** Writes an import's values. Returns how many values were written. */
export function writeImportedValues(db: ManualValueTables, series: readonly ImportedSeries[]): number {
  db.manualValues ??= [];
  let written = 0;
  for (const { variableId, points } of series) {
    if (points.length === 0) continue;
    const row = db.manualValues.find((candidate) => candidate.variableId === variableId);
    if (row) row.points = merge(row.points, points);
    else db.manualValues.push({ variableId, points: merge([], points) });
    written += points.length;
  }
  return written;
}

/** What the data calls lay over a variable's generated series; null when nothing was imported for it. */
export function importedOverlayOf(
  db: MockDatabase,
  variable: Pick<VariableRow, 'id' | 'placeId'>,
): ImportedOverlay | null {
  const points = importedPointsOf(db, variable.id);
  if (points.length === 0) return null;
  const timeZone = db.places.find((place) => place.id === variable.placeId)?.timezone ?? DEFAULT_SERIES_TIME_ZONE;
  return { points, timeZone };
}
