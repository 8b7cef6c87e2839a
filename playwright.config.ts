import { defineConfig, devices } from '@playwright/test';

// E2E_PORT and E2E_DIST let several runs share a machine, each with its own build and server.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST;
export const BASE_URL = `http://localhost:${PORT}`;
// Debian's Chromium (Playwright's own download cannot work on these machines), as its headless
// shell: the same engine without the desktop browser's UI (45 tests: 139 s instead of 191 s).
const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell';

// Pages live a few seconds here: V8's top optimising tier costs more than it gives back (measured:
// 73 tests, 294 CPU-s and 178 s without the flag, 269 CPU-s and 168 s with it).
const CHROMIUM_ARGS = ['--js-flags=--max-opt=2'];

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
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } },
    },
  ],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort${DIST ? ` --outDir ${DIST}` : ''}`,
    url: `${BASE_URL}/config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: { OIDC_ACCESS_TOKEN_TTL: process.env.OIDC_ACCESS_TOKEN_TTL ?? '300' },
  },
});
