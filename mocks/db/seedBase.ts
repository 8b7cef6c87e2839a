import type { StructureTables } from './structure';
import type { MockUser } from './users';
import type { VariableTables } from './variables';

export interface UserTables {
  users: MockUser[];
}

/** What every area is seeded from: structure, variables and users. */
export type SeedBase = StructureTables & VariableTables & UserTables;
