import { ENERGY_CODES } from '../../src/entities/savings/energyUnits';
import { mix32, uniform } from '../series/noise';
import { seedAnalytics, type AnalyticsTables } from './analytics';
import type { SeedBase } from './seedBase';
import type { Random } from './random';
import { seedSynoptics, type SynopticTables } from './synoptic';
import type { SamplingUnitName, VariableRow } from './variables';

/** spec 001 §3 AAPE: the totals are derived from the perimeters when answering. */
export interface AapeRow {
  id: number;
  number: number;
  name: string;
  projectId: number;
  mainPerimeter: number | null;
  commitment_type: 'ENERGY' | 'FINANCIAL';
  commitment_modality: 'YEARLY' | 'CONTRACT_PERIOD';
  per_type: 'CURRENT' | 'CONTRACT';
  follow_up_end_date: string | null;
  exceptional_end_date: string | null;
  comments: string | null;
  malus_percentage: number | null;
  bonus_percentage: number | null;
}

export interface PerimeterRow {
  id: number;
  aapeId: number;
  number: number;
  energy_code: string;
  savings_target: number;
  reference_consumption: number;
  calculation_sampling: SamplingUnitName | null;
  comments: string | null;
  consumption_reference_measure_id: number | null;
  saving_measure_id: number | null;
  consumption_measure_id: number | null;
  ncv_co2eq_emission_coefficient: number;
  contract_energy_price: number;
}

/** spec 001 §3 "Balance of an AAPE"; name, number and totals come from the AAPE when answering. */
export interface BalanceAapeRow {
  balance_aape_id: number;
  aape_id: number;
  status: 'Active' | 'Inactive';
  balance_start_date: string;
  balance_end_date: string;
  /** When the server last computed its perimeters: values cover the period up to this instant. */
  last_calculation_date: string;
}

/** The computed values are not stored: they follow the perimeter and the balance period. */
export interface BalancePerimeterRow {
  balance_perimeter_id: number;
  perimeter_id: number;
  balanceAapeId: number;
  comments: string | null;
}

export interface SavingsTables extends AnalyticsTables, SynopticTables {
  aapes: AapeRow[];
  perimeters: PerimeterRow[];
  balanceAapes: BalanceAapeRow[];
  balancePerimeters: BalancePerimeterRow[];
}

const ACTIONS = [
  'Optimisation de l’air comprimé',
  'Récupération de chaleur sur fumées',
  'Variation de vitesse des pompes',
  'Relamping LED',
  'Calorifugeage du réseau vapeur',
  'Régulation de la chaufferie',
  'Free cooling des groupes froids',
  'Récupération des condensats',
  'Remplacement des brûleurs',
  'Pilotage des CTA par GTC',
  'Économiseur sur chaudière',
  'Haute pression flottante',
  'Récupération de chaleur sur compresseurs',
  'Optimisation des consignes de séchage',
];

const COMMENTS = [
  'Engagement validé en comité de pilotage.',
  'Ajustement de la référence prévu après arrêt technique.',
  'Mesure directe des économies par compteur dédié.',
  'Référence recalée sur la production de l’année de base.',
  null,
  null,
];

/** Savings units, coefficients (teqCO2 per unit) and prices (€ HT per unit) of each seeded energy. */
const ENERGY_SEED: Record<
  string,
  { reference: [number, number]; coefficient: [number, number]; price: [number, number]; units: number[] }
> = {
  ELECTRICITY: { reference: [2_000, 20_000], coefficient: [0.052, 0.06], price: [95, 160], units: [3, 2, 1] },
  STEAM: { reference: [5_000, 60_000], coefficient: [0.15, 0.19], price: [25, 40], units: [10, 9] },
  NATURAL_GAS: { reference: [5_000, 50_000], coefficient: [0.205, 0.205], price: [40, 70], units: [12, 3] },
};

const SEEDED_ENERGIES = ENERGY_CODES.slice(0, 3);

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Each project's variables, in the table's order: read once for every perimeter of the seed. */
type VariablesByProject = ReadonlyMap<number, readonly VariableRow[]>;

function variablesByProject(variables: readonly VariableRow[]): VariablesByProject {
  const byProject = new Map<number, VariableRow[]>();
  for (const variable of variables) {
    for (const projectId of new Set(variable.projectIds)) {
      const list = byProject.get(projectId);
      if (list) list.push(variable);
      else byProject.set(projectId, [variable]);
    }
  }
  return byProject;
}

/** Variables of the project, those in the energy's units first (the measures of a perimeter). */
function measureCandidates(byProject: VariablesByProject, projectId: number, units: readonly number[]): VariableRow[] {
  const ofProject = byProject.get(projectId) ?? [];
  const inUnit = ofProject.filter((variable) => units.includes(variable.unitId));
  return [...inUnit, ...ofProject.filter((variable) => !units.includes(variable.unitId))];
}

/**
 * What the "server" measured for a perimeter over a balance: how much of the target was achieved
 * and how the reference was adjusted. A hash, not the seed stream, so that a balance created in
 * the demo gets stable values too.
 */
export function balanceFactors(perimeterId: number, startDate: string): { achievement: number; adjustment: number } {
  const seed = mix32(perimeterId * 7_919 + Number(startDate.slice(0, 4)));
  return { achievement: 0.65 + 0.55 * uniform(seed, 1), adjustment: -0.05 + 0.1 * uniform(seed, 2) };
}

function seedPerimeters(
  random: Random,
  byProject: VariablesByProject,
  aape: AapeRow,
  perimeters: PerimeterRow[],
): PerimeterRow[] {
  const energies = random.pickMany(SEEDED_ENERGIES, random.int(1, 3));
  return energies.map((energy, index) => {
    const spec = ENERGY_SEED[energy] ?? {
      reference: [1_000, 10_000],
      coefficient: [0.2, 0.2],
      price: [50, 50],
      units: [],
    };
    const reference = random.int(spec.reference[0] / 10, spec.reference[1] / 10) * 10;
    const candidates = measureCandidates(byProject, aape.projectId, spec.units).slice(0, 12);
    const [consumption, model, saving] = random.pickMany(candidates, 3);
    const row: PerimeterRow = {
      id: perimeters.length + index + 1,
      aapeId: aape.id,
      number: index + 1,
      energy_code: energy,
      savings_target: Math.round(reference * random.float(0.03, 0.12, 3)),
      reference_consumption: reference,
      calculation_sampling: random.pick(['days', 'months'] as const),
      comments: random.pick(COMMENTS),
      consumption_reference_measure_id: model?.id ?? null,
      saving_measure_id: random.chance(0.7) ? (saving?.id ?? null) : null,
      consumption_measure_id: consumption?.id ?? null,
      ncv_co2eq_emission_coefficient: random.float(spec.coefficient[0], spec.coefficient[1], 3),
      contract_energy_price: random.float(spec.price[0], spec.price[1], 2),
    };
    return row;
  });
}

/**
 * Gives each perimeter measures of its own: a variable measuring two perimeters (or the reference
 * and the consumption of one) could not carry both coherent series (mocks/series/perimeterMeasures.ts).
 * A taken variable is replaced by the project's next free one in the energy's units, or left unset.
 * Runs after the draws, so that the seed streams of the other tables stay as they were.
 */
function distinctMeasures(byProject: VariablesByProject, aapes: readonly AapeRow[], perimeters: PerimeterRow[]): void {
  const used = new Set<number>();
  const projectOf = new Map(aapes.map((aape) => [aape.id, aape.projectId]));
  const roles = ['consumption_reference_measure_id', 'consumption_measure_id', 'saving_measure_id'] as const;
  for (const perimeter of perimeters) {
    const units = ENERGY_SEED[perimeter.energy_code]?.units ?? [];
    const candidates = measureCandidates(byProject, projectOf.get(perimeter.aapeId) ?? -1, units);
    for (const role of roles) {
      const current = perimeter[role];
      if (current === null) continue;
      const free = used.has(current) ? candidates.find((variable) => !used.has(variable.id))?.id : current;
      perimeter[role] = free ?? null;
      if (free !== undefined) used.add(free);
    }
  }
}

/**
 * Every project gets as many AAPE as its nombre_aape (1 to 6), each with 1 to 3 perimeters over
 * electricity, steam and natural gas, and a balance for each of the last three calendar years.
 */
export function seedSavings(random: Random, base: SeedBase, now: number): SavingsTables {
  const aapes: AapeRow[] = [];
  const perimeters: PerimeterRow[] = [];
  const balanceAapes: BalanceAapeRow[] = [];
  const balancePerimeters: BalancePerimeterRow[] = [];
  const year = new Date(now).getUTCFullYear();
  const byProject = variablesByProject(base.variables);
  for (const project of base.projects) {
    for (let number = 1; number <= project.nombre_aape; number += 1) {
      const followUpEnd = Date.UTC(year + random.int(1, 6), random.int(0, 11), 1) - 86_400_000;
      const aape: AapeRow = {
        id: aapes.length + 1,
        number,
        name: random.pick(ACTIONS),
        projectId: project.id,
        mainPerimeter: null,
        commitment_type: random.chance(0.7) ? 'ENERGY' : 'FINANCIAL',
        commitment_modality: random.chance(0.6) ? 'YEARLY' : 'CONTRACT_PERIOD',
        per_type: random.chance(0.5) ? 'CURRENT' : 'CONTRACT',
        follow_up_end_date: isoDay(followUpEnd),
        exceptional_end_date: random.chance(0.2) ? isoDay(followUpEnd + random.int(90, 365) * 86_400_000) : null,
        comments: random.pick(COMMENTS),
        malus_percentage: random.chance(0.8) ? random.pick([0, 5, 10, 15, 20]) : null,
        bonus_percentage: random.chance(0.8) ? random.pick([0, 10, 20, 30, 50]) : null,
      };
      const own = seedPerimeters(random, byProject, aape, perimeters);
      // spec 001 §4: the main perimeter is set by an edit of the AAPE; a few are not set yet.
      aape.mainPerimeter = random.chance(0.9) ? (own[0]?.id ?? null) : null;
      aapes.push(aape);
      perimeters.push(...own);
      for (const balanceYear of [year, year - 1, year - 2]) {
        const current = balanceYear === year;
        const balance: BalanceAapeRow = {
          balance_aape_id: balanceAapes.length + 1,
          aape_id: aape.id,
          status: current || (balanceYear === year - 1 && random.chance(0.4)) ? 'Active' : 'Inactive',
          balance_start_date: `${balanceYear}-01-01`,
          balance_end_date: `${balanceYear}-12-31`,
          last_calculation_date: new Date(
            current ? now - random.int(1, 10) * 86_400_000 : Date.UTC(balanceYear + 1, 0, random.int(5, 25), 6),
          ).toISOString(),
        };
        balanceAapes.push(balance);
        for (const perimeter of own) {
          balancePerimeters.push({
            balance_perimeter_id: balancePerimeters.length + 1,
            perimeter_id: perimeter.id,
            balanceAapeId: balance.balance_aape_id,
            comments: random.chance(0.15) ? 'Valeurs recalculées après correction des index.' : null,
          });
        }
      }
    }
  }
  distinctMeasures(byProject, aapes, perimeters);
  return {
    aapes,
    perimeters,
    balanceAapes,
    balancePerimeters,
    ...seedAnalytics(random, base, now),
    ...seedSynoptics(random, base, now),
  };
}
