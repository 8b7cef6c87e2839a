import type { ImportLineErrorKind, UnreadableReason } from './types';

/*
 * What the server says of an import (spec 001 §3 "Import": the import's `messages`), as codes the
 * client translates rather than sentences in one language: `importFile.server.<fact>` followed by
 * its values as a query string, e.g. "importFile.server.linesSkipped?count=3". The client turns one
 * into a message id and its values with readImportServerMessage; a message that is no such code
 * (an older server's sentence) is shown as sent.
 */

export type ImportServerFact =
  | { fact: 'linesRead'; count: number }
  | { fact: 'linesSkipped'; count: number }
  | { fact: 'lineError'; line: number; kind: ImportLineErrorKind; column: string; value: string }
  | { fact: 'ignoredColumn'; column: string }
  | { fact: 'overwrites'; count: number }
  | { fact: 'allNew' }
  | { fact: 'unreadable'; reason: UnreadableReason }
  | { fact: 'noValidLine' }
  | { fact: 'notChecked' }
  | { fact: 'imported'; count: number }
  | { fact: 'importFailed' };

const PREFIX = 'importFile.server.';
const FACTS: ReadonlySet<string> = new Set<ImportServerFact['fact']>([
  'linesRead',
  'linesSkipped',
  'lineError',
  'ignoredColumn',
  'overwrites',
  'allNew',
  'unreadable',
  'noValidLine',
  'notChecked',
  'imported',
  'importFailed',
]);

export function importServerMessage(fact: ImportServerFact): string {
  const { fact: name, ...values } = fact;
  const query = new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();
  return query === '' ? `${PREFIX}${name}` : `${PREFIX}${name}?${query}`;
}

export interface ImportServerMessage {
  /** A message id of messages/*.json (importFile.server.*). */
  id: string;
  values: Record<string, string | number>;
}

/** The message id and values of a server code; null for anything else. */
export function readImportServerMessage(message: string): ImportServerMessage | null {
  if (!message.startsWith(PREFIX)) return null;
  const [name = '', query = ''] = message.slice(PREFIX.length).split('?', 2);
  if (!FACTS.has(name)) return null;
  const values: Record<string, string | number> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    values[key] = key === 'count' || key === 'line' ? Number(value) : value;
  }
  return { id: `${PREFIX}${name}`, values };
}
