/**
 * The data explorer's measurements of `npm run bench` (scripts/bench.mjs runs them):
 * explorerBundle, explorerChartPaint, explorerDashboardPaint and explorerHeap. Each returns a plain
 * object that becomes one key of the report.
 */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { build as viteBuild } from 'vite';
import {
  entryKey,
  filesOf,
  gzipSizer,
  keysForSource,
  sizeGroup,
  staticClosure,
  summarizeMs,
  withPreviewServer,
} from '../scripts/benchLib.mjs';

const EXPLORER_ROUTES = {
  list: 'src/routes/_auth/data-explorer/index.tsx',
  dashboard: 'src/routes/_auth/data-explorer/dash/$dashId.tsx',
  graph: 'src/routes/_auth/data-explorer/graph/$dashId/$graphId.tsx',
};
// The chart paint page (bench/explorerChartPaint.*): built with Vite into a temporary directory.
const EXPLORER_PAINT_BUILD = join(os.tmpdir(), 'wattsight-bench-explorerChartPaint');
const EXPLORER_PAINT_RUNS = 5;
const EXPLORER_PAINT_BUDGET_MS = 150;
const EXPLORER_PAINT_MIN_RATIO = 3;
const EXPLORER_DASHBOARD_GRAPHS = 12;
const EXPLORER_DASHBOARD_RUNS = 3;
const EXPLORER_DASHBOARD_BUDGET_MS = 1000;
const EXPLORER_HEAP_VISITS = 20;
const EXPLORER_HEAP_TOLERANCE = 0.1;
// Tall enough for the 12 graphs to be in view at once: the dashboard loads a graph when it is seen.
const EXPLORER_VIEWPORT = { width: 1440, height: 4200 };
const BENCH_ACCOUNT = 'admin@enersol.fr';

/**
 * The four measurements, given the bench's settings: the repository root, the built app's
 * directory (with its manifest), the Chromium binary, the preview port and the progress log.
 */
export function explorerMeasurements({
  root: ROOT,
  dist: DIST,
  chromiumPath: CHROMIUM,
  previewPort: PREVIEW_PORT,
  log,
}) {
  /**
   * (a) The gzipped JS the data explorer's three routes download once the signed-in shell is there:
   * each route alone and the three together (shared chunks counted once), and jspdf, which only a
   * PDF export loads (it must stay out of the routes' static imports).
   */
  function measureExplorerBundle() {
    const manifestPath = join(DIST, '.vite', 'manifest.json');
    if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run the bench without --no-build`);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const sizeOf = gzipSizer(DIST);
    const required = (source) => {
      const keys = keysForSource(manifest, source);
      if (keys.length === 0) throw new Error(`no chunk for ${source} in the manifest`);
      return keys;
    };
    const entryKeys = staticClosure(manifest, [entryKey(manifest)]);
    const shellKeys = staticClosure(manifest, required('src/routes/_auth.tsx'));
    const signedInFiles = filesOf(manifest, [...entryKeys, ...shellKeys]);
    const routeKeys = Object.fromEntries(
      Object.entries(EXPLORER_ROUTES).map(([name, source]) => [name, staticClosure(manifest, required(source))]),
    );
    const allKeys = new Set(Object.values(routeKeys).flatMap((keys) => [...keys]));
    const all = sizeGroup(manifest, allKeys, sizeOf, signedInFiles);
    const jspdfKeys = Object.keys(manifest).filter((key) => key.includes('node_modules/jspdf/'));
    const jspdfInRoutes = jspdfKeys.some((key) => allKeys.has(key));
    return {
      routes: Object.fromEntries(
        Object.entries(routeKeys).map(([name, keys]) => [
          name,
          sizeGroup(manifest, keys, sizeOf, signedInFiles).jsGzipKB,
        ]),
      ),
      allRoutes: all,
      jspdf: {
        loadedOnExportOnly: jspdfKeys.length > 0 && !jspdfInRoutes,
        jsGzipKB:
          jspdfKeys.length === 0
            ? null
            : sizeGroup(
                manifest,
                staticClosure(manifest, jspdfKeys),
                sizeOf,
                new Set([...signedInFiles, ...filesOf(manifest, allKeys)]),
              ).jsGzipKB,
      },
    };
  }

  /** Serves a directory of built files to a browser context under http://bench.localhost/. */
  async function serveDirectory(context, dir) {
    const origin = 'http://bench.localhost';
    const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
    await context.route(`${origin}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      const file = join(dir, decodeURIComponent(path));
      if (!file.startsWith(dir) || !existsSync(file)) return route.fulfill({ status: 404 });
      const type = types[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream';
      return route.fulfill({ status: 200, body: readFileSync(file), contentType: type });
    });
    return origin;
  }

  /**
   * (b) First paint of one graph of 10 series × 10,000 points (bench/explorerChartPaint.mjs): the
   * product's chart setup against echarts' defaults on the same data, each run in a fresh page; time
   * from building the option to echarts' 'finished' (plus a frame for the animated default). The
   * budget (150 ms, 3× faster) is checked on that whole time: the decimation is part of the setup;
   * setOption to 'finished' alone is reported beside it.
   */
  async function measureExplorerChartPaint({ noBuild }) {
    if (!noBuild || !existsSync(join(EXPLORER_PAINT_BUILD, 'explorerChartPaint.html'))) {
      log('building the chart paint page with vite');
      await viteBuild({
        root: join(ROOT, 'bench'),
        base: './',
        configFile: false,
        logLevel: 'warn',
        build: {
          target: 'es2022',
          outDir: EXPLORER_PAINT_BUILD,
          emptyOutDir: true,
          chunkSizeWarningLimit: 4000,
          rollupOptions: { input: join(ROOT, 'bench', 'explorerChartPaint.html') },
        },
      });
    }
    const browser = await chromium.launch({ executablePath: CHROMIUM });
    try {
      const runs = { product: [], default: [] };
      const optionRuns = { product: [], default: [] };
      let drawnPoints = {};
      for (let run = 1; run <= EXPLORER_PAINT_RUNS; run += 1) {
        // Alternating, so that a busy moment of the machine does not fall on one setup only.
        for (const mode of ['product', 'default']) {
          const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
          try {
            const origin = await serveDirectory(context, EXPLORER_PAINT_BUILD);
            const page = await context.newPage();
            await page.goto(`${origin}/explorerChartPaint.html`);
            await page.waitForFunction(() => window.explorerChartPaintReady === true);
            const result = await page.evaluate((which) => window.explorerChartPaint(which), mode);
            runs[mode].push(result.ms);
            optionRuns[mode].push(result.optionMs);
            drawnPoints = { ...drawnPoints, [mode]: result.drawnPoints };
            log(`explorer chart paint run ${run}/${EXPLORER_PAINT_RUNS}, ${mode}: ${Math.round(result.ms)} ms`);
          } finally {
            await context.close();
          }
        }
      }
      const product = summarizeMs(runs.product);
      const defaults = summarizeMs(runs.default);
      const ratio = product.medianMs > 0 ? Math.round((defaults.medianMs / product.medianMs) * 10) / 10 : null;
      return {
        series: 10,
        pointsPerSeries: 10_000,
        product: {
          ...product,
          // Of which building the option (min/max decimation included), and from setOption to 'finished'.
          optionMedianMs: summarizeMs(optionRuns.product).medianMs,
          setOptionToFinishedMedianMs: summarizeMs(runs.product.map((ms, i) => ms - optionRuns.product[i])).medianMs,
          drawnPoints: drawnPoints.product,
          samplesMs: runs.product.map(Math.round),
        },
        echartsDefaults: { ...defaults, drawnPoints: drawnPoints.default, samplesMs: runs.default.map(Math.round) },
        speedup: ratio,
        budgetMs: EXPLORER_PAINT_BUDGET_MS,
        minSpeedup: EXPLORER_PAINT_MIN_RATIO,
        met: product.medianMs <= EXPLORER_PAINT_BUDGET_MS && ratio !== null && ratio >= EXPLORER_PAINT_MIN_RATIO,
      };
    } finally {
      await browser.close();
    }
  }

  /** Signs in through the demo provider's page, as a user does; the app then shows `path`. */
  async function signInExplorer(page, origin, path) {
    await page.goto(`${origin}${path}`);
    await page.getByRole('button', { name: 'Sign in' }).click({ timeout: 60_000 });
    await page.getByLabel('Email').fill(BENCH_ACCOUNT);
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'User menu' }).waitFor({ timeout: 60_000 });
  }

  /**
   * Installed in the page: how many graphs of the page are painted, a graph being a canvas with at
   * least one drawn pixel (echarts) or a table with body rows (table graphs). Checked on every frame,
   * so the time a graph is first seen painted is at most a frame late.
   */
  function installPaintProbe() {
    const painted = new WeakSet();
    // A chart's canvas is read through a small copy: reading a whole canvas back costs ~2 ms, which
    // every frame for 12 charts would slow the page measured. Scaling averages pixels, so even a
    // thin line leaves some alpha in the copy.
    const probe = document.createElement('canvas');
    probe.width = 96;
    probe.height = 48;
    const probeContext = probe.getContext('2d', { willReadFrequently: true });
    const isPainted = (canvas) => {
      if (painted.has(canvas)) return true;
      if (canvas.width === 0 || canvas.height === 0 || !probeContext) return false;
      probeContext.clearRect(0, 0, probe.width, probe.height);
      probeContext.drawImage(canvas, 0, 0, probe.width, probe.height);
      const pixels = probeContext.getImageData(0, 0, probe.width, probe.height).data;
      for (let i = 3; i < pixels.length; i += 4) {
        if (pixels[i] !== 0) {
          painted.add(canvas);
          return true;
        }
      }
      return false;
    };
    window.explorerPaintedCount = () => {
      const main = document.querySelector('main') ?? document.body;
      // A dashboard's graphs are the items of its graph list; one echarts chart is one canvas (a zoom
      // slider draws in the same one). Each card is counted once, whatever it shows.
      const charts = [...main.querySelectorAll('li [_echarts_instance_] canvas')].filter(isPainted);
      const tables = [...main.querySelectorAll('li table')].filter((table) => table.querySelector('tbody tr td'));
      const cards = new Set([...charts, ...tables].map((element) => element.closest('li')));
      const now = performance.now();
      for (const card of cards) if (!firstSeen.has(card)) firstSeen.set(card, now);
      return cards.size;
    };
    const firstSeen = new Map();
    /** When each card was first seen painted, slowest first: "<graph name>: <ms after from>". */
    window.explorerPaintTimes = (from) =>
      [...firstSeen]
        .filter(([card, at]) => card.isConnected && at >= from)
        .sort((a, b) => b[1] - a[1])
        .map(([card, at]) => `${card.querySelector('a')?.textContent ?? '?'}: ${Math.round(at - from)}`);
    /** Resolves with performance.now() once `count` graphs are painted (null after `timeoutMs`). */
    window.explorerWhenPainted = (count, timeoutMs) =>
      new Promise((resolve) => {
        const started = performance.now();
        const check = () => {
          if (window.explorerPaintedCount() >= count) resolve(performance.now());
          else if (performance.now() - started > timeoutMs) resolve(null);
          else requestAnimationFrame(check);
        };
        check();
      });
  }

  /** A client-side navigation (the router follows popstate), so the mocked API's data stays in the tab. */
  async function navigateInApp(page, path) {
    return page.evaluate((to) => {
      const started = performance.now();
      window.history.pushState(window.history.state, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      return started;
    }, path);
  }

  /** Calls the mocked API from the page with the signed-in user's token, as the app does. */
  async function apiFromPage(page, method, path, body) {
    return page.evaluate(
      async ({ method: verb, path: url, body: payload }) => {
        let token = '';
        for (let index = 0; index < sessionStorage.length; index += 1) {
          const key = sessionStorage.key(index);
          if (key?.startsWith('oidc.user:')) token = JSON.parse(sessionStorage.getItem(key) ?? '{}').access_token ?? '';
        }
        const response = await fetch(`/api/${url}`, {
          method: verb,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: payload === undefined ? undefined : JSON.stringify(payload),
        });
        if (!response.ok) throw new Error(`${verb} ${url}: ${response.status} ${await response.text()}`);
        return response.json();
      },
      { method, path, body },
    );
  }

  /** The seeded dashboards, with their graphs (GET dashboard lists them whole). */
  async function seededDashboards(page) {
    const answer = await apiFromPage(page, 'GET', 'dashboard?limit=100&offset=0');
    const dashboards = Array.isArray(answer) ? answer : (answer.data ?? answer.results ?? []);
    if (dashboards.length === 0) throw new Error('the mocked API has no dashboard');
    return dashboards;
  }

  /** A 12-graph dashboard made in the tab's mocked API from the seeded graphs (their kinds and variables). */
  async function createTwelveGraphDashboard(page) {
    const dashboards = await seededDashboards(page);
    const source = dashboards.flatMap((dashboard) => dashboard.graphs ?? []);
    if (source.length === 0) throw new Error('the seeded dashboards have no graph');
    const dashboard = await apiFromPage(page, 'POST', 'dashboard', { name: 'Bench 12 graphs' });
    for (let index = 0; index < EXPLORER_DASHBOARD_GRAPHS; index += 1) {
      const graph = source[index % source.length];
      await apiFromPage(page, 'POST', 'graph', {
        name: `${graph.name} ${index + 1}`,
        dashboard: { id: dashboard.id },
        row: index,
        frontConfig: graph.frontConfig,
        graphVariables: graph.graphVariables.map((variable) => ({ ...variable, id: null })),
      });
    }
    return dashboard.id;
  }

  /** Runs `run(page, origin)` signed in on the built app, in a tall Chromium page. */
  async function withExplorerApp(run) {
    const server = {
      cwd: ROOT,
      port: PREVIEW_PORT,
      readyPath: '/config.json',
      timeoutMs: 120_000,
      log,
      args: DIST === join(ROOT, 'dist') ? [] : ['--outDir', DIST],
    };
    return withPreviewServer(server, async (origin) => {
      const browser = await chromium.launch({ executablePath: CHROMIUM });
      try {
        const context = await browser.newContext({
          viewport: EXPLORER_VIEWPORT,
          locale: 'en-US',
          timezoneId: 'Europe/Paris',
        });
        await context.addInitScript(installPaintProbe);
        const page = await context.newPage();
        await signInExplorer(page, origin, '/data-explorer');
        return await run(page, origin);
      } finally {
        await browser.close();
      }
    });
  }

  /**
   * (c) Time until all graphs of a 12-graph dashboard are painted in the built app: from the
   * client-side navigation to the dashboard until its 12 graphs are painted, each run on another
   * period so that no graph comes from the query cache.
   */
  async function measureExplorerDashboardPaint() {
    return withExplorerApp(async (page) => {
      const dashId = await createTwelveGraphDashboard(page);
      const periods = ['J-7', 'J-14', 'J-3', 'M-1', 'J-1'].slice(0, EXPLORER_DASHBOARD_RUNS);
      const samples = [];
      const dataSamples = [];
      let slowest = [];
      for (const [index, range] of periods.entries()) {
        await navigateInApp(page, '/data-explorer');
        await page.waitForFunction(() => document.querySelector('main table tbody tr td') !== null);
        const started = await navigateInApp(page, `/data-explorer/dash/${dashId}?range=${range}`);
        const painted = await page.evaluate(
          ([count]) => window.explorerWhenPainted(count, 30_000),
          [EXPLORER_DASHBOARD_GRAPHS],
        );
        if (painted === null) {
          const seen = await page.evaluate(() => window.explorerPaintedCount());
          throw new Error(`only ${seen} of ${EXPLORER_DASHBOARD_GRAPHS} graphs painted after 30 s`);
        }
        samples.push(painted - started);
        // When the last of the dashboard's API answers arrived: the rest is the page's own work.
        const lastAnswer = await page.evaluate(
          (from) =>
            Math.max(
              from,
              ...performance
                .getEntriesByType('resource')
                .filter((entry) => entry.name.includes('/api/') && entry.startTime >= from)
                .map((entry) => entry.responseEnd),
            ),
          started,
        );
        dataSamples.push(lastAnswer - started);
        slowest = await page.evaluate((from) => window.explorerPaintTimes(from).slice(0, 4), started);
        log(
          `explorer dashboard run ${index + 1}/${periods.length} (${range}): ${Math.round(painted - started)} ms` +
            ` (last answer at ${Math.round(lastAnswer - started)} ms)`,
        );
      }
      const summary = summarizeMs(samples);
      return {
        graphs: EXPLORER_DASHBOARD_GRAPHS,
        viewport: EXPLORER_VIEWPORT,
        ...summary,
        samplesMs: samples.map(Math.round),
        lastAnswerSamplesMs: dataSamples.map(Math.round),
        // The last run's last graphs painted, for whoever makes it faster.
        slowestGraphsMs: slowest,
        budgetMs: EXPLORER_DASHBOARD_BUDGET_MS,
        met: summary.medianMs !== null && summary.medianMs <= EXPLORER_DASHBOARD_BUDGET_MS,
      };
    });
  }

  /** Used JS heap after a full garbage collection (CDP), in kB. */
  async function usedHeapKB(cdp) {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return Math.round(usedSize / 1024);
  }

  /**
   * (d) The JS heap before and after opening and closing 20 dashboards (list → dashboard, painted →
   * back to the list), garbage collected before each measure. One visit first loads the routes' code,
   * which is not a leak; "before" is taken after it.
   */
  async function measureExplorerHeap() {
    return withExplorerApp(async (page) => {
      const cdp = await page.context().newCDPSession(page);
      await page.locator('main table tbody tr td').first().waitFor();
      // The dashboards the list shows (its first page; hidden demo projects left out), with graphs.
      const listed = new Set(await page.locator('main table tbody').getByRole('link').allInnerTexts());
      const dashboards = (await seededDashboards(page)).filter(
        (dashboard) => listed.has(dashboard.name) && (dashboard.graphs ?? []).length > 0,
      );
      if (dashboards.length === 0) throw new Error('no dashboard with graphs in the list');
      const backToList = async (dashboard) => {
        await page.goBack();
        await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/data-explorer');
        await page.getByRole('link', { name: dashboard.name, exact: true }).first().waitFor();
      };
      const whenPainted = async (dashboard) => {
        const painted = await page.evaluate(
          ([count]) => window.explorerWhenPainted(count, 30_000),
          [dashboard.graphs.length],
        );
        if (painted === null) log(`dashboard ${dashboard.name}: not all graphs painted after 30 s`);
      };
      // As a user does: the dashboard's link in the list, its saved period resolved at that moment.
      const openFromList = async (dashboard) => {
        await page.getByRole('link', { name: dashboard.name, exact: true }).first().click();
        await page.waitForURL((url) => url.pathname === `/data-explorer/dash/${dashboard.id}`);
        await whenPainted(dashboard);
        await backToList(dashboard);
      };
      // The same with one fixed period: every visit asks for data already read.
      const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const weekBefore = new Date(Date.now() - 8 * 86_400_000).toISOString().slice(0, 10);
      const openFixedPeriod = async (dashboard) => {
        await navigateInApp(page, `/data-explorer/dash/${dashboard.id}?start=${weekBefore}T00:00&end=${day}T00:00`);
        await whenPainted(dashboard);
        await backToList(dashboard);
      };
      /** Every dashboard once (their chart kinds' code loaded), then 20 visits between two measures. */
      const phase = async (name, open) => {
        for (const dashboard of dashboards) await open(dashboard);
        const beforeKB = await usedHeapKB(cdp);
        for (let index = 0; index < EXPLORER_HEAP_VISITS; index += 1) {
          await open(dashboards[index % dashboards.length]);
          if ((index + 1) % 10 === 0) log(`explorer heap, ${name}: ${index + 1}/${EXPLORER_HEAP_VISITS} dashboards`);
        }
        const afterKB = await usedHeapKB(cdp);
        const growth = (afterKB - beforeKB) / beforeKB;
        return {
          beforeKB,
          afterKB,
          growthPercent: Math.round(growth * 1000) / 10,
          met: Math.abs(growth) <= EXPLORER_HEAP_TOLERANCE,
        };
      };
      const listOnlyKB = await usedHeapKB(cdp);
      const fromList = await phase('from the list', openFromList);
      const fixedPeriod = await phase('fixed period', openFixedPeriod);
      return {
        visits: EXPLORER_HEAP_VISITS,
        dashboards: dashboards.length,
        listOnlyKB,
        ...fromList,
        // Diagnostic: growth when no visit adds new data to the query cache (what is left is a leak).
        fixedPeriod,
        tolerancePercent: EXPLORER_HEAP_TOLERANCE * 100,
      };
    });
  }

  return {
    explorerBundle: measureExplorerBundle,
    explorerChartPaint: measureExplorerChartPaint,
    explorerDashboardPaint: measureExplorerDashboardPaint,
    explorerHeap: measureExplorerHeap,
  };
}
