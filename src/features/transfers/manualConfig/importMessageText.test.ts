import { createIntl } from 'react-intl';
import en from '../../../../messages/en.json';
import fr from '../../../../messages/fr.json';
import { importServerMessage } from '../../../entities/transfers/importFile/serverMessages';
import { importMessageText } from './importMessageText';

const english = createIntl({ locale: 'en', messages: en });
const french = createIntl({ locale: 'fr', messages: fr });

describe('an import’s messages as the user reads them', () => {
  it('translates the server’s facts with their values', () => {
    const skipped = importServerMessage({ fact: 'linesSkipped', count: 3 });
    expect(importMessageText(english, skipped)).toBe('3 lines with errors skipped.');
    expect(importMessageText(french, skipped)).not.toBe(skipped);
    const error = importServerMessage({
      fact: 'lineError',
      line: 252,
      kind: 'date',
      column: 'Date',
      value: '31/02/2026',
    });
    expect(importMessageText(english, error)).toBe('Line 252: unreadable date “31/02/2026”.');
  });

  it('translates statuses and error codes, and shows free text as sent', () => {
    expect(importMessageText(english, 'imported')).toBe('Imported');
    expect(importMessageText(english, 'IMPORT_WORKFLOW_ERROR')).toBe(en['error.IMPORT_WORKFLOW_ERROR']);
    expect(importMessageText(english, 'Ligne 12 : date illisible.')).toBe('Ligne 12 : date illisible.');
  });
});
