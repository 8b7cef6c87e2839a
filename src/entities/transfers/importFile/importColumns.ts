import type { ImportColumn, ManualVariableTarget } from './types';

/*
 * Which column is the time stamp and which variable each other column feeds (spec 001 §3 "Import").
 * The spec leaves the layout to us; ours: the first row holds the headers; the time-stamp column is
 * the one headed Date, Horodatage, Timestamp, Time, Heure… or else the first column whose cells read
 * as dates; every other column is matched to a manual variable of the site by its technical id or
 * its name, case and accents ignored, a trailing " (unit)" ignored, so that a self-service export
 * ("Date;Name (unit);…") imports back as it is.
 */

const TIMESTAMP_HEADERS = new Set([
  'date',
  'dates',
  'horodatage',
  'timestamp',
  'time stamp',
  'time',
  'heure',
  'datetime',
  'date time',
  'date heure',
  'date et heure',
  'date/heure',
  'date/time',
  'fecha',
  'fecha y hora',
]);

/** Lower case, no accents, single spaces: "Énergie  Chaufferie" and "energie chaufferie" match. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The header without a trailing parenthesised unit: "Index gaz (m³)" → "Index gaz". */
export function withoutUnit(header: string): string {
  return header.replace(/\s*\([^()]*\)\s*$/, '');
}

export function isTimestampHeader(header: string): boolean {
  return TIMESTAMP_HEADERS.has(normalizeHeader(withoutUnit(header))) || TIMESTAMP_HEADERS.has(normalizeHeader(header));
}

/** The variable a header names, by technical id first, then by name; with and without the unit suffix. */
export function matchVariable(header: string, targets: readonly ManualVariableTarget[]): ManualVariableTarget | null {
  const keys = new Set([normalizeHeader(header), normalizeHeader(withoutUnit(header))]);
  keys.delete('');
  const byTechnicalId = targets.find(
    (target) => target.technicalId !== null && keys.has(normalizeHeader(target.technicalId)),
  );
  if (byTechnicalId) return byTechnicalId;
  return targets.find((target) => keys.has(normalizeHeader(target.name))) ?? null;
}

/**
 * The columns' roles. `timestampIndex` is the time-stamp column already chosen (by header or by
 * content); a later column naming a variable that an earlier one feeds is ignored ('repeated').
 */
export function assignColumns(
  headers: readonly string[],
  timestampIndex: number,
  targets: readonly ManualVariableTarget[],
): ImportColumn[] {
  const used = new Set<number>();
  return headers.map((header, index): ImportColumn => {
    if (index === timestampIndex) return { index, header, role: 'timestamp', variable: null, ignoredBecause: null };
    const variable = matchVariable(header, targets);
    if (!variable) return { index, header, role: 'ignored', variable: null, ignoredBecause: 'unmatched' };
    if (used.has(variable.id)) return { index, header, role: 'ignored', variable: null, ignoredBecause: 'repeated' };
    used.add(variable.id);
    return { index, header, role: 'value', variable, ignoredBecause: null };
  });
}

/** The column headed like a time stamp, or -1. */
export function timestampColumnByHeader(headers: readonly string[]): number {
  return headers.findIndex(isTimestampHeader);
}
