/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { oidcProviderPlugin } from './mocks/oidc/vitePlugin.ts';
import { liveBuildPlugin } from './scripts/liveBuildPlugin.ts';
import { loginMessagesPlugin } from './scripts/loginMessagesPlugin.ts';
import { startAppPreloadPlugin } from './scripts/startAppPreloadPlugin.ts';

/**
 * Screen tests that need a module graph of their own (see the `screens` project): every file that
 * mocks a module (a `vi.mock` would stay in force for the next files of its worker), and these,
 * for echarts' canvas and lazy chunks.
 */
function isolatedScreenTests(): string[] {
  return [
    'src/app/shell/AppShellLayout.test.tsx',
    'src/ui/Chart/Chart.test.tsx',
    'src/features/alerting/editor/AlertEditorScreen.test.tsx',
    ...screenTestsMockingModules('src'),
  ];
}

function screenTestsMockingModules(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.tsx'))
    .map((file) => `${folder}/${file.split(sep).join('/')}`)
    .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));
}

/**
 * Logic tests that read a PDF's text back with pdf.js (src/lib/pdfFont/readPdfText.ts): its node
 * build defines browser globals (navigator, self, DOMMatrix…), after which the next files of a
 * shared worker take node for a browser (msw stopped answering their fetches). Each runs alone.
 */
function pdfReadingTests(): string[] {
  return ['src', 'mocks'].flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => `${folder}/${file.split(sep).join('/')}`)
      .filter((file) => /readPdfText|readDocumentText/.test(readFileSync(file, 'utf8'))),
  );
}

/**
 * Logic tests of a real server (mocks/server: real sockets and fetch): in a shared worker, another
 * file's msw server, still listening, would answer their fetches instead.
 */
const REAL_SERVER_TESTS = ['mocks/server/referenceServer.test.ts'];

// `vite build --mode live` makes a build for a real API and sign-in provider: no mocked API inside.
export default defineConfig(({ mode }) => {
  const live = mode === 'live';
  // Read from the test files: only vitest needs it, not every start of the dev server or build.
  const ISOLATED_SCREEN_TESTS = process.env.VITEST ? isolatedScreenTests() : [];
  const PDF_READING_TESTS = process.env.VITEST ? pdfReadingTests() : [];
  const plugins: PluginOption[] = [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its component: the queries and API schemas it prefetches
      // load with the screen instead of sitting in the entry for every route.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    loginMessagesPlugin(import.meta.dirname),
    startAppPreloadPlugin(),
  ];
  // Vitest loads this file too; the sign-in provider only belongs to the dev and preview servers.
  if (!process.env.VITEST && !live) plugins.push(oidcProviderPlugin());
  if (live) plugins.push(liveBuildPlugin());
  return {
    plugins,
    define: { __DEMO_CAPABLE__: JSON.stringify(!live) },
    // The demo's browser build: msw's cookie jar without tough-cookie's public-suffix list
    // (mocks/noCookieJar.ts). Vitest runs msw in node as it is.
    resolve: process.env.VITEST ? {} : { alias: { 'tough-cookie': `${import.meta.dirname}/mocks/noCookieJar.ts` } },
    server: { host: 'localhost', port: 5173, strictPort: true },
    preview: { host: 'localhost', port: 4173, strictPort: true },
    // The manifest maps sources to chunks: the budget check (scripts/check-budgets.mjs) reads it.
    build: {
      target: 'es2022',
      // The demo keeps its maps (its code is public, its errors read better); a customer's live build
      // publishes none (OWASP ASVS 14.3): scripts/check-live-build.mjs fails on a .map in it.
      sourcemap: !live,
      manifest: true,
      chunkSizeWarningLimit: 1200,
      rolldownOptions: {
        // Route-level splitting leaves a hundred chunks of a few hundred bytes (each set of modules
        // two routes share). Over HTTP/1.1 a browser fetches six at a time, so a cold start paid
        // more in round trips than in bytes: inlining the common chunks under 32 KB into their users
        // took the signed-in /home from 136 requests to 38 and its data from 2.2 to 1.5-2.0 s on
        // the desktop profile (npm run bench -- --only coldStart). Needs entry signatures off.
        preserveEntrySignatures: false,
        output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 32 * 1024 } } },
      },
    },
    test: {
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      // Logic (`.test.ts`) runs without a DOM, which spares each file jsdom's set-up (145 of 153
      // files: 108 s → 90 s); the few that need a browser say `// @vitest-environment jsdom`.
      projects: [
        {
          extends: true,
          test: {
            name: 'logic',
            environment: 'node',
            // Pure modules: the files of one worker share their imports instead of loading them
            // again each (the .test.ts files: 90 s → 62 s). Screens keep their isolation (module mocks).
            isolate: false,
            include: ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
            exclude: [...PDF_READING_TESTS, ...REAL_SERVER_TESTS],
          },
        },
        {
          extends: true,
          test: { name: 'logic-isolated', environment: 'node', include: [...PDF_READING_TESTS, ...REAL_SERVER_TESTS] },
        },
        {
          extends: true,
          test: {
            name: 'screens',
            environment: 'jsdom',
            // The files of one worker share their imports (Mantine, react-intl, msw…) instead of
            // loading them again each: 195 s → 100 s. The DOM, storage and the mocked API are reset
            // per test (src/test/setup.ts, renderWithApp); the files below cannot share a module
            // graph (module mocks, echarts' canvas, lazy chunks) and keep their own.
            isolate: false,
            include: ['src/**/*.test.tsx'],
            exclude: ISOLATED_SCREEN_TESTS,
          },
        },
        {
          extends: true,
          test: { name: 'screens-isolated', environment: 'jsdom', include: ISOLATED_SCREEN_TESTS },
        },
      ],
      // Vitest's default is one worker fewer than the cores: a single worker on CI's two cores. Three:
      // the screens' tests wait on timers (a timed-out read, a notification) while a third worker
      // uses the core (the whole suite: 417 s with two, 400 s with three, no retry either way).
      maxWorkers: 3,
      // A rendered screen allocates many short-lived objects (React elements, jsdom nodes): a young
      // generation of 64 MB instead of 16 collects them less often (12 fault-matrix files: 119 s → 106 s).
      execArgv: ['--max-semi-space-size=64'],
      // Two workers share CI's two cores with their jsdom and msw: a test walking the whole seed
      // (500 events and their comments) took 5.2 s there, over the 5 s default.
      testTimeout: 15_000,
      // As the end-to-end suite on CI: a test that fails once under load is run once more, and a
      // test that fails twice fails the run. Locally a failure shows at once.
      retry: process.env.CI ? 1 : 0,
    },
  };
});
