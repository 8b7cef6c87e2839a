/**
 * `coldStart` of `npm run bench`: /home opened by a user already signed in (tokens in the tab's
 * sessionStorage) with an empty cache, under two network profiles applied through the Chrome
 * DevTools protocol. Reports, per profile, the time until the home's data is painted (the summary
 * cards and the data quality table filled) and the Largest Contentful Paint, plus the request
 * waterfall of the first run (what starts when), to find the serial waits.
 *
 * The demo's own costs are in the figure: msw's service worker registers and the demo database is
 * seeded in the tab, as on a first demo visit. The emulation applies to the page's requests; once
 * msw's worker controls the page, the scripts it passes through are fetched from the worker and are
 * not slowed down (a live build has no such worker).
 */
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { summarizeMs, withPreviewServer } from '../scripts/benchLib.mjs';
import { signInExplorer } from './explorerBenchPage.mjs';

const RUNS = 5;
export const COLD_START_PROFILES = {
  desktop: { latencyMs: 40, downloadMbit: 10, uploadMbit: 5, cpuSlowdown: 1, budgetMs: 1000 },
  slow4g: { latencyMs: 150, downloadMbit: 1.6, uploadMbit: 0.75, cpuSlowdown: 4, budgetMs: 3500 },
};

/** In the page: resolves with performance.now() once the summary and the quality table show data. */
function waitForHomeData() {
  return new Promise((resolve) => {
    const filled = () => {
      const summary = document.querySelector('a[href^="/events"]');
      const table = [...document.querySelectorAll('table')].find((candidate) => candidate.querySelector('tbody tr a'));
      return Boolean(summary && table);
    };
    const check = () => (filled() ? requestAnimationFrame(() => resolve(performance.now())) : setTimeout(check, 10));
    check();
  });
}

function observeLcp() {
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

export async function storedSession(browser, origin, log) {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const page = await context.newPage();
    await signInExplorer(page, origin, '/home');
    log('cold start: signed in once, tokens kept for the runs');
    return await page.evaluate(() =>
      Object.fromEntries(
        Object.keys(sessionStorage)
          .filter((key) => key.startsWith('oidc.user:'))
          .map((key) => [key, sessionStorage.getItem(key)]),
      ),
    );
  } finally {
    await context.close();
  }
}

/** Opens /home in `page` under `profile` and waits for its data; the first visit of a run records its requests. */
async function visitHome(context, origin, profile, withWaterfall) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downloadMbit * 1_000_000) / 8,
    uploadThroughput: (profile.uploadMbit * 1_000_000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  const requests = [];
  if (withWaterfall) {
    page.on('requestfinished', (request) => {
      const timing = request.timing();
      const path = new URL(request.url()).pathname.replace(/-[\w-]{8}\.js$/, '.js');
      requests.push({ path, startMs: timing.startTime, durationMs: Math.round(timing.responseEnd) });
    });
  }
  await page.goto(`${origin}/home`, { waitUntil: 'commit' });
  const dataMs = await page.evaluate(waitForHomeData);
  // LCP settles at the first input or when the page is hidden; read it once the data is there.
  const lcpMs = await page.evaluate(() => window.__lcp);
  const navigationStart = await page.evaluate(() => performance.timeOrigin);
  const protocol = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.nextHopProtocol ?? null);
  const waterfall = requests
    .map((entry) => ({ ...entry, startMs: Math.round(entry.startMs - navigationStart) }))
    .sort((a, b) => a.startMs - b.startMs);
  return { page, result: { dataMs, lcpMs, protocol, waterfall } };
}

/**
 * One run in a new browser context (empty cache): the cold visit, then with `warm` a second visit
 * in a new tab of the same context, with what the first one cached (HTTP cache, service worker).
 */
export async function oneRun(browser, origin, session, profile, { withWaterfall = false, warm = false } = {}) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
    }, session);
    await context.addInitScript(observeLcp);
    const cold = await visitHome(context, origin, profile, withWaterfall);
    if (!warm) return { cold: cold.result };
    // The first visit's service worker finishes installing, and the tab is left, as a user would.
    await cold.page.waitForTimeout(1_000);
    await cold.page.close();
    const second = await visitHome(context, origin, profile, withWaterfall);
    return { cold: cold.result, warm: second.result };
  } finally {
    await context.close();
  }
}

export function coldStartMeasurement({ root, dist, chromiumPath, previewPort, log }) {
  return async () => {
    const server = { cwd: root, port: previewPort, readyPath: '/config.json', timeoutMs: 120_000, log };
    const args = dist === join(root, 'dist') ? [] : ['--outDir', dist];
    return withPreviewServer({ ...server, args }, async (origin) => {
      const browser = await chromium.launch({ executablePath: chromiumPath });
      try {
        const session = await storedSession(browser, origin, log);
        const report = {};
        for (const [name, profile] of Object.entries(COLD_START_PROFILES)) {
          const data = [];
          const lcp = [];
          let waterfall = [];
          for (let run = 1; run <= RUNS; run += 1) {
            const { cold: result } = await oneRun(browser, origin, session, profile, { withWaterfall: run === 1 });
            data.push(result.dataMs);
            // Chromium reports no LCP entry for some runs (headless): those runs have no LCP figure.
            if (result.lcpMs > 0) lcp.push(result.lcpMs);
            if (run === 1) waterfall = result.waterfall;
            log(
              `cold start ${name} ${run}/${RUNS}: data ${Math.round(result.dataMs)} ms, LCP ${Math.round(result.lcpMs)} ms`,
            );
          }
          const homeData = summarizeMs(data);
          report[name] = {
            profile,
            homeData,
            lcp: summarizeMs(lcp),
            budgetMs: profile.budgetMs,
            met: homeData.medianMs !== null && homeData.medianMs <= profile.budgetMs,
            // The first run's requests in start order (ms from navigation), script names without their hash.
            waterfall: waterfall.filter((entry) => !entry.path.endsWith('.map')),
          };
        }
        return report;
      } finally {
        await browser.close();
      }
    });
  };
}
