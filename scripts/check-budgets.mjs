#!/usr/bin/env node
// Fails when the built app's first screen, signed-in shell or chart chunk passes its gzipped-JS
// budget (bench/budgets.json), so that a later change cannot undo the work that made them small.
// Reads the build in dist/ (or the folder given), made by `npm run build` (the manifest is on).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleFigures, checkBudgets } from './benchLib.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(process.argv[2] ?? join(ROOT, 'dist'));
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`Budget check: ${manifestPath} is missing; build first (npm run build).`);
  process.exit(1);
}
const budgets = JSON.parse(readFileSync(join(ROOT, 'bench', 'budgets.json'), 'utf8'));
const figures = bundleFigures(dist, JSON.parse(readFileSync(manifestPath, 'utf8')));
const results = checkBudgets(figures, budgets);
for (const { name, kb, budgetKB, over } of results) {
  console.log(`${over ? 'OVER' : 'ok  '} ${name}: ${kb} KB gzipped JS (budget ${budgetKB} KB)`);
}
const over = results.filter((result) => result.over);
if (over.length > 0) {
  console.error(
    `Budget check failed: ${over.map((result) => result.name).join(', ')} over budget (bench/budgets.json).`,
  );
  process.exit(1);
}
