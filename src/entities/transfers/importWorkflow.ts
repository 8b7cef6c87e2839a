/*
 * The import statuses and their transitions (spec 001 §4). The spec lists the statuses by step but
 * "allowed transitions are not shown": this module is our choice, shared by the screens (which
 * actions to offer) and the mocked API (which PUT to refuse). Pure, no imports.
 *
 *   waiting_for_upload ──upload──▶ validating ──▶ awaiting_confirmation ─┐
 *                                       │      └─▶ valid_file ───────────┼─confirm─▶ confirmed ─▶ imported
 *                                       └────────▶ invalid_file           │                    └─▶ import_failed
 *   waiting_for_upload, awaiting_confirmation, valid_file ──cancel──▶ canceled
 */

export const IMPORT_STATUSES = [
  'waiting_for_upload',
  'validating',
  'awaiting_confirmation',
  'valid_file',
  'confirmed',
  'invalid_file',
  'canceled',
  'import_failed',
  'imported',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** spec 001 §4: step 1 processing, step 2 decision, step 3 outcome. */
export const IMPORT_STEPS: Record<1 | 2 | 3, readonly ImportStatus[]> = {
  1: ['waiting_for_upload', 'validating'],
  2: ['awaiting_confirmation', 'valid_file', 'confirmed'],
  3: ['invalid_file', 'canceled', 'import_failed', 'imported'],
};

export function isImportStatus(value: unknown): value is ImportStatus {
  return typeof value === 'string' && (IMPORT_STATUSES as readonly string[]).includes(value);
}

export function importStep(status: ImportStatus): 1 | 2 | 3 {
  if (IMPORT_STEPS[1].includes(status)) return 1;
  return IMPORT_STEPS[2].includes(status) ? 2 : 3;
}

/** Step 3: nothing happens to the import any more. */
export function isTerminalImportStatus(status: ImportStatus): boolean {
  return importStep(status) === 3;
}

/** Not finished: a second import of the same file is a duplicate (DUPLICATE_IMPORT). */
export function isImportInProgress(status: ImportStatus): boolean {
  return !isTerminalImportStatus(status);
}

/** The statuses from which the user may confirm: data is overwritten only after it (spec 001 §4). */
export const CONFIRMABLE_IMPORT_STATUSES: readonly ImportStatus[] = ['awaiting_confirmation', 'valid_file'];

/** What a user may ask for (PUT imports/{id}); the rest is the server's own work. */
const USER_TRANSITIONS: Record<ImportStatus, readonly ImportStatus[]> = {
  waiting_for_upload: ['canceled'],
  validating: [],
  awaiting_confirmation: ['confirmed', 'canceled'],
  valid_file: ['confirmed', 'canceled'],
  confirmed: [],
  invalid_file: [],
  canceled: [],
  import_failed: [],
  imported: [],
};

/** What the server's background work does: upload received, validation done, import done. */
const SYSTEM_TRANSITIONS: Record<ImportStatus, readonly ImportStatus[]> = {
  waiting_for_upload: ['validating'],
  validating: ['awaiting_confirmation', 'valid_file', 'invalid_file'],
  awaiting_confirmation: [],
  valid_file: [],
  confirmed: ['imported', 'import_failed'],
  invalid_file: [],
  canceled: [],
  import_failed: [],
  imported: [],
};

export function userTransitions(status: ImportStatus): readonly ImportStatus[] {
  return USER_TRANSITIONS[status];
}

export function canConfirmImport(status: ImportStatus): boolean {
  return USER_TRANSITIONS[status].includes('confirmed');
}

export function canCancelImport(status: ImportStatus): boolean {
  return USER_TRANSITIONS[status].includes('canceled');
}

export function isSystemTransition(from: ImportStatus, to: ImportStatus): boolean {
  return SYSTEM_TRANSITIONS[from].includes(to);
}

export type ImportTransitionError = 'IMPORT_WORKFLOW_ERROR' | 'IMPORT_NOT_AWAITING_CONFIRMATION';

/**
 * Why a user may not move an import from one status to another, or null when they may. Keeping the
 * status is allowed (a PUT that only renames). Confirming an import that is not awaiting it has its
 * own catalogue code (spec 000 §8); every other refusal is IMPORT_WORKFLOW_ERROR.
 */
export function importTransitionError(from: ImportStatus, to: ImportStatus): ImportTransitionError | null {
  if (from === to) return null;
  if (USER_TRANSITIONS[from].includes(to)) return null;
  return to === 'confirmed' ? 'IMPORT_NOT_AWAITING_CONFIRMATION' : 'IMPORT_WORKFLOW_ERROR';
}

/** spec 000 §5, spec 001 §5: accepted import files. */
export const ACCEPTED_IMPORT_EXTENSIONS = ['csv', 'xls', 'xlsx'] as const;

/** The `accept` attribute of the file input. */
export const IMPORT_FILE_ACCEPT = ACCEPTED_IMPORT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export function isAcceptedImportFile(fileName: string): boolean {
  const match = /\.([^./\\]+)$/.exec(fileName.trim());
  return match?.[1] !== undefined && (ACCEPTED_IMPORT_EXTENSIONS as readonly string[]).includes(match[1].toLowerCase());
}
