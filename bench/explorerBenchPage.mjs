/**
 * What the data explorer's bench measurements do in the browser (bench/explorerBench.mjs): serve
 * a built page, sign in, navigate inside the app, call the mocked API as the app does, make a
 * 12-graph dashboard, and tell when a dashboard's graphs are painted.
 */

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const BENCH_ACCOUNT = 'admin@enersol.fr';

/** Serves a directory of built files to a browser context under http://bench.localhost/. */
export async function serveDirectory(context, dir) {
  const origin = 'http://bench.localhost';
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
  await context.route(`${origin}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    const file = join(dir, decodeURIComponent(path));
    if (!file.startsWith(dir) || !existsSync(file)) return route.fulfill({ status: 404 });
    const type = types[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream';
    return route.fulfill({ status: 200, body: readFileSync(file), contentType: type });
  });
  return origin;
}

/** Signs in through the demo provider's page, as a user does; the app then shows `path`. */
export async function signInExplorer(page, origin, path) {
  await page.goto(`${origin}${path}`);
  await page.getByRole('button', { name: 'Sign in' }).click({ timeout: 60_000 });
  await page.getByLabel('Email').fill(BENCH_ACCOUNT);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'User menu' }).waitFor({ timeout: 60_000 });
}

/**
 * Installed in the page: how many graphs of the page are painted, a graph being a canvas with at
 * least one drawn pixel (echarts) or a table with body rows (table graphs). Checked on every frame,
 * so the time a graph is first seen painted is at most a frame late.
 */
export function installPaintProbe() {
  const painted = new WeakSet();
  // A chart's canvas is read through a small copy: reading a whole canvas back costs ~2 ms, which
  // every frame for 12 charts would slow the page measured. Scaling averages pixels, so even a
  // thin line leaves some alpha in the copy.
  const probe = document.createElement('canvas');
  probe.width = 96;
  probe.height = 48;
  const probeContext = probe.getContext('2d', { willReadFrequently: true });
  const isPainted = (canvas) => {
    if (painted.has(canvas)) return true;
    if (canvas.width === 0 || canvas.height === 0 || !probeContext) return false;
    probeContext.clearRect(0, 0, probe.width, probe.height);
    probeContext.drawImage(canvas, 0, 0, probe.width, probe.height);
    const pixels = probeContext.getImageData(0, 0, probe.width, probe.height).data;
    for (let i = 3; i < pixels.length; i += 4) {
      if (pixels[i] !== 0) {
        painted.add(canvas);
        return true;
      }
    }
    return false;
  };
  window.explorerPaintedCount = () => {
    const main = document.querySelector('main') ?? document.body;
    // A dashboard's graphs are the items of its graph list; one echarts chart is one canvas (a zoom
    // slider draws in the same one). Each card is counted once, whatever it shows.
    const charts = [...main.querySelectorAll('li [_echarts_instance_] canvas')].filter(isPainted);
    const tables = [...main.querySelectorAll('li table')].filter((table) => table.querySelector('tbody tr td'));
    const cards = new Set([...charts, ...tables].map((element) => element.closest('li')));
    const now = performance.now();
    for (const card of cards) if (!firstSeen.has(card)) firstSeen.set(card, now);
    return cards.size;
  };
  const firstSeen = new Map();
  /** When each card was first seen painted, slowest first: "<graph name>: <ms after from>". */
  window.explorerPaintTimes = (from) =>
    [...firstSeen]
      .filter(([card, at]) => card.isConnected && at >= from)
      .sort((a, b) => b[1] - a[1])
      .map(([card, at]) => `${card.querySelector('a')?.textContent ?? '?'}: ${Math.round(at - from)}`);
  /** Resolves with performance.now() once `count` graphs are painted (null after `timeoutMs`). */
  window.explorerWhenPainted = (count, timeoutMs) =>
    new Promise((resolve) => {
      const started = performance.now();
      const check = () => {
        if (window.explorerPaintedCount() >= count) resolve(performance.now());
        else if (performance.now() - started > timeoutMs) resolve(null);
        else requestAnimationFrame(check);
      };
      check();
    });
}

/** A client-side navigation (the router follows popstate), so the mocked API's data stays in the tab. */
export async function navigateInApp(page, path) {
  return page.evaluate((to) => {
    const started = performance.now();
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    return started;
  }, path);
}

/** Calls the mocked API from the page with the signed-in user's token, as the app does. */
export async function apiFromPage(page, method, path, body) {
  return page.evaluate(
    async ({ method: verb, path: url, body: payload }) => {
      let token = '';
      for (let index = 0; index < sessionStorage.length; index += 1) {
        const key = sessionStorage.key(index);
        if (key?.startsWith('oidc.user:')) token = JSON.parse(sessionStorage.getItem(key) ?? '{}').access_token ?? '';
      }
      const response = await fetch(`/api/${url}`, {
        method: verb,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      if (!response.ok) throw new Error(`${verb} ${url}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { method, path, body },
  );
}

/** The seeded dashboards, with their graphs (GET dashboard lists them whole). */
export async function seededDashboards(page) {
  const answer = await apiFromPage(page, 'GET', 'dashboard?limit=100&offset=0');
  const dashboards = Array.isArray(answer) ? answer : (answer.data ?? answer.results ?? []);
  if (dashboards.length === 0) throw new Error('the mocked API has no dashboard');
  return dashboards;
}

/** A 12-graph dashboard made in the tab's mocked API from the seeded graphs (their kinds and variables). */
export async function createTwelveGraphDashboard(page, graphCount = 12) {
  const dashboards = await seededDashboards(page);
  const source = dashboards.flatMap((dashboard) => dashboard.graphs ?? []);
  if (source.length === 0) throw new Error('the seeded dashboards have no graph');
  const dashboard = await apiFromPage(page, 'POST', 'dashboard', { name: 'Bench 12 graphs' });
  for (let index = 0; index < graphCount; index += 1) {
    const graph = source[index % source.length];
    await apiFromPage(page, 'POST', 'graph', {
      name: `${graph.name} ${index + 1}`,
      dashboard: { id: dashboard.id },
      row: index,
      frontConfig: graph.frontConfig,
      graphVariables: graph.graphVariables.map((variable) => ({ ...variable, id: null })),
    });
  }
  return dashboard.id;
}
