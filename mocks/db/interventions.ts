import {
  COMPLETED_INTERVENTION_STATUS_ID,
  HARDWARE_TYPES,
  INTERVENTION_TYPES,
  type InterventionType,
} from '../../src/entities/interventions/interventionStatus';
import type { SeedBase } from './seedBase';
import { visibleProjectIds } from './downloads';
import type { Random } from './random';

/** Intervention tickets (spec 001 §3): current ones and archived (completed) ones. */
export interface HardwareLineRow {
  type: string;
  quantity: number;
}

export interface InterventionRow {
  id: number;
  projectId: number;
  type: InterventionType;
  userId: number;
  title: string;
  description: string | null;
  startDate: string;
  endDate: string | null;
  /** Time spent, in minutes (shown as d, h, min: spec 001 §9). */
  duration: number | null;
  statusId: number;
  hardware: HardwareLineRow[];
  createdAt: string;
  updatedAt: string;
}

export interface InterventionTables {
  interventions: InterventionRow[];
}

const DAY = 86_400_000;

const TITLES: Record<InterventionType, string[]> = {
  preventive: ['Visite de maintenance préventive', 'Contrôle annuel des compteurs', 'Vérification des automates'],
  corrective: [
    'Remplacement d’un capteur de température',
    'Compteur vapeur hors service',
    'Perte de communication passerelle',
  ],
  installation: ['Pose de sous-comptage électrique', 'Installation d’un débitmètre', 'Ajout d’une passerelle LoRa'],
  remote_support: [
    'Prise en main à distance du superviseur',
    'Reconfiguration du poste de télérelève',
    'Mise à jour du firmware',
  ],
  audit: ['Audit du plan de comptage', 'Revue des chaînes de mesure', 'Audit énergétique air comprimé'],
};

const DESCRIPTIONS = [
  'Intervention réalisée avec le responsable maintenance du site.',
  'Accès au local technique sur rendez-vous ; prévoir les EPI.',
  'Données manquantes depuis plusieurs jours, recalage effectué après intervention.',
  'Matériel remplacé sous garantie, ancien matériel retourné au fournisseur.',
  null,
];

/** ~120 tickets over the 15 visible projects; about half archived, every status and type. */
export function seedInterventions(random: Random, base: SeedBase, now: number): InterventionTables {
  const projects = visibleProjectIds(base);
  const interventions: InterventionRow[] = [];
  for (let index = 0; index < 120; index += 1) {
    const projectId = projects[index % projects.length] ?? 1;
    const type = INTERVENTION_TYPES[index % INTERVENTION_TYPES.length] ?? 'preventive';
    // Statuses cycle so that each shows; completed tickets lie further back in time.
    const statusId = index % 2 === 0 ? COMPLETED_INTERVENTION_STATUS_ID : ((index >> 1) % 3) + 1;
    const completed = statusId === COMPLETED_INTERVENTION_STATUS_ID;
    const startMs = completed ? now - random.int(10, 540) * DAY : now - random.int(-10, 30) * DAY;
    const hours = random.int(1, 16);
    const endMs = startMs + hours * 3_600_000 + random.int(0, 3) * DAY;
    const hasEnd = completed || statusId === 2 || random.chance(0.5);
    const hardware = random.chance(0.6)
      ? random
          .pickMany(HARDWARE_TYPES, random.int(1, 3))
          .map((hardwareType) => ({ type: hardwareType, quantity: random.int(1, 6) }))
      : [];
    const createdMs = startMs - random.int(1, 20) * DAY;
    interventions.push({
      id: index + 1,
      projectId,
      type,
      userId: random.pick([1, 2, 3]),
      title: random.pick(TITLES[type]),
      description: random.pick(DESCRIPTIONS),
      startDate: new Date(startMs).toISOString(),
      endDate: hasEnd ? new Date(endMs).toISOString() : null,
      duration: completed || statusId === 2 ? hours * 60 + random.pick([0, 15, 30, 45]) : null,
      statusId,
      hardware,
      createdAt: new Date(createdMs).toISOString(),
      updatedAt: new Date(Math.min(now, Math.max(createdMs, endMs))).toISOString(),
    });
  }
  return { interventions };
}
