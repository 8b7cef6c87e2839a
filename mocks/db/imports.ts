import { importServerMessage } from '../../src/entities/transfers/importFile/serverMessages';
import type { ImportedSeries } from '../../src/entities/transfers/importFile/types';
import { IMPORT_STATUSES, type ImportStatus } from '../../src/entities/transfers/importWorkflow';
import type { ManualValueTables } from './manualValues';
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
  /** What validation found or what the import did: codes the client translates (importFile/serverMessages.ts). */
  messages: string[];
  rowCount: number | null;
  /** The values a validated file will write once confirmed (absent once imported, canceled or invalid). */
  pendingValues?: ImportedSeries[];
}

export interface ImportTables extends ManualValueTables {
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

/** What the seed's imports say of their files, as the server's codes (importFile/serverMessages.ts). */
export function validationMessages(status: ImportStatus, rowCount: number | null): string[] {
  const count = rowCount ?? 0;
  switch (status) {
    case 'invalid_file':
      return [
        importServerMessage({ fact: 'noValidLine' }),
        importServerMessage({ fact: 'lineError', line: 12, kind: 'date', column: 'Date', value: '31/02/2026 08:00' }),
        importServerMessage({ fact: 'lineError', line: 27, kind: 'number', column: 'Index', value: 'n/a' }),
      ];
    case 'awaiting_confirmation':
      return [importServerMessage({ fact: 'linesRead', count }), importServerMessage({ fact: 'overwrites', count })];
    case 'valid_file':
    case 'confirmed':
      return [importServerMessage({ fact: 'linesRead', count }), importServerMessage({ fact: 'allNew' })];
    case 'imported':
      return [importServerMessage({ fact: 'imported', count })];
    case 'import_failed':
      return [importServerMessage({ fact: 'linesRead', count }), importServerMessage({ fact: 'importFailed' })];
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
  return { imports, manualValues: [] };
}
