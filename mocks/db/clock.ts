import type { MockDatabase } from './database';

/**
 * The mocked server's "now". The demo's seed is computed from the page load and its clock then
 * runs with the wall clock (never before the seed, so in-progress durations stay positive). A test
 * database is frozen at its seed instant: every run sees the same series, whatever the date.
 */
export const mockNow = (db: MockDatabase): number => db.frozenAt ?? Math.max(Date.now(), db.seededAt);
