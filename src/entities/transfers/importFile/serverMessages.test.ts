import { describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import fr from '../../../../messages/fr.json';
import { importServerMessage, readImportServerMessage, type ImportServerFact } from './serverMessages';

const FACTS: ImportServerFact[] = [
  { fact: 'linesRead', count: 480 },
  { fact: 'linesSkipped', count: 2 },
  { fact: 'lineError', line: 12, kind: 'number', column: 'Index (m³)', value: 'n/a & co?' },
  { fact: 'ignoredColumn', column: 'Commentaire' },
  { fact: 'overwrites', count: 3 },
  { fact: 'allNew' },
  { fact: 'unreadable', reason: 'noTimestampColumn' },
  { fact: 'noValidLine' },
  { fact: 'notChecked' },
  { fact: 'imported', count: 480 },
  { fact: 'importFailed' },
];

describe('the import messages of the server', () => {
  it('round-trip every fact, values included, and have a translation in fr and en', () => {
    for (const fact of FACTS) {
      const { fact: name, ...values } = fact;
      const read = readImportServerMessage(importServerMessage(fact));
      expect(read).toEqual({ id: `importFile.server.${name}`, values });
      expect(Object.keys(en)).toContain(read?.id);
      expect(Object.keys(fr)).toContain(read?.id);
    }
  });

  it('leaves anything else alone', () => {
    expect(readImportServerMessage('Ligne 12 : date illisible.')).toBeNull();
    expect(readImportServerMessage('importFile.server.unknown?count=1')).toBeNull();
    expect(readImportServerMessage('IMPORT_WORKFLOW_ERROR')).toBeNull();
  });
});
