import { toCsv, type CsvCell } from '../../src/lib/csv';
import { timeRuns } from './timeRuns';

/**
 * The CSV writer on an export of tens of thousands of lines (the events export's ten columns:
 * names, dates across months, a level, a status; one row in five with text that needs quoting or
 * the formula guard). Budget: a second, the limit the unit test used to hold it to. Run by
 * `npm run bench` through Vite's module runner.
 */
const ROWS = 50_000;
const RUNS = 5;
const BUDGET_MS = 1000;
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
  let characters = 0;
  const timed = timeRuns(() => toCsv(HEADER, data), {
    runs: RUNS,
    budgetMs: BUDGET_MS,
    check: (text) => {
      // Header, one line per row, and the empty string after the last CRLF.
      if (text.split('\r\n').length !== ROWS + 2) throw new Error('the CSV lost or added lines');
      characters = text.length;
    },
  });
  return { rows: ROWS, columns: HEADER.length, characters, ...timed };
}
