/// <reference types="vitest/config" />
import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { oidcProviderPlugin } from './mocks/oidc/vitePlugin.ts';
import { liveBuildPlugin } from './scripts/liveBuildPlugin.ts';

// `vite build --mode live` makes a build for a real API and sign-in provider: no mocked API inside.
export default defineConfig(({ mode }) => {
  const live = mode === 'live';
  const plugins: PluginOption[] = [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()];
  // Vitest loads this file too; the sign-in provider only belongs to the dev and preview servers.
  if (!process.env.VITEST && !live) plugins.push(oidcProviderPlugin());
  if (live) plugins.push(liveBuildPlugin());
  return {
    plugins,
    define: { __DEMO_CAPABLE__: JSON.stringify(!live) },
    server: { host: 'localhost', port: 5173, strictPort: true },
    preview: { host: 'localhost', port: 4173, strictPort: true },
    build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 1200 },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
      restoreMocks: true,
      // Vitest's default is one worker fewer than the cores: a single worker on CI's two cores.
      maxWorkers: 2,
      // Two workers share CI's two cores with their jsdom and msw: a test walking the whole seed
      // (500 events and their comments) took 5.2 s there, over the 5 s default.
      testTimeout: 15_000,
    },
  };
});
