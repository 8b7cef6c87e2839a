import {
  canCancelImport,
  canConfirmImport,
  IMPORT_STATUSES,
  IMPORT_STEPS,
  importStep,
  importTransitionError,
  isAcceptedImportFile,
  isImportInProgress,
  isSystemTransition,
  isTerminalImportStatus,
  IMPORT_FILE_ACCEPT,
  userTransitions,
} from './importWorkflow';

describe('import statuses (spec 001 §4)', () => {
  it('places every status in exactly one step', () => {
    const stepped = [...IMPORT_STEPS[1], ...IMPORT_STEPS[2], ...IMPORT_STEPS[3]];
    expect([...stepped].sort()).toEqual([...IMPORT_STATUSES].sort());
    expect(importStep('validating')).toBe(1);
    expect(importStep('confirmed')).toBe(2);
    expect(importStep('imported')).toBe(3);
  });

  it('treats step 3 as terminal and the rest as in progress', () => {
    expect(IMPORT_STATUSES.filter(isTerminalImportStatus)).toEqual([
      'invalid_file',
      'canceled',
      'import_failed',
      'imported',
    ]);
    expect(isImportInProgress('awaiting_confirmation')).toBe(true);
    expect(isImportInProgress('imported')).toBe(false);
  });
});

describe('user transitions', () => {
  it('lets the user confirm or cancel an import awaiting confirmation or valid', () => {
    for (const from of ['awaiting_confirmation', 'valid_file'] as const) {
      expect(importTransitionError(from, 'confirmed')).toBeNull();
      expect(importTransitionError(from, 'canceled')).toBeNull();
      expect(canConfirmImport(from)).toBe(true);
    }
    expect(importTransitionError('waiting_for_upload', 'canceled')).toBeNull();
    expect(canCancelImport('waiting_for_upload')).toBe(true);
  });

  it('answers IMPORT_NOT_AWAITING_CONFIRMATION for a confirmation at the wrong time', () => {
    for (const from of ['waiting_for_upload', 'validating', 'invalid_file', 'canceled', 'imported'] as const) {
      expect(importTransitionError(from, 'confirmed')).toBe('IMPORT_NOT_AWAITING_CONFIRMATION');
    }
  });

  it('answers IMPORT_WORKFLOW_ERROR for every other refused move', () => {
    expect(importTransitionError('validating', 'canceled')).toBe('IMPORT_WORKFLOW_ERROR');
    expect(importTransitionError('waiting_for_upload', 'imported')).toBe('IMPORT_WORKFLOW_ERROR');
    expect(importTransitionError('confirmed', 'canceled')).toBe('IMPORT_WORKFLOW_ERROR');
    expect(importTransitionError('valid_file', 'validating')).toBe('IMPORT_WORKFLOW_ERROR');
  });

  it('offers nothing from a terminal status, and keeping a status is no move', () => {
    for (const status of IMPORT_STATUSES.filter(isTerminalImportStatus)) {
      expect(userTransitions(status)).toEqual([]);
      expect(importTransitionError(status, status)).toBeNull();
    }
  });

  it('leaves upload, validation and import outcomes to the server', () => {
    expect(isSystemTransition('waiting_for_upload', 'validating')).toBe(true);
    expect(isSystemTransition('validating', 'invalid_file')).toBe(true);
    expect(isSystemTransition('confirmed', 'imported')).toBe(true);
    expect(isSystemTransition('imported', 'validating')).toBe(false);
  });
});

describe('accepted import files (spec 001 §5)', () => {
  it('accepts csv, xls and xlsx whatever the case', () => {
    expect(['releves.csv', 'Index.XLSX', 'compteurs 2025.xls'].every(isAcceptedImportFile)).toBe(true);
    expect(['releves.pdf', 'csv', 'archive.csv.zip', '', 'releves.'].some(isAcceptedImportFile)).toBe(false);
    expect(IMPORT_FILE_ACCEPT).toBe('.csv,.xls,.xlsx');
  });
});
