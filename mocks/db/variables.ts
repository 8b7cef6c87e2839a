import type { Random } from './random';
import type { StructureTables } from './structure';

export interface UnitRow {
  id: number;
  name: string;
}

export interface AggregationRow {
  id: number;
  name: AggregationName;
}

export type AggregationName = 'average' | 'min' | 'max' | 'sum' | 'counter';
export type VariableKind = 'variable' | 'formula' | 'persisted_formula' | 'manual_variable' | 'tableau';
export type SamplingUnitName = 'seconds' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years';

export interface AcquisitionDeviceRow {
  id: number;
  placeId: number;
  name: string;
}

export interface VariableRow {
  id: number;
  placeId: number;
  /** The projects the variable is attached to (spec 001 §3: "Attached" in the export). */
  projectIds: number[];
  name: string;
  sourceTechnicalName: string;
  unitId: number;
  aggregationId: number;
  sampling: number;
  samplingUnit: SamplingUnitName;
  type: VariableKind;
  acquisitionDeviceId: number | null;
  /** ISO instants; null when no data ever came. */
  firstDataDate: string | null;
  lastDataDate: string | null;
  color: string;
  representation: 'line' | 'bar' | 'area';
  valueClasses: number;
  symbol: string | null;
  preferredAggregationId: number | null;
  /** Counters only increase (index readings); the series generator honours it. */
  isCounter: boolean;
}

export interface VariableTables {
  units: UnitRow[];
  aggregations: AggregationRow[];
  acquisitionDevices: AcquisitionDeviceRow[];
  variables: VariableRow[];
}

/** spec 000 §3: each aggregation choice has a fixed id. */
export const AGGREGATIONS: AggregationRow[] = [
  { id: 1, name: 'average' },
  { id: 2, name: 'min' },
  { id: 3, name: 'max' },
  { id: 4, name: 'sum' },
  { id: 5, name: 'counter' },
];

export const UNITS: UnitRow[] = [
  { id: 1, name: 'kW' },
  { id: 2, name: 'kWh' },
  { id: 3, name: 'MWh' },
  { id: 4, name: '°C' },
  { id: 5, name: 'm3/h' },
  { id: 6, name: 'm3' },
  { id: 7, name: 'bar' },
  { id: 8, name: '%' },
  { id: 9, name: 't/h' },
  { id: 10, name: 't' },
  { id: 11, name: 'MW' },
  { id: 12, name: 'Nm3' },
  { id: 13, name: 'V' },
  { id: 14, name: 'A' },
];

/** Measured quantities: [name, unit id, aggregation id, counter]. */
const MEASURES: [string, number, number, boolean][] = [
  ['Puissance active', 1, 1, false],
  ['Énergie active', 2, 5, true],
  ['Énergie consommée', 3, 5, true],
  ['Température départ', 4, 1, false],
  ['Température retour', 4, 1, false],
  ['Débit', 5, 1, false],
  ['Volume', 6, 5, true],
  ['Pression', 7, 1, false],
  ['Taux de charge', 8, 1, false],
  ['Production vapeur', 9, 1, false],
  ['Production', 10, 4, false],
  ['Puissance appelée', 11, 3, false],
  ['Gaz consommé', 12, 5, true],
  ['Tension', 13, 1, false],
  ['Intensité', 14, 3, false],
];

const EQUIPMENT = [
  'TGBT',
  'Compresseur 1',
  'Compresseur 2',
  'Compresseur 3',
  'Chaudière vapeur',
  'Chaudière gaz',
  'Groupe froid 1',
  'Groupe froid 2',
  'Four',
  'Sécheur',
  'CTA atelier',
  'Pompe eau glacée',
  'Tour aéroréfrigérante',
  'Éclairage hall',
  'Ligne de production',
  'Poste HTA',
  'Échangeur',
  'Bureaux',
];

const DEVICES = [
  'Automate TGBT',
  'Passerelle Modbus',
  'Compteur PM5560',
  'Centrale de mesure',
  'Enregistreur LoRa',
  'Supervision',
];

const PALETTE = ['#1c7ed6', '#e8590c', '#2f9e44', '#ae3ec9', '#f08c00', '#0c8599', '#c2255c', '#5f3dc4'];

/** spec 000 §3: the five kinds; most are measured variables. */
function kindFor(random: Random): VariableKind {
  const roll = random.next();
  if (roll < 0.84) return 'variable';
  if (roll < 0.9) return 'formula';
  if (roll < 0.93) return 'persisted_formula';
  if (roll < 0.97) return 'manual_variable';
  return 'tableau';
}

export const VARIABLES_PER_PLACE = 250;

export function seedVariables(random: Random, structure: StructureTables, now: number): VariableTables {
  const acquisitionDevices: AcquisitionDeviceRow[] = [];
  const variables: VariableRow[] = [];
  const visiblePlaces = structure.places.filter((place) => place.id <= 8);
  for (const place of structure.places) {
    const deviceCount = place.id <= 8 ? random.int(4, 6) : 1;
    for (let index = 0; index < deviceCount; index += 1) {
      acquisitionDevices.push({
        id: acquisitionDevices.length + 1,
        placeId: place.id,
        name: `${DEVICES[index % DEVICES.length] ?? 'Device'} ${place.shortName}`,
      });
    }
  }
  for (const place of structure.places) {
    const perPlace = visiblePlaces.includes(place) ? VARIABLES_PER_PLACE : 8;
    const devices = acquisitionDevices.filter((device) => device.placeId === place.id);
    const projects = structure.projects.filter((project) => project.placeId === place.id).map((project) => project.id);
    for (let index = 0; index < perPlace; index += 1) {
      const id = variables.length + 1;
      const [measure, unitId, aggregationId, isCounter] = MEASURES[index % MEASURES.length] ?? MEASURES[0]!;
      const equipment = EQUIPMENT[Math.floor(index / MEASURES.length) % EQUIPMENT.length] ?? 'Équipement';
      const type = kindFor(random);
      const measured = type === 'variable' || type === 'tableau';
      const firstData = now - random.int(120, 1_500) * 86_400_000;
      const stopped = random.chance(0.05);
      const neverReported = measured && random.chance(0.01);
      const sampling = random.pick([1, 5, 10, 15]);
      variables.push({
        id,
        placeId: place.id,
        projectIds:
          projects.length > 0 && random.chance(0.8)
            ? random.pickMany(projects, random.int(1, Math.min(2, projects.length)))
            : [],
        name: `${equipment} – ${measure}${index >= MEASURES.length * EQUIPMENT.length ? ` ${Math.floor(index / (MEASURES.length * EQUIPMENT.length)) + 1}` : ''}`,
        sourceTechnicalName: `${place.shortName}_${String(id).padStart(5, '0')}_${measure
          .normalize('NFD')
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 8)
          .toUpperCase()}`,
        unitId,
        aggregationId,
        sampling: measured ? sampling : 1,
        samplingUnit: measured ? 'minutes' : 'hours',
        type,
        acquisitionDeviceId: measured ? (random.pick(devices)?.id ?? null) : null,
        firstDataDate: neverReported ? null : new Date(firstData).toISOString(),
        lastDataDate: neverReported
          ? null
          : new Date(stopped ? now - random.int(2, 40) * 86_400_000 : now).toISOString(),
        color: random.pick(PALETTE),
        representation: random.pick(['line', 'line', 'bar', 'area'] as const),
        valueClasses: 10,
        symbol: random.chance(0.1) ? `${measure.slice(0, 1)}${id}` : null,
        preferredAggregationId: random.chance(0.3) ? aggregationId : null,
        isCounter,
      });
    }
  }
  return {
    units: UNITS.map((unit) => ({ ...unit })),
    aggregations: AGGREGATIONS.map((row) => ({ ...row })),
    acquisitionDevices,
    variables,
  };
}
