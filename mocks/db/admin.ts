import { permissionsForRole } from '../rolePermissions';
import type { SeedBase } from './seedBase';
import type { Random } from './random';
import { seedContacts, type ContactRow } from './contacts';
import { seedSupport, type SupportFileRow, type SupportRecordRow } from './support';
import { ROLE_IDS } from './users';

/**
 * Administration and project parameters (spec 001 §3): roles, contacts, project energies, and the
 * support (BEX) records with their technical files (mocks/db/contacts.ts, mocks/db/support.ts).
 */
export interface RoleRow {
  id: number;
  name: string;
  /** Permission names; users holding the role get them (mocks/handlers/users/currentUser.ts keeps them in sync). */
  permissions: string[];
}

export interface ProjectEnergyRow {
  id: number;
  projectId: number;
  /** An energyTypes choice code (ELECTRICITY, STEAM, NATURAL_GAS...). */
  energyType: string;
  /** Current and contract PER (reference energy price), euro/MWh. */
  currentPer: number;
  contractPer: number;
  /** KgCO2e/kWh PCS. */
  emissionFactor: number;
}

export interface AdminTables {
  roles: RoleRow[];
  contacts: ContactRow[];
  projectEnergies: ProjectEnergyRow[];
  supportRecords: SupportRecordRow[];
  supportFiles: SupportFileRow[];
}

/** [code, current PER range, contract PER range, emission factor] — ADEME-like factors. */
const ENERGY_PROFILES: [string, [number, number], [number, number], number][] = [
  ['ELECTRICITY', [110, 190], [90, 150], 0.052],
  ['NATURAL_GAS', [45, 90], [35, 60], 0.205],
  ['STEAM', [40, 70], [35, 55], 0.17],
  ['FUEL_OIL', [80, 120], [70, 100], 0.324],
  ['BIOMASS', [30, 50], [25, 40], 0.03],
  ['HEAT_NETWORK', [70, 100], [60, 85], 0.11],
];

function seedProjectEnergies(random: Random, base: SeedBase): ProjectEnergyRow[] {
  const rows: ProjectEnergyRow[] = [];
  for (const project of base.projects) {
    // Every project buys electricity; one or two more energies for most.
    const others = random.pickMany(ENERGY_PROFILES.slice(1), random.int(0, 2));
    for (const [energyType, current, contract, emissionFactor] of [ENERGY_PROFILES[0], ...others].filter(
      (profile) => profile !== undefined,
    )) {
      rows.push({
        id: rows.length + 1,
        projectId: project.id,
        energyType,
        currentPer: random.float(current[0], current[1], 2),
        contractPer: random.float(contract[0], contract[1], 2),
        emissionFactor,
      });
    }
  }
  return rows;
}

export function seedAdmin(random: Random, base: SeedBase, now: number): AdminTables {
  const roles = (Object.keys(ROLE_IDS) as (keyof typeof ROLE_IDS)[]).map((name) => ({
    id: ROLE_IDS[name],
    name,
    permissions: permissionsForRole(name),
  }));
  // One random stream for the whole area: seeding in another order would reshuffle every table.
  return {
    roles,
    contacts: seedContacts(random, base, now),
    projectEnergies: seedProjectEnergies(random, base),
    ...seedSupport(random, base, now),
  };
}
