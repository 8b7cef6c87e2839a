#!/usr/bin/env node
// A live build (real API and sign-in provider) must ship no mocked API, no msw worker (it could claim
// the scope the production service worker needs, STACK-NOTES) and no source map. The build is left
// in dist-live (or the folder given), where the live build's end-to-end suite serves it from
// (e2e/live, on the reference server).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = resolve(process.argv[2] ?? join(ROOT, 'dist-live'));
execSync(`npx vite build --mode live --outDir ${outDir} --emptyOutDir --logLevel error`, { stdio: 'inherit' });
const problems = [];
if (existsSync(join(outDir, 'mockServiceWorker.js'))) problems.push('mockServiceWorker.js is shipped');
if (!existsSync(join(outDir, 'sw.js'))) problems.push('the production service worker sw.js is missing');
const assets = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js'));
const maps = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.map'));
if (maps.length > 0) problems.push(`${maps.length} source maps are published (${maps[0]}…)`);
// The deployment's policy allows no inline script (README "Deploying the live build").
const page = readFileSync(join(outDir, 'index.html'), 'utf8');
if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(page)) problems.push('index.html holds an inline script');
for (const name of assets) {
  const code = readFileSync(join(outDir, 'assets', name), 'utf8');
  if (code.includes('mockServiceWorker') || code.includes('setupWorker')) problems.push(`${name} holds the mocked API`);
}
if (problems.length > 0) {
  console.error(`Live build check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Live build check: ${assets.length} scripts, no mocked API, no source map, service worker present.`);
