/**
 * `npm run bench -- --only structureTree` (scripts/bench.mjs runs it): the time to build the
 * client → site → project tree for 200 clients × 10 sites × 5 projects (hidden test structure
 * removed, tree, flattened table) and render the navigator until painted, in Chromium, from a page
 * built with Vite from the product's modules (bench/structureTreePage.tsx). Target: 100 ms.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build as viteBuild } from 'vite';
import { summarizeMs } from '../scripts/benchLib.mjs';
import { serveDirectory } from './explorerBenchPage.mjs';

const BUILD_DIR = join(os.tmpdir(), 'wattsight-bench-structureTree');
const RUNS = 7;
const BUDGET_MS = 100;

export function structureTreeMeasurement({ root: ROOT, chromiumPath: CHROMIUM, log }) {
  return async function measureStructureTree({ noBuild }) {
    if (!noBuild || !existsSync(join(BUILD_DIR, 'structureTree.html'))) {
      log('building the structure tree page with vite');
      await viteBuild({
        root: join(ROOT, 'bench'),
        base: './',
        configFile: false,
        logLevel: 'warn',
        plugins: [react()],
        build: {
          target: 'es2022',
          outDir: BUILD_DIR,
          emptyOutDir: true,
          chunkSizeWarningLimit: 4000,
          rollupOptions: { input: join(ROOT, 'bench', 'structureTree.html') },
        },
      });
    }
    const browser = await chromium.launch({ executablePath: CHROMIUM });
    const total = [];
    const build = [];
    const group = [];
    const commit = [];
    const paint = [];
    let shape = {};
    try {
      for (let run = 1; run <= RUNS; run += 1) {
        // A fresh page per run: nothing cached from the previous one.
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        try {
          const origin = await serveDirectory(context, BUILD_DIR);
          const page = await context.newPage();
          await page.goto(`${origin}/structureTree.html`);
          await page.waitForFunction(() => window.structureTreeReady === true);
          const result = await page.evaluate(() => window.structureTree());
          total.push(result.totalMs);
          build.push(result.buildMs);
          group.push(result.groupMs);
          commit.push(result.commitMs);
          paint.push(result.paintMs);
          shape = { nodes: result.nodes, renderedTreeItems: result.treeItems };
          log(`structure tree run ${run}/${RUNS}: ${Math.round(result.totalMs)} ms`);
        } finally {
          await context.close();
        }
      }
    } finally {
      await browser.close();
    }
    const summary = summarizeMs(total);
    return {
      clients: 200,
      sitesPerClient: 10,
      projectsPerSite: 5,
      ...shape,
      buildAndRender: { ...summary, samplesMs: total.map(Math.round) },
      buildMedianMs: summarizeMs(build).medianMs,
      groupMedianMs: summarizeMs(group).medianMs,
      // Of the render: React's commit of the navigator, then until the next frame is painted.
      renderCommitMedianMs: summarizeMs(commit).medianMs,
      paintMedianMs: summarizeMs(paint).medianMs,
      budgetMs: BUDGET_MS,
      met: summary.medianMs <= BUDGET_MS,
    };
  };
}
