import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The DataTable scroll benchmark's page (`npm run bench -- --only dataTableScroll`): built on its
 * own so that the product build (dist/) stays untouched, into bench-results/ which git ignores.
 */
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: './',
  plugins: [react()],
  build: {
    target: 'es2022',
    outDir: fileURLToPath(new URL('../../bench-results/dataTable-build', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rollupOptions: { input: fileURLToPath(new URL('dataTable.html', import.meta.url)) },
  },
  preview: { host: 'localhost', strictPort: true },
});
