#!/usr/bin/env node
// Serves the live build (dist-live, or LIVE_DIST) on the reference server (mocks/server): the mocked
// API over HTTP and a websocket, the local sign-in provider, and a deployment's headers. Its sources
// are TypeScript: Vite's module runner loads them, without this repository's app plugins.
import { runnerImport } from 'vite';

const { module } = await runnerImport('/mocks/server/main.ts', {
  configFile: false,
  root: new URL('..', import.meta.url).pathname,
  logLevel: 'error',
});
await module.main();
