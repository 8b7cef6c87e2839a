import type { AdminTables } from './admin';
import type { AlertingTables } from './alerting';
import type { ExplorerTables } from './explorer';
import type { OperationsTables } from './operations';
import type { SavingsTables } from './savings';
import type { SeedBase } from './seedBase';
import { seedAdmin } from './admin';
import { seedAlerting } from './alerting';
import { seedExplorer } from './explorer';
import { seedOperations } from './operations';
import { createRandom, seedClock } from './random';
import { seedSavings } from './savings';
import { seedStructure } from './structureSeed';
import { seedUsers } from './users';
import { seedVariables } from './variables';

/** Bump when a table's shape changes: a demo database saved by an older build is then reseeded. */
export const DATABASE_VERSION = 7;
const SEED = 20_261_123;

export type MockDatabase = SeedBase &
  AdminTables &
  ExplorerTables &
  AlertingTables &
  SavingsTables &
  OperationsTables & {
    version: number;
    /** The instant the seed's relative dates were computed from. */
    seededAt: number;
    /** Set in tests: the mocked server's clock stays at this instant (mocks/db/clock.ts). */
    frozenAt?: number;
  };

/**
 * The whole demo database, the same for the same `now` (rounded to the hour). Each area draws
 * from its own random stream so that growing one area does not reshuffle the others. Areas are
 * seeded in dependency order and get the tables they point into, so that every reference names a
 * row that exists (mocks/db/consistency.test.ts).
 */
export function seedDatabase(now: number = Date.now()): MockDatabase {
  const clock = seedClock(now);
  const stream = (area: number) => createRandom(SEED + area * 7_919);
  const structure = seedStructure(stream(1), clock.now);
  const variables = seedVariables(stream(2), structure, clock.now);
  const base: SeedBase = { ...structure, ...variables, users: seedUsers() };
  const admin = seedAdmin(stream(3), base, clock.now);
  const explorer = seedExplorer(stream(4), base, clock.now);
  const alerting = seedAlerting(stream(5), { ...base, ...admin }, clock.now);
  const savings = seedSavings(stream(6), base, clock.now);
  const operations = seedOperations(stream(7), { ...base, ...admin, ...explorer }, clock.now);
  return {
    ...base,
    ...admin,
    ...explorer,
    ...alerting,
    ...savings,
    ...operations,
    version: DATABASE_VERSION,
    seededAt: clock.now,
  };
}
