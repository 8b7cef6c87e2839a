/**
 * The import preview's bench page (bench/importPreviewBench.mjs): a 50,000-line CSV (a time stamp
 * and 3 values, a few bad lines) previewed with the product's module, as the new-import screen does
 * (a module worker for a file this size), and parsed on the main thread for reference.
 */
import { previewImportFile } from '../src/entities/transfers/importFile/previewFile';
import { parseImportCsv } from '../src/entities/transfers/importFile/readImport';
import type { ManualVariableTarget } from '../src/entities/transfers/importFile/types';

declare global {
  interface Window {
    importPreviewReady?: boolean;
    importPreview?: () => Promise<ImportPreviewRun>;
  }
}

export interface ImportPreviewRun {
  /** File chosen → preview ready, through the worker (what the user waits for). */
  previewMs: number;
  /** The longest main-thread frame while the worker previewed. */
  longestFrameMs: number;
  /** The same parsing on the main thread. */
  mainThreadParseMs: number;
  bytes: number;
  lineCount: number;
  validLineCount: number;
  errorCount: number;
}

const LINES = 50_000;
const QUARTER_HOUR = 900_000;
const TARGETS: ManualVariableTarget[] = [
  { id: 1, technicalId: 'TEMP_EXT', name: 'Température extérieure', unit: '°C' },
  { id: 2, technicalId: 'GAZ_01', name: 'Index gaz chaufferie', unit: 'm³' },
  { id: 3, technicalId: null, name: 'Débit vapeur', unit: 't/h' },
];

const pad = (value: number) => String(value).padStart(2, '0');

/** DD/MM/YYYY HH:mm every quarter of an hour, decimal commas; every 5,000th line has a bad value, one a bad date. */
function benchCsv(): string {
  const lines = ['Date;TEMP_EXT;Index gaz chaufferie (m³);Débit vapeur (t/h)'];
  const start = Date.UTC(2025, 0, 1);
  for (let index = 0; index < LINES; index += 1) {
    const at = new Date(start + index * QUARTER_HOUR);
    const date = `${pad(at.getUTCDate())}/${pad(at.getUTCMonth() + 1)}/${at.getUTCFullYear()} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
    const temperature = (12 + 8 * Math.sin(index / 96)).toFixed(2).replace('.', ',');
    const meter = (100_000 + index * 3.75).toFixed(2).replace('.', ',');
    const flow = index % 5_000 === 17 ? 'n/a' : (4 + (index % 7) * 0.5).toFixed(1).replace('.', ',');
    lines.push(`${index === 25_000 ? '32/13/2025 25:00' : date};${temperature};${meter};${flow}`);
  }
  return lines.join('\r\n');
}

const text = benchCsv();

async function previewWithFrames(file: File) {
  let longest = 0;
  let last = performance.now();
  let running = true;
  const frame = (now: number) => {
    longest = Math.max(longest, now - last);
    last = now;
    if (running) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const started = performance.now();
  const result = await previewImportFile(file, TARGETS);
  const previewMs = performance.now() - started;
  running = false;
  return { result, previewMs, longestFrameMs: Math.max(longest, performance.now() - last) };
}

window.importPreview = async () => {
  const file = new File([text], 'releves.csv', { type: 'text/csv' });
  const { result, previewMs, longestFrameMs } = await previewWithFrames(file);
  const started = performance.now();
  parseImportCsv(text, TARGETS);
  const mainThreadParseMs = performance.now() - started;
  if (result.kind !== 'preview') throw new Error(`no preview: ${JSON.stringify(result)}`);
  const { lineCount, validLineCount, errorCount } = result.preview;
  return { previewMs, longestFrameMs, mainThreadParseMs, bytes: file.size, lineCount, validLineCount, errorCount };
};
window.importPreviewReady = true;
