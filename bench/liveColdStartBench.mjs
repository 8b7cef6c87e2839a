/**
 * `liveColdStart` of `npm run bench`: the cold start customers live. The live build (no mocked API
 * in the page) is served over HTTP/2 and TLS by the reference server (mocks/server), which is also
 * its API, websocket and sign-in provider, under a throwaway self-signed certificate that Chromium
 * is told to trust by its key (so that its HTTP cache and service worker behave as on a real site).
 * /home is opened by a user already signed in, under the desktop and slow-4G profiles: cold (empty
 * cache) and warm (a second visit with the first one's cache). Reports home data painted and LCP,
 * and the first cold run's requests in start order, to find the serial waits.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { killGroup, summarizeMs } from '../scripts/benchLib.mjs';
import { COLD_START_PROFILES, oneRun, storedSession } from './coldStartBench.mjs';

const RUNS = 5;
/** The budgets of issue "The build customers deploy": cold per profile, and warm on the desktop. */
const WARM_BUDGET_MS = { desktop: 500 };

/** A self-signed certificate for localhost, and the base64 SHA-256 of its public key for Chromium. */
function throwawayCertificate(dir) {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  const publicKey = execFileSync('openssl', ['x509', '-in', cert, '-pubkey', '-noout']);
  const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
  const spki = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64');
  return { key, cert, spki };
}

function answersOverTls(url) {
  return new Promise((resolve) => {
    const asked = request(url, { rejectUnauthorized: false, timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    asked.on('error', () => resolve(false));
    asked.on('timeout', () => asked.destroy());
    asked.end();
  });
}

async function withReferenceServer({ root, dist, port, tls, log }, run) {
  const origin = `https://localhost:${port}`;
  if (await answersOverTls(`${origin}/config.json`)) throw new Error(`port ${port} is already serving`);
  const child = spawn('node', ['scripts/serve-live.mjs'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LIVE_DIST: dist, LIVE_PORT: String(port), LIVE_TLS_CERT: tls.cert, LIVE_TLS_KEY: tls.key },
  });
  let output = '';
  const keepTail = (chunk) => {
    output = (output + chunk).slice(-2000);
  };
  child.stdout.on('data', keepTail);
  child.stderr.on('data', keepTail);
  try {
    const deadline = Date.now() + 60_000;
    while (!(await answersOverTls(`${origin}/config.json`))) {
      if (child.exitCode !== null) throw new Error(`the reference server exited: ${output.trim()}`);
      if (Date.now() > deadline) throw new Error(`the reference server is not ready: ${output.trim()}`);
      await delay(250);
    }
    log(`reference server ready at ${origin} (HTTP/2)`);
    return await run(origin);
  } finally {
    if (child.pid !== undefined) await killGroup(child.pid);
  }
}

export function liveColdStartMeasurement({ root, liveDist, chromiumPath, port, log }) {
  return async () => {
    const dir = mkdtempSync(join(tmpdir(), 'live-bench-'));
    try {
      const tls = throwawayCertificate(dir);
      return await withReferenceServer({ root, dist: liveDist, port, tls, log }, async (origin) => {
        const browser = await chromium.launch({
          executablePath: chromiumPath,
          args: [`--ignore-certificate-errors-spki-list=${tls.spki}`],
        });
        try {
          const session = await storedSession(browser, origin, log);
          const report = {};
          for (const [name, profile] of Object.entries(COLD_START_PROFILES)) {
            const cold = { data: [], lcp: [] };
            const warm = { data: [], lcp: [] };
            let waterfall = [];
            let protocol = null;
            for (let run = 1; run <= RUNS; run += 1) {
              const result = await oneRun(browser, origin, session, profile, { withWaterfall: run === 1, warm: true });
              for (const [visit, into] of [
                [result.cold, cold],
                [result.warm, warm],
              ]) {
                into.data.push(visit.dataMs);
                if (visit.lcpMs > 0) into.lcp.push(visit.lcpMs);
              }
              if (run === 1) {
                waterfall = result.cold.waterfall;
                protocol = result.cold.protocol;
              }
              log(
                `live ${name} ${run}/${RUNS}: cold data ${Math.round(result.cold.dataMs)} ms, LCP ${Math.round(result.cold.lcpMs)} ms; warm data ${Math.round(result.warm.dataMs)} ms`,
              );
            }
            const coldData = summarizeMs(cold.data);
            const warmData = summarizeMs(warm.data);
            report[name] = {
              profile,
              cold: { homeData: coldData, lcp: summarizeMs(cold.lcp), budgetMs: profile.budgetMs },
              warm: { homeData: warmData, lcp: summarizeMs(warm.lcp), budgetMs: WARM_BUDGET_MS[name] ?? null },
              met:
                coldData.medianMs !== null &&
                coldData.medianMs <= profile.budgetMs &&
                (WARM_BUDGET_MS[name] === undefined || warmData.medianMs <= WARM_BUDGET_MS[name]),
              // The page's own protocol, as Chromium negotiated it: h2 is what the figure is about.
              protocol,
              waterfall,
            };
          }
          return report;
        } finally {
          await browser.close();
        }
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
