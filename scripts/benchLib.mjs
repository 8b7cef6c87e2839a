/**
 * Helpers for `npm run bench`: reading Vite's build manifest, gzip sizes and run statistics (pure,
 * unit-tested), plus the preview-server lifecycle, so bench.mjs only holds the measurements.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';

/** Bytes to kilobytes with one decimal, the unit every size in the report uses. */
export function kb(bytes) {
  return Math.round((bytes / 1024) * 10) / 10;
}

export function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Nearest-rank percentile: with a handful of runs it stays one of the measured values. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Run timings summarised the way every browser measurement reports them. */
export function summarizeMs(values) {
  const round = (value) => (value === null ? null : Math.round(value));
  return {
    runs: values.length,
    medianMs: round(median(values)),
    p95Ms: round(percentile(values, 95)),
    minMs: round(values.length > 0 ? Math.min(...values) : null),
  };
}

/** The single `isEntry` chunk key (normally `index.html`). */
export function entryKey(manifest) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (keys.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${keys.length}`);
  return keys[0];
}

/**
 * Manifest keys of a source file. The router's code splitting adds `?tsr-split=...` variants of a
 * route file, so a key matches when its path part (before any query) is the file.
 */
export function keysForSource(manifest, sourcePath) {
  return Object.keys(manifest).filter((key) => key.split('?')[0] === sourcePath);
}

/**
 * The given chunks plus everything they import statically, recursively: what the browser must
 * download before those chunks run. Dynamic imports are left out, they load on demand.
 */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk "${key}"`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** The output files (JS and CSS, de-duplicated, sorted) of a set of manifest keys. */
export function outputFiles(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    else js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js].sort(), css: [...css].sort() };
}

/** Reads each file of `dir` at most once and returns its gzip size (level 9) in bytes. */
export function gzipSizer(dir) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(join(dir, file)), { level: 9 }).length);
    return cache.get(file);
  };
}

/**
 * Gzip size of a group of chunks. Files in `exclude` (already counted elsewhere) are left out, so
 * a group can report only what it adds on top of another one.
 */
export function sizeGroup(manifest, keys, sizeOf, exclude = new Set()) {
  const { js, css } = outputFiles(manifest, keys);
  const keep = (file) => !exclude.has(file);
  const jsFiles = js.filter(keep);
  const cssFiles = css.filter(keep);
  const total = (files) => files.reduce((sum, file) => sum + sizeOf(file), 0);
  return {
    jsGzipKB: kb(total(jsFiles)),
    cssGzipKB: kb(total(cssFiles)),
    // Largest first: the report is read to see which chunks dominate.
    files: [...jsFiles, ...cssFiles]
      .map((file) => ({ file, gzipKB: kb(sizeOf(file)) }))
      .sort((a, b) => b.gzipKB - a.gzipKB),
  };
}

/** Every output file of a group, for `exclude` sets. */
export function filesOf(manifest, keys) {
  const { js, css } = outputFiles(manifest, keys);
  return new Set([...js, ...css]);
}

export async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.status === 200;
  } catch {
    return false; // not listening yet
  }
}

/** Kills the whole process group (npx and the vite it starts), then waits for it to be gone. */
export async function killGroup(pid) {
  const signalGroup = (signal) => {
    try {
      process.kill(-pid, signal);
      return true;
    } catch {
      return false; // ESRCH: no process left in the group
    }
  };
  if (!signalGroup('SIGTERM')) return;
  for (let i = 0; i < 50; i += 1) {
    await delay(100);
    if (!signalGroup(0)) return;
  }
  signalGroup('SIGKILL');
}

/**
 * Runs `run(origin)` while `vite preview` serves dist/ on `port` (or another build: `args` such as
 * `['--config', 'scripts/bench/vite.config.ts']`). The server gets its own process group so that
 * it, and only it, can be killed afterwards, whatever happens, Ctrl-C included.
 */
export async function withPreviewServer({ cwd, port, readyPath, timeoutMs, log, args = [] }, run) {
  const origin = `http://localhost:${port}`;
  // A server left over from another run would be measured instead of this build.
  if (await answers(origin + readyPath)) throw new Error(`port ${port} is already serving; stop that server first`);
  const child = spawn('npx', ['vite', 'preview', ...args, '--port', String(port), '--strictPort'], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Only the tail is kept: enough to explain a failed start.
  const keepTail = (chunk) => {
    output = (output + chunk).slice(-2000);
  };
  child.stdout.on('data', keepTail);
  child.stderr.on('data', keepTail);
  let spawnError = null;
  child.on('error', (error) => {
    spawnError = error;
  });
  const onSignal = () => void killGroup(child.pid).finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const deadline = Date.now() + timeoutMs;
    while (!(await answers(origin + readyPath))) {
      if (spawnError) throw spawnError;
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`vite preview exited early (${child.exitCode ?? child.signalCode}): ${output.trim()}`);
      }
      if (Date.now() > deadline) throw new Error(`vite preview not ready after ${timeoutMs} ms: ${output.trim()}`);
      await delay(250);
    }
    log(`preview server ready at ${origin}`);
    return await run(origin);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (child.pid !== undefined) await killGroup(child.pid);
  }
}

/** The output file whose source map lists `marker` among its sources (a library's own chunk). */
export function chunkHolding(dir, manifest, marker) {
  const files = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));
  return files.find((file) => {
    try {
      const map = JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8'));
      return (map.sources ?? []).some((source) => source.includes(marker));
    } catch {
      return false;
    }
  });
}

/** The chart's lazy chunk (src/ui/Chart/Chart.tsx imports it on the first chart drawn). */
const CHART_CANVAS = 'src/ui/Chart/EChartsCanvas.tsx';
/** The modules that register a chart part on demand, each a dynamic entry (chartPartsRegistry.ts). */
const CHART_PARTS_FOLDER = 'src/ui/Chart/parts/';

/**
 * The figures the budgets hold (bench/budgets.json), from a build's manifest:
 * - firstScreen: a direct visit to /login: the entry, the login screen and its messages;
 * - appStart: what every signed-in page loads before its screen: the entry, the app, the catalogue;
 * - shell: the signed-in shell's own chunks on top of appStart;
 * - chart: what the first chart adds to appStart: the chart's canvas chunk and everything it imports
 *   statically (echarts' core, canvas renderer, lines, bars, grid, tooltip, legend), however the
 *   bundler splits them;
 * - chartParts: the parts charts register on demand (src/ui/Chart/parts/: zoom, marks, visual
 *   map, title, gauge, heat map, scatter), all of them, on top of chart: what a screen drawing
 *   every kind would add;
 * - pdf: the PDF library's chunk, loaded on an export only.
 * The demo's mocked API is left out everywhere: a real deployment never downloads it.
 */
export function bundleFigures(dir, manifest, sizeOf = gzipSizer(dir)) {
  const required = (source) => {
    const keys = keysForSource(manifest, source);
    if (keys.length > 0) return keys;
    // Inlining small common chunks (vite.config.ts) can fold a dynamic entry into a shared chunk,
    // which the manifest then lists under the chunk's name only.
    const named = Object.keys(manifest).filter(
      (key) => key.startsWith('_') && manifest[key].name === chunkName(source),
    );
    if (named.length === 0) throw new Error(`no chunk for ${source} in the manifest`);
    return named;
  };
  const mockFiles = filesOf(manifest, keysForSource(manifest, 'mocks/browser.ts'));
  const entryKeys = staticClosure(manifest, [entryKey(manifest)]);
  // The entry only asks for the start-up (React, Mantine) and the rest at once (src/main.tsx).
  const startUpKeys = required('src/app/startUp.tsx');
  const firstScreenKeys = staticClosure(manifest, [
    ...entryKeys,
    ...startUpKeys,
    ...required('src/app/signIn/startLogin.tsx'),
    ...required('virtual:login-messages/en'),
  ]);
  const appStartKeys = staticClosure(manifest, [
    ...entryKeys,
    ...startUpKeys,
    ...required('src/app/startApp.tsx'),
    ...required('messages/en.json'),
  ]);
  const appStartFiles = filesOf(manifest, appStartKeys);
  const shellKeys = staticClosure(manifest, required('src/routes/_auth.tsx'));
  const chartKeys = staticClosure(manifest, required(CHART_CANVAS));
  const chartPartKeys = staticClosure(
    manifest,
    Object.keys(manifest).filter((key) => key.startsWith(CHART_PARTS_FOLDER)),
  );
  if (chartPartKeys.size === 0) throw new Error(`no chunk for ${CHART_PARTS_FOLDER} in the manifest`);
  const single = (file) => (file ? { file, jsGzipKB: kb(sizeOf(file)) } : { file: null, jsGzipKB: 0 });
  return {
    entry: sizeGroup(manifest, entryKeys, sizeOf, mockFiles),
    firstScreen: sizeGroup(manifest, firstScreenKeys, sizeOf, mockFiles),
    appStart: sizeGroup(manifest, appStartKeys, sizeOf, mockFiles),
    shell: sizeGroup(manifest, shellKeys, sizeOf, appStartFiles),
    chart: sizeGroup(manifest, chartKeys, sizeOf, appStartFiles),
    chartParts: sizeGroup(
      manifest,
      chartPartKeys,
      sizeOf,
      new Set([...appStartFiles, ...filesOf(manifest, chartKeys)]),
    ),
    pdf: single(chunkHolding(dir, manifest, 'node_modules/jspdf/')),
    // The demo's mocked API (msw, handlers, seed), loaded before the demo's first call.
    demoApi: {
      files: [...mockFiles].filter((file) => file.endsWith('.js')),
      jsGzipKB: kb([...mockFiles].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + sizeOf(file), 0)),
    },
  };
}

/** The name rolldown gives the chunk of a source file: its base name without the extension. */
function chunkName(source) {
  return (source.split('/').pop() ?? source).replace(/\.[^.]+$/, '');
}

/** Each budgeted figure against its budget: `{ name, kb, budgetKB, over }`, in the budget file's order. */
export function checkBudgets(figures, budgets) {
  return Object.entries(budgets.jsGzipKB).map(([name, budgetKB]) => {
    const figure = figures[name];
    if (!figure) throw new Error(`the budget file names "${name}", which the bundle figures do not have`);
    return { name, kb: figure.jsGzipKB, budgetKB, over: figure.jsGzipKB > budgetKB };
  });
}
