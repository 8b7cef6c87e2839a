#!/usr/bin/env node
// Serves the live build (dist-live, or LIVE_DIST) on the reference server (mocks/server): the mocked
// API over HTTP and a websocket, the local sign-in provider, and a deployment's headers. Its sources
// are TypeScript: Vite's module runner loads them, without this repository's app plugins.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runnerImport } from 'vite';

const dist = process.env.LIVE_DIST ?? 'dist-live';
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No live build in ${dist}: build it first (npm run check:live-build, or npm run start:live).`);
  process.exit(1);
}

const { module } = await runnerImport('/mocks/server/main.ts', {
  configFile: false,
  root: new URL('..', import.meta.url).pathname,
  logLevel: 'error',
});
await module.main();
