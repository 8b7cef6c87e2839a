#!/usr/bin/env node
// Installs what a fresh clone is missing: node_modules (npm ci), and with --browser the Chromium the
// end-to-end suite runs in: Debian's headless shell (the same engine without the desktop browser's UI).
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium-headless-shell';
const run = (command) => execSync(command, { stdio: 'inherit' });

function nodeModulesStale() {
  if (!existsSync('node_modules/.package-lock.json')) return true;
  return statSync('package-lock.json').mtimeMs > statSync('node_modules/.package-lock.json').mtimeMs;
}

if (nodeModulesStale()) {
  console.log('Installing npm packages (npm ci)…');
  run('npm ci --no-audit --no-fund');
}

if (process.argv.includes('--browser') && !existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's package as root: apt-get install -y chromium-headless-shell`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium-headless-shell (apt-get)…");
  run('apt-get update -qq');
  run('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell');
}
