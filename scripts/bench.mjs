/**
 * `npm run bench [-- --no-build] [-- --only mockApi|dataTableScroll|csvExport|graphCsv|decimate|formulaParser|variablesExport20k|ols|explorerHeap|structureTree|importPreview…]`:
 * the performance harness. Builds the app, runs each measurement of MEASUREMENTS in order and prints
 * one JSON object to stdout (progress goes to stderr), also written to bench-results/latest.json so
 * runs can be compared.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { runnerImport } from 'vite';
import {
  bundleFigures,
  checkBudgets,
  entryKey,
  filesOf,
  gzipSizer,
  keysForSource,
  median,
  percentile,
  sizeGroup,
  staticClosure,
  summarizeMs,
  withPreviewServer,
} from './benchLib.mjs';
import { explorerMeasurements } from '../bench/explorerBench.mjs';
import { structureTreeMeasurement } from '../bench/structureTreeBench.mjs';
import { coldStartMeasurement } from '../bench/coldStartBench.mjs';
import { liveColdStartMeasurement } from '../bench/liveColdStartBench.mjs';
import { importPreviewMeasurement } from '../bench/importPreviewBench.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_DIST=/tmp/dir: build and measure the app there instead of dist/ (which may be serving something else).
const DIST = process.env.BENCH_DIST ? resolve(process.env.BENCH_DIST) : join(ROOT, 'dist');
const RESULTS_FILE = join(ROOT, 'bench-results', 'latest.json');
const CHROMIUM = '/usr/bin/chromium';
// Not the usual preview port 4173, so a preview someone left running does not get in the way.
// BENCH_PORT: another port the demo's sign-in accepts (4175–4180) when 4174 is taken.
const PREVIEW_PORT = Number(process.env.BENCH_PORT ?? 4174);
// The live build on the reference server over HTTP/2 (bench/liveColdStartBench.mjs): BENCH_LIVE_DIST
// measures another live build; 4192 is one of the reference server's ports the sign-in accepts.
const LIVE_DIST = process.env.BENCH_LIVE_DIST ? resolve(process.env.BENCH_LIVE_DIST) : join(ROOT, 'dist-live');
const LIVE_BENCH_PORT = Number(process.env.BENCH_LIVE_PORT ?? 4192);
const LOGIN_RUNS = 7;
// The DataTable scroll page: its own build (scripts/bench/vite.config.ts), its own port.
const TABLE_BENCH_CONFIG = 'scripts/bench/vite.config.ts';
const TABLE_BENCH_BUILD = join(ROOT, 'bench-results', 'dataTable-build');
// BENCH_TABLE_PORT when 4175 is taken (any free port: this page needs no sign-in).
const TABLE_BENCH_PORT = Number(process.env.BENCH_TABLE_PORT ?? 4175);
const TABLE_SCROLL_MS = 4000;
const TABLE_SCROLL_STEP_PX = 120;
const FRAME_BUDGET_MS = 16;

const log = (message) => process.stderr.write(`[bench] ${message}\n`);
/** `vite preview` serves dist/ unless told otherwise: BENCH_DIST must serve the build it measures. */
const distArgs = () => (DIST === join(ROOT, 'dist') ? [] : ['--outDir', DIST]);

function buildLive() {
  log(`building the live build into ${LIVE_DIST}`);
  const result = spawnSync('node', ['scripts/check-live-build.mjs', LIVE_DIST], { cwd: ROOT, stdio: ['ignore', 2, 2] });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`the live build failed with exit code ${result.status}`);
}

function build() {
  log('building: vite build --manifest');
  // The manifest maps source files to chunks; it is only needed here, so only this build makes it.
  const outDir = DIST === join(ROOT, 'dist') ? [] : ['--outDir', DIST, '--emptyOutDir'];
  const result = spawnSync('npx', ['vite', 'build', '--manifest', ...outDir], { cwd: ROOT, stdio: ['ignore', 2, 2] });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`vite build failed with exit code ${result.status}`);
}

/**
 * Gzipped download sizes: the budgeted figures (bench/budgets.json: first screen, signed-in shell,
 * chart chunk) with their budgets and targets, the app's start, the PDF chunk, each screen's route
 * on top of the shell, and the demo's mocked API.
 */
function measureBundle() {
  const manifestPath = join(DIST, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run the bench without --no-build`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const sizeOf = gzipSizer(DIST);
  const figures = bundleFigures(DIST, manifest, sizeOf);
  const budgets = JSON.parse(readFileSync(join(ROOT, 'bench', 'budgets.json'), 'utf8'));
  const budgeted = Object.fromEntries(
    checkBudgets(figures, budgets).map(({ name, kb: figureKB, budgetKB, over }) => [
      name,
      { jsGzipKB: figureKB, budgetKB, targetKB: budgets.targetKB[name], withinBudget: !over },
    ]),
  );
  const required = (source) => {
    const keys = keysForSource(manifest, source);
    if (keys.length === 0) throw new Error(`no chunk for ${source} in the manifest`);
    return keys;
  };
  const mockKeys = keysForSource(manifest, 'mocks/browser.ts');
  const signedIn = staticClosure(manifest, [
    ...staticClosure(manifest, [entryKey(manifest)]),
    ...required('src/app/startApp.tsx'),
    ...required('messages/en.json'),
    ...required('src/routes/_auth.tsx'),
  ]);
  const signedInFiles = filesOf(manifest, signedIn);
  // What opening a screen downloads once the signed-in shell is there: its route chunks (the
  // route file and the loader + component split from it) and their static imports.
  const route = (source) => {
    const keys = staticClosure(manifest, required(source));
    const added = sizeGroup(manifest, keys, sizeOf, signedInFiles);
    const withShell = sizeGroup(
      manifest,
      staticClosure(manifest, [...signedIn, ...keys]),
      sizeOf,
      filesOf(manifest, mockKeys),
    );
    return { jsGzipKB: added.jsGzipKB, withShellJsGzipKB: withShell.jsGzipKB, files: added.files.slice(0, 6) };
  };
  return {
    budgeted,
    firstScreen: figures.firstScreen,
    appStart: { jsGzipKB: figures.appStart.jsGzipKB, cssGzipKB: figures.appStart.cssGzipKB },
    shell: figures.shell,
    chart: figures.chart,
    pdf: figures.pdf,
    routes: {
      home: route('src/routes/_auth/home.tsx'),
      events: route('src/routes/_auth/events/index.tsx'),
      eventDetail: route('src/routes/_auth/events/details/$eventId.tsx'),
      economyEnergy: route('src/routes/_auth/economy-energy.tsx'),
    },
    // What the demo adds: its mocked API, never downloaded by a real deployment.
    demoMockApi: sizeGroup(manifest, staticClosure(manifest, mockKeys), sizeOf, signedInFiles),
  };
}

/** Time from navigating to /login until the sign-in button is visible, in fresh browser contexts. */
async function measureLoginFirstRender() {
  const server = {
    cwd: ROOT,
    port: PREVIEW_PORT,
    readyPath: '/config.json',
    timeoutMs: 120_000,
    log,
    args: distArgs(),
  };
  return withPreviewServer(server, async (origin) => {
    const browser = await chromium.launch({ executablePath: CHROMIUM });
    try {
      const visibleMs = [];
      const domContentLoadedMs = [];
      for (let run = 1; run <= LOGIN_RUNS; run += 1) {
        // A fresh context each run: empty cache and storage, like a first visit.
        const context = await browser.newContext({ locale: 'en-US' });
        try {
          const page = await context.newPage();
          // 'commit' so the wait for the button starts at once instead of after the load event.
          await page.goto(`${origin}/login`, { waitUntil: 'commit' });
          await page.getByRole('button', { name: 'Sign in' }).waitFor({ state: 'visible', timeout: 30_000 });
          // performance.now() counts from navigation start; read in the page, it has no clock skew.
          const timing = await page.evaluate(() => ({
            now: performance.now(),
            domContentLoaded: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? 0,
          }));
          visibleMs.push(timing.now);
          if (timing.domContentLoaded > 0) domContentLoadedMs.push(timing.domContentLoaded);
          log(`login run ${run}/${LOGIN_RUNS}: ${Math.round(timing.now)} ms`);
        } finally {
          await context.close();
        }
      }
      const dclMedian = median(domContentLoadedMs);
      return {
        ...summarizeMs(visibleMs),
        domContentLoadedMedianMs: dclMedian === null ? null : Math.round(dclMedian),
        samplesMs: visibleMs.map(Math.round),
      };
    } finally {
      await browser.close();
    }
  });
}

/**
 * The mocked API through msw/node, as the tests call it: 10 series × 10,000 points and a page of
 * 500 variables. The TypeScript module is loaded by Vite's module runner (no build needed).
 */
async function measureMockApi() {
  const { module } = await runnerImport(join(ROOT, 'mocks/mockApiBenchmark.ts'), {
    configFile: false,
    logLevel: 'silent',
  });
  return module.benchmarkMockApi();
}

/**
 * p95 frame time while the DataTable scrolls 50,000 rows (scripts/bench/dataTableBench.tsx): the
 * scroll container moves 120 px every animation frame for 4 s while requestAnimationFrame records
 * frame deltas. Chromium runs without its 60 Hz frame cap, so a delta is what the frame cost (script,
 * style, layout, paint), not the display's refresh interval; 16 ms is the budget of a 60 Hz frame.
 */
async function measureDataTableScroll({ noBuild }) {
  if (!noBuild || !existsSync(join(TABLE_BENCH_BUILD, 'dataTable.html'))) {
    log(`building the table page: vite build --config ${TABLE_BENCH_CONFIG}`);
    const result = spawnSync('npx', ['vite', 'build', '--config', TABLE_BENCH_CONFIG], {
      cwd: ROOT,
      stdio: ['ignore', 2, 2],
    });
    if (result.error) throw result.error;
    if (result.status !== 0) throw new Error(`table page build failed with exit code ${result.status}`);
  }
  const server = {
    cwd: ROOT,
    port: TABLE_BENCH_PORT,
    readyPath: '/dataTable.html',
    timeoutMs: 120_000,
    log,
    args: ['--config', TABLE_BENCH_CONFIG],
  };
  return withPreviewServer(server, async (origin) => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--disable-frame-rate-limit', '--disable-gpu-vsync'],
    });
    try {
      const dataTable = await scrollTable(browser, `${origin}/dataTable.html`);
      // The same rows in a plain table, every row in the DOM: the reference of the ratio.
      const plainTable = await scrollTable(browser, `${origin}/dataTable.html?table=plain`);
      return {
        ...dataTable,
        budgetMs: FRAME_BUDGET_MS,
        met: dataTable.p95Ms !== null && dataTable.p95Ms <= FRAME_BUDGET_MS,
        plainTable,
        // How many times longer a plain table's slowest frames are (p95), and its first render.
        p95RatioPlainToDataTable:
          dataTable.p95Ms && plainTable.p95Ms ? Math.round((plainTable.p95Ms / dataTable.p95Ms) * 10) / 10 : null,
      };
    } finally {
      await browser.close();
    }
  });
}

/** Opens the table page at `url`, waits for its rows, then scrolls it for TABLE_SCROLL_MS. */
async function scrollTable(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  try {
    const opened = performance.now();
    await page.goto(url);
    const table = page.getByRole('table', { name: 'Benchmark events' });
    await table.getByRole('row').nth(5).waitFor({ timeout: 120_000 });
    const firstRenderMs = Math.round(performance.now() - opened);
    const result = await page.evaluate(
      ({ durationMs, stepPx }) =>
        new Promise((resolve) => {
          const scroller = document.querySelector('table[aria-label="Benchmark events"]')?.parentElement;
          if (!scroller) throw new Error('no scroll container');
          const deltas = [];
          let started = 0;
          let last = 0;
          const frame = (now) => {
            if (started === 0) {
              started = now;
            } else {
              deltas.push(now - last);
            }
            last = now;
            if (now - started >= durationMs) {
              const bodyRows = scroller.querySelectorAll('tbody tr').length;
              resolve({
                deltas,
                scrollTop: scroller.scrollTop,
                rowCount: Number(scroller.querySelector('table')?.getAttribute('aria-rowcount') ?? bodyRows + 1) - 1,
                renderedRows: bodyRows,
              });
              return;
            }
            scroller.scrollTop += stepPx;
            requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
      { durationMs: TABLE_SCROLL_MS, stepPx: TABLE_SCROLL_STEP_PX },
    );
    const round = (value) => (value === null ? null : Math.round(value * 10) / 10);
    return {
      rows: result.rowCount,
      renderedRows: result.renderedRows,
      firstRenderMs,
      frames: result.deltas.length,
      scrolledPx: Math.round(result.scrollTop),
      p50Ms: round(median(result.deltas)),
      p95Ms: round(percentile(result.deltas, 95)),
      maxMs: round(Math.max(...result.deltas)),
    };
  } finally {
    await page.close();
  }
}

/** The CSV writer building a 50,000-line events export (scripts/bench/csvExportBench.ts); budget 1 s. */
async function measureCsvExport() {
  const { module } = await runnerImport(join(ROOT, 'scripts/bench/csvExportBench.ts'), {
    configFile: false,
    logLevel: 'silent',
  });
  return module.benchmarkCsvExport();
}

/** A graph's CSV export of 10 series × 10,000 points (scripts/bench/graphCsvBench.ts); budget 1 s. */
async function measureGraphCsv() {
  const { module } = await runnerImport(join(ROOT, 'scripts/bench/graphCsvBench.ts'), {
    configFile: false,
    logLevel: 'silent',
  });
  return module.benchmarkGraphCsv();
}

/** The charts' min/max decimation of 100,000 points to 2,000 (scripts/bench/decimateBench.ts); budget 200 ms. */
async function measureDecimate() {
  const { module } = await runnerImport(join(ROOT, 'scripts/bench/decimateBench.ts'), {
    configFile: false,
    logLevel: 'silent',
  });
  return module.benchmarkDecimate();
}

/** The formula parser on a 2,000-character formula (scripts/bench/formulaParserBench.ts). */
async function measureFormulaParser() {
  const { module } = await runnerImport(join(ROOT, 'scripts/bench/formulaParserBench.ts'), {
    configFile: false,
    logLevel: 'silent',
  });
  return module.benchmarkFormulaParser();
}

/**
 * The variables export on 20,000 variables against the mocked API (scripts/bench/variablesExportBench.ts):
 * pages of 500, 4 in flight, through msw/node, then the CSV text; budget 2 s.
 */
async function measureVariablesExport() {
  const { module } = await runnerImport(join(ROOT, 'scripts/bench/variablesExportBench.ts'), {
    configFile: false,
    logLevel: 'silent',
  });
  return module.benchmarkVariablesExport();
}

/**
 * The alert backtest on 10,000 points (scripts/bench/alertBacktestBench.ts): the per-threshold pass
 * as a threshold moves (budget 5 ms), the per-series window precomputation and the chart option.
 */
async function measureAlertBacktest() {
  const { module } = await runnerImport(join(ROOT, 'scripts/bench/alertBacktestBench.ts'), {
    configFile: false,
    logLevel: 'silent',
  });
  return module.benchmarkAlertBacktest();
}

/**
 * The demo server's OLS on 10,000 observations × 8 explanatory variables (bench/olsBench.ts):
 * median of 15 fits after warm-up; target 50 ms.
 */
async function measureOls() {
  const { module } = await runnerImport(join(ROOT, 'bench/olsBench.ts'), {
    configFile: false,
    logLevel: 'silent',
  });
  return module.benchmarkOls();
}

/** Run in order; each returns a plain object that becomes one key of the report. */
const MEASUREMENTS = [
  ['bundle', measureBundle],
  ['loginFirstRender', measureLoginFirstRender],
  [
    'coldStart',
    coldStartMeasurement({ root: ROOT, dist: DIST, chromiumPath: CHROMIUM, previewPort: PREVIEW_PORT, log }),
  ],
  [
    'liveColdStart',
    liveColdStartMeasurement({ root: ROOT, liveDist: LIVE_DIST, chromiumPath: CHROMIUM, port: LIVE_BENCH_PORT, log }),
  ],
  ['mockApi', measureMockApi],
  ['csvExport', measureCsvExport],
  ['graphCsv', measureGraphCsv],
  ['decimate', measureDecimate],
  ['formulaParser', measureFormulaParser],
  ['variablesExport20k', measureVariablesExport],
  ['alertBacktest', measureAlertBacktest],
  ['ols', measureOls],
  ['dataTableScroll', measureDataTableScroll],
  ...Object.entries(
    explorerMeasurements({ root: ROOT, dist: DIST, chromiumPath: CHROMIUM, previewPort: PREVIEW_PORT, log }),
  ),
  ['structureTree', structureTreeMeasurement({ root: ROOT, chromiumPath: CHROMIUM, log })],
  ['importPreview', importPreviewMeasurement({ root: ROOT, chromiumPath: CHROMIUM, log })],
];
/** `--only` one of these builds the app first: they read its chunks. */
const NEEDS_APP_BUILD = ['bundle', 'explorerBundle', 'loginFirstRender', 'coldStart'];

async function main() {
  const args = process.argv.slice(2);
  // `--only mockApi`: one measurement, e.g. while working on the mocked API.
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
  const report = { machine: { node: process.version, cpus: os.cpus().length, date: new Date().toISOString() } };
  const selected = only ? MEASUREMENTS.filter(([name]) => name === only) : MEASUREMENTS;
  if (!args.includes('--no-build') && (!only || NEEDS_APP_BUILD.includes(only))) build();
  if (!args.includes('--no-build') && (!only || only === 'liveColdStart')) buildLive();

  let failed = false;
  for (const [name, measure] of selected) {
    log(`measuring ${name}`);
    const started = performance.now();
    try {
      report[name] = await measure({ noBuild: args.includes('--no-build') });
    } catch (error) {
      failed = true;
      report[name] = { error: error instanceof Error ? error.message : String(error) };
      log(`${name} failed: ${report[name].error}`);
    }
    log(`${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  const json = JSON.stringify(report, null, 2);
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${json}\n`);
  process.stdout.write(`${json}\n`);
  log(`written to ${RESULTS_FILE}`);
  // The report is complete either way, but a failed measurement must not look like a pass.
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
