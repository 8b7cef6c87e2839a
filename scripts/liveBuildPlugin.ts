import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * A live build talks to a real API: msw's worker must not be shipped, or it could claim the
 * scope that the production service worker needs.
 */
export function liveBuildPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'live-build',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await rm(resolve(config.root, config.build.outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}
