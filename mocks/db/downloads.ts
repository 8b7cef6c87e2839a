import { formatInTimeZone } from 'date-fns-tz';
import { DEFAULT_TIME_ZONE } from '../../src/lib/dateFormat';
import type { ServerLanguage } from '../serverTexts';
import type { SeedBase } from './seedBase';
import type { Random } from './random';
import { HIDDEN_PROJECT_NAMES } from './structure';

/*
 * Self-service exports (spec 001 §3 "Download request", "Download file", "Download config") and
 * the files of generated reports. One row is both the request and its file: a file's id is its
 * download request's id, so that the live message `download_request { id }` (spec 000 §7) names
 * the file to download without another look-up.
 */

export type DownloadStatus = 'pending' | 'ready' | 'failed';
export type SamplingUnitName = 'seconds' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years';

export interface DownloadVariable {
  variableId: number;
  aggregationId: number;
}

export interface DownloadRow {
  id: number;
  /** A self-service export or a generated on-demand report (spec 001 §4: "a notification says when it is ready"). */
  source: 'self_service' | 'report';
  title: string;
  projectId: number | null;
  userId: number;
  variables: DownloadVariable[];
  /** ISO instants of the exported period. */
  start: string;
  end: string;
  sampling: number | null;
  samplingUnit: SamplingUnitName | null;
  status: DownloadStatus;
  createdAt: string;
  readyAt: string | null;
  fileName: string;
  /** The language of the one who asked: a CSV's separator and decimal mark (src/lib/csv.ts). */
  locale: ServerLanguage;
  /** Bytes, once the file exists. */
  size: number | null;
  lastDownloadAt: string | null;
  /** Signs the file-content URL (a pre-signed-like link, no bearer token). */
  token: string;
}

export interface DownloadConfigRow {
  id: number;
  projectId: number;
  title: string;
  variables: DownloadVariable[];
  sampling: number | null;
  samplingUnit: SamplingUnitName | null;
  createdAt: string;
  updatedAt: string;
  userId: number;
}

export interface DownloadTables {
  downloads: DownloadRow[];
  downloadConfigs: DownloadConfigRow[];
}

const DAY = 86_400_000;

/** A link token: not a secret in a mock, only different from one file to the next. */
export function newToken(random: () => number = Math.random): string {
  let token = '';
  while (token.length < 24) token += Math.floor(random() * 36).toString(36);
  return token;
}

/**
 * File names as a storage service would give them: no spaces, no accents, and the Paris calendar
 * day as YYYY-MM-DD, as the files the app writes itself (src/lib/csv.ts csvFileName).
 */
export function fileNameOf(title: string, at: string, extension: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();
  return `${slug || 'export'}_${formatInTimeZone(at, DEFAULT_TIME_ZONE, 'yyyy-MM-dd')}.${extension}`;
}

const EXPORT_TITLES = [
  'Export consommations électriques',
  'Index compteurs mensuels',
  'Relevés vapeur process',
  'Températures chambres froides',
  'Puissances appelées',
  'Données air comprimé',
  'Export pour bilan annuel',
  'Débits eau glacée',
  'Production photovoltaïque',
  'Consommation gaz chaufferie',
];

const SAMPLINGS: [number, SamplingUnitName][] = [
  [10, 'minutes'],
  [1, 'hours'],
  [1, 'days'],
  [1, 'weeks'],
];

function variablesOf(random: Random, base: SeedBase, projectId: number, count: number): DownloadVariable[] {
  const attached = base.variables.filter((variable) => variable.projectIds.includes(projectId));
  const pool = attached.length > 0 ? attached : base.variables.slice(0, 40);
  return random
    .pickMany(pool, count)
    .map((variable) => ({ variableId: variable.id, aggregationId: variable.aggregationId }));
}

export function visibleProjectIds(base: SeedBase): number[] {
  const hidden: readonly string[] = HIDDEN_PROJECT_NAMES;
  return base.projects.filter((project) => !hidden.includes(project.name)).map((project) => project.id);
}

/** 36 self-service exports (ids after the report files) and 20 saved export configurations. */
export function seedDownloads(random: Random, base: SeedBase, now: number, firstId: number): DownloadTables {
  const projects = visibleProjectIds(base);
  const downloads: DownloadRow[] = [];
  for (let index = 0; index < 36; index += 1) {
    const projectId = projects[index % projects.length] ?? 1;
    const title = `${random.pick(EXPORT_TITLES)} – ${base.projects.find((project) => project.id === projectId)?.name ?? ''}`;
    // The newest few are still in the works or failed: every status shows in the list.
    const status: DownloadStatus = index < 3 ? 'pending' : index < 6 ? 'failed' : 'ready';
    // Pending for a while (10 to 30 minutes): not what a user just asked for, so not polled every second.
    const createdMs = index < 3 ? now - random.int(10, 30) * 60_000 : now - random.int(1, 120) * DAY;
    const createdAt = new Date(createdMs).toISOString();
    const endMs = createdMs - random.int(0, 3) * DAY;
    const [sampling, samplingUnit] = random.pick(SAMPLINGS);
    const variables = variablesOf(random, base, projectId, random.int(1, 12));
    const ready = status === 'ready';
    downloads.push({
      id: firstId + index,
      source: 'self_service',
      title,
      projectId,
      userId: random.pick([1, 2, 3, 4, 5]),
      variables,
      start: new Date(endMs - random.pick([7, 14, 30, 90, 365]) * DAY).toISOString(),
      end: new Date(endMs).toISOString(),
      sampling,
      samplingUnit,
      status,
      createdAt,
      readyAt: ready ? new Date(createdMs + random.int(20, 600) * 1000).toISOString() : null,
      fileName: fileNameOf(title, createdAt, 'csv'),
      locale: 'fr',
      size: ready ? random.int(4, 4_000) * 1_024 : null,
      lastDownloadAt:
        ready && random.chance(0.6) ? new Date(createdMs + random.int(1, 48) * 3_600_000).toISOString() : null,
      token: newToken(() => random.next()),
    });
  }
  const downloadConfigs = Array.from({ length: 20 }, (_, index): DownloadConfigRow => {
    const projectId = projects[(index * 3) % projects.length] ?? 1;
    const createdMs = now - random.int(10, 400) * DAY;
    const [sampling, samplingUnit] = random.pick(SAMPLINGS);
    return {
      id: index + 1,
      projectId,
      title: `${random.pick(EXPORT_TITLES)} (modèle ${index + 1})`,
      variables: variablesOf(random, base, projectId, random.int(2, 15)),
      sampling,
      samplingUnit,
      createdAt: new Date(createdMs).toISOString(),
      updatedAt: new Date(createdMs + random.int(0, 9) * DAY).toISOString(),
      userId: random.pick([1, 2, 3]),
    };
  });
  return { downloads, downloadConfigs };
}
