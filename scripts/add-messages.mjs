/**
 * `node scripts/add-messages.mjs keys.json`: adds or replaces catalogue entries in messages/fr.json,
 * en.json and es.json at once, sorted. keys.json: { "events.title": { "fr": "…", "en": "…", "es": "…" } }.
 * Every key needs fr and en (the catalogues must hold the same keys); es falls back to en.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const [key, texts] of Object.entries(input)) {
  if (typeof texts?.fr !== 'string' || typeof texts?.en !== 'string')
    throw new Error(`${key}: fr and en are both required`);
}
for (const locale of ['fr', 'en', 'es']) {
  const file = join(ROOT, 'messages', `${locale}.json`);
  const catalogue = JSON.parse(readFileSync(file, 'utf8'));
  for (const [key, texts] of Object.entries(input)) catalogue[key] = texts[locale] ?? texts.en;
  const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`added ${Object.keys(input).length} keys`);
