import { IMPORT_STATUSES, type ImportStatus } from '../../src/entities/transfers/importWorkflow';
import type { SeedBase } from './seedBase';
import { newToken } from './downloads';
import type { Random } from './random';
import { HIDDEN_CLIENT_NAMES } from './structure';

/** Manual data imports (spec 001 §3, §4): a file per site, through the statuses of spec 001 §4. */
export interface ImportRow {
  id: number;
  placeId: number;
  /** The file name (csv, xls or xlsx: spec 001 §5). */
  name: string;
  status: ImportStatus;
  createdAt: string;
  lastStatusUpdate: string;
  createdById: number;
  /** Signs the upload URL (a pre-signed-like link, no bearer token). */
  uploadToken: string;
  /** What validation found (invalid lines) or what the import did. */
  messages: string[];
  rowCount: number | null;
}

export interface ImportTables {
  imports: ImportRow[];
}

const DAY = 86_400_000;

const FILE_STEMS = [
  'releves_compteurs',
  'index_gaz',
  'saisie_manuelle_vapeur',
  'production_tonnes',
  'degres_jours',
  'releves_eau',
  'heures_marche',
];

/** What validation says of a file, in French like the server's texts. */
export function validationMessages(status: ImportStatus, rowCount: number | null): string[] {
  switch (status) {
    case 'invalid_file':
      return [
        'Ligne 12 : date illisible (format attendu JJ/MM/AAAA HH:mm).',
        'Ligne 27 : valeur non numérique « n/a ».',
      ];
    case 'awaiting_confirmation':
      return [`${rowCount ?? 0} valeurs lues ; des données existent déjà sur la période et seront remplacées.`];
    case 'valid_file':
    case 'confirmed':
      return [`${rowCount ?? 0} valeurs lues, aucune erreur.`];
    case 'imported':
      return [`${rowCount ?? 0} valeurs importées.`];
    case 'import_failed':
      return ['L’import a échoué : la variable « Index gaz chaufferie » n’est plus rattachée au site.'];
    default:
      return [];
  }
}

/** 45 imports over the customers' sites: five of every status, the unfinished ones recent. */
export function seedImports(random: Random, base: SeedBase, now: number): ImportTables {
  const hiddenClients: readonly string[] = HIDDEN_CLIENT_NAMES;
  const hiddenClientIds = base.clients
    .filter((client) => hiddenClients.includes(client.name))
    .map((client) => client.id);
  const places = base.places.filter((place) => !hiddenClientIds.includes(place.clientId));
  const imports: ImportRow[] = [];
  for (let index = 0; index < IMPORT_STATUSES.length * 5; index += 1) {
    const status = IMPORT_STATUSES[index % IMPORT_STATUSES.length] ?? 'imported';
    const place = places[(index * 5) % places.length] ?? places[0];
    const finished = ['invalid_file', 'canceled', 'import_failed', 'imported'].includes(status);
    const createdMs = finished ? now - random.int(2, 200) * DAY : now - random.int(5, 600) * 60_000;
    const createdAt = new Date(createdMs).toISOString();
    const rowCount =
      status === 'waiting_for_upload' || status === 'validating' || status === 'canceled'
        ? null
        : random.int(24, 8_760);
    const extension = random.pick(['csv', 'csv', 'xlsx', 'xls']);
    const stem = status === 'invalid_file' ? `${random.pick(FILE_STEMS)}_invalid` : random.pick(FILE_STEMS);
    imports.push({
      id: index + 1,
      placeId: place?.id ?? 1,
      name: `${stem}_${createdAt.slice(0, 7).replace('-', '')}_${index + 1}.${extension}`,
      status,
      createdAt,
      lastStatusUpdate: new Date(createdMs + random.int(1, 90) * 60_000).toISOString(),
      createdById: random.pick([1, 2, 3]),
      uploadToken: newToken(() => random.next()),
      messages: validationMessages(status, rowCount),
      rowCount,
    });
  }
  imports.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { imports };
}
