import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT and E2E_DIST let several runs share a machine, each with its own build and server.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST;
export const BASE_URL = `http://localhost:${PORT}`;
// The live build (what customers deploy) on the reference server (mocks/server): e2e/live/.
const LIVE_PORT = Number(process.env.E2E_LIVE_PORT ?? 4191);
const LIVE_DIST = process.env.E2E_LIVE_DIST ?? 'dist-live';
export const LIVE_BASE_URL = `http://localhost:${LIVE_PORT}`;
// CI always runs it; a local run does once a live build is there (npm run check:live-build).
const WITH_LIVE = Boolean(process.env.CI) || existsSync(join(LIVE_DIST, 'index.html'));
// Debian's Chromium (Playwright's own download cannot work on these machines), as its headless
// shell: the same engine without the desktop browser's UI (45 tests: 139 s instead of 191 s).
const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell';

// Pages live a few seconds here: V8's top optimising tier costs more than it gives back (measured:
// 73 tests, 294 CPU-s and 178 s without the flag, 269 CPU-s and 168 s with it).
const CHROMIUM_ARGS = ['--js-flags=--max-opt=2'];

const TOKEN_TTL = process.env.OIDC_ACCESS_TOKEN_TTL ?? '300';

const DEMO_SERVER = {
  command: `npx vite preview --port ${PORT} --strictPort${DIST ? ` --outDir ${DIST}` : ''}`,
  url: `${BASE_URL}/config.json`,
  reuseExistingServer: !process.env.CI,
  timeout: 180_000,
  env: { OIDC_ACCESS_TOKEN_TTL: TOKEN_TTL },
};

/** The smoke suite of the live build, under the headers a deployment sends (e2e/live/). */
const LIVE_PROJECT = {
  name: 'live',
  testDir: './e2e/live',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: LIVE_BASE_URL,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
};

const LIVE_SERVER = {
  command: 'node scripts/serve-live.mjs',
  url: `${LIVE_BASE_URL}/config.json`,
  reuseExistingServer: !process.env.CI,
  timeout: 180_000,
  env: { LIVE_PORT: String(LIVE_PORT), LIVE_DIST, OIDC_ACCESS_TOKEN_TTL: TOKEN_TTL },
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Three on two cores: the fault cases spend much of their time waiting out timeouts and
  // notification windows (measured: 61 tests in 297 s with two, 264 s with three, 261 s with four).
  workers: 3,
  // Three workers keep CI's two cores busy: a flow that takes 25 s alone can take twice that there.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    locale: 'en-US',
    timezoneId: 'Europe/Paris',
    reducedMotion: 'reduce',
    // Recording a trace costs about a fifth of the suite's CPU (measured: 73 tests, 365 CPU-s with
    // traces kept on failure, 294 without). CI records one on a retry, where a failure is looked at.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // A click on something that never comes fails in 30 s rather than at the end of a long test
    // (a fault matrix has 5 min), so its retry starts sooner.
    actionTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: 'live/**',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } },
    },
    ...(WITH_LIVE ? [LIVE_PROJECT] : []),
  ],
  webServer: [DEMO_SERVER, ...(WITH_LIVE ? [LIVE_SERVER] : [])],
});
