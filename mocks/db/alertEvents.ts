import type { AlertLevelName, AlertTypeName } from '../../src/entities/alerting/alertTypes';
import type { EventStatus } from '../../src/entities/events/statusWorkflow';
import type { AlertRow } from './alertRows';
import type { SeedBase } from './seedBase';
import type { Random } from './random';

/** Alert events and their comments (spec 000 §3, §4). */

export interface AlertEventRow {
  id: number;
  alertId: number;
  /** What the alert was when the event was raised: kept for events whose alert is deleted. */
  alertName: string;
  type: AlertTypeName;
  level: AlertLevelName;
  projectId: number;
  dateStart: string;
  /** null while in progress. */
  dateEnd: string | null;
  status: EventStatus;
  cancelled: boolean;
  tags: string[];
}

export interface AlertEventCommentRow {
  id: number;
  alertEventId: number;
  comment: string;
  authorId: number;
  createdAt: string;
  updatedAt: string;
}

export interface AlertEventTables {
  alertEvents: AlertEventRow[];
  alertEventComments: AlertEventCommentRow[];
}

export const SEEDED_EVENTS = 500;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const EVENT_TAGS = [
  'capteur',
  'maintenance',
  'faux positif',
  'communication',
  'process',
  'arrêt programmé',
  'météo',
  'à surveiller',
];

const COMMENTS = [
  'Capteur de température défaillant, remplacement prévu la semaine prochaine.',
  'Appel au chef de quart : arrêt volontaire de la ligne pour nettoyage.',
  'Valeur confirmée sur site, le compresseur 2 tournait à vide.',
  'Passerelle Modbus redémarrée à distance, la remontée des données est rétablie.',
  'Dérive du débitmètre constatée, étalonnage demandé au prestataire.',
  'Faux positif : essai de démarrage de la chaudière planifié.',
  'Intervention de l’électricien sur le TGBT, coupure de 40 minutes.',
  'Consigne de température modifiée par l’exploitant sans prévenir, à rappeler.',
  'Ticket ouvert chez l’opérateur télécom pour la perte de liaison 4G.',
  'Pic de puissance lié au redémarrage simultané des groupes froids.',
  'Vérifié avec le responsable maintenance : filtre de la CTA colmaté, remplacé.',
  'Le seuil est trop bas pour la période hivernale, proposition de le relever à valider avec le client.',
  'Automate remplacé, reprise de l’historique à prévoir.',
  'Relance du client effectuée, pas de retour pour l’instant.',
  'Fuite d’air comprimé détectée au niveau du sécheur, réparation planifiée.',
  'Données manquantes récupérées depuis l’enregistreur local.',
  'Alarme liée aux travaux sur le poste HTA, sans impact sur le CPE.',
  'Écart confirmé par la relève manuelle du compteur.',
  'Vanne trois voies bloquée en position ouverte, intervention demandée.',
  'Événement clos après accord du chef de projet M&V.',
  'RAS après contrôle sur place.',
  'Coupure réseau programmée par le site pendant le week-end.',
];

function statusFor(random: Random, inProgress: boolean): EventStatus {
  const roll = random.next();
  if (inProgress) return roll < 0.5 ? 'new' : roll < 0.85 ? 'seen' : roll < 0.9 ? 'fixed_no_action' : 'fixed';
  return roll < 0.15 ? 'new' : roll < 0.35 ? 'seen' : roll < 0.65 ? 'fixed_no_action' : 'fixed';
}

/** 500 events over the last 90 days, about one in eight still in progress, with 0–5 comments each. */
export function seedAlertEvents(
  random: Random,
  base: SeedBase,
  alerts: readonly AlertRow[],
  now: number,
): AlertEventTables {
  const drafts: Omit<AlertEventRow, 'id'>[] = [];
  for (let index = 0; index < SEEDED_EVENTS; index += 1) {
    // Every alert raises at least one event; then busier alerts at random.
    const alert = index < alerts.length ? alerts[index] : random.pick(alerts);
    if (!alert) break;
    const inProgress = random.chance(0.12);
    const start = inProgress ? now - random.int(1, 10 * 24) * HOUR : now - random.int(2 * HOUR, 90 * DAY);
    const end = inProgress ? null : Math.min(now - HOUR, start + random.int(10, 3 * 24 * 60) * 60_000);
    drafts.push({
      alertId: alert.id,
      alertName: alert.name,
      type: alert.type,
      level: alert.alertLevel,
      projectId: alert.projectId,
      dateStart: new Date(start).toISOString(),
      dateEnd: end === null ? null : new Date(Math.max(end, start + 60_000)).toISOString(),
      status: statusFor(random, inProgress),
      cancelled: random.chance(0.06),
      tags: random.chance(0.35) ? random.pickMany(EVENT_TAGS, random.int(1, 2)) : [],
    });
  }
  // Ids follow time, as a server's would.
  drafts.sort((a, b) => a.dateStart.localeCompare(b.dateStart));
  const alertEvents = drafts.map((draft, index) => ({ id: index + 1, ...draft }));
  const authors = base.users.filter((user) => !user.isExternal).map((user) => user.id);
  const alertEventComments: AlertEventCommentRow[] = [];
  for (const event of alertEvents) {
    const count = random.pick([0, 0, 0, 1, 1, 1, 2, 2, 3, 4, 5]);
    const from = Date.parse(event.dateStart);
    const until = Math.min(now, (event.dateEnd ? Date.parse(event.dateEnd) : now) + 2 * DAY);
    const dates = Array.from({ length: count }, () => random.isoBetween(from, Math.max(from + 60_000, until))).sort();
    for (const date of dates) {
      alertEventComments.push({
        id: alertEventComments.length + 1,
        alertEventId: event.id,
        comment: random.pick(COMMENTS),
        authorId: authors.length > 0 ? random.pick(authors) : 1,
        createdAt: date,
        updatedAt: date,
      });
    }
  }
  return { alertEvents, alertEventComments };
}
