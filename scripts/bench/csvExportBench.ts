import { toCsv, type CsvCell } from '../../src/lib/csv';

/**
 * The CSV writer on an export of tens of thousands of lines (the events export's ten columns:
 * names, dates across months, a level, a status; one row in five with text that needs quoting or
 * the formula guard). Run by `npm run bench` through Vite's module runner.
 */
const ROWS = 50_000;
const RUNS = 5;
const HEADER = ['Client', 'Site', 'Project', 'Alert', 'Variable', 'IdTechnique', 'Criticite', 'Debut', 'Fin', 'Status'];

function rows(): CsvCell[][] {
  const base = Date.UTC(2026, 0, 1);
  return Array.from({ length: ROWS }, (_, index) => [
    'Laiteries Alpines',
    index % 5 === 0 ? 'Site "Nord"; bâtiment B' : 'Laiterie de Grenoble',
    `Projet ${index % 97}`,
    index % 5 === 1 ? '=HYPERLINK("http://example.com")' : `Seuil haut – Chaudière ${index % 13}`,
    `TGBT – Puissance ${index % 211}`,
    `ID-${index}`,
    'warning',
    new Date(base + index * 600_000),
    index % 3 === 0 ? null : new Date(base + index * 600_000 + 3_600_000),
    'seen',
  ]);
}

export function benchmarkCsvExport() {
  const data = rows();
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    bytes = toCsv(HEADER, data).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    rows: ROWS,
    columns: HEADER.length,
    runs: RUNS,
    medianMs: Math.round(times[Math.floor(RUNS / 2)] ?? 0),
    characters: bytes,
  };
}
