/**
 * `npm run bench -- --only explorerChartPaint`'s page: one graph of 10 series × 10,000 points
 * drawn once with the product's chart setup (the explorer's time-series option, as the graph panel
 * builds it for the time-series kinds, with its min/max
 * decimation, no animation, the product's echarts build and theme), once more with 200 alert events
 * drawn over it (issue 36: the events layer, src/ui/Chart/eventBands.ts), both packed as the chart
 * packs them (src/ui/Chart/packedSeriesData.ts), and once with echarts'
 * defaults (line series, default sampling, animation on) on the same data. scripts/bench.mjs builds
 * it with Vite into a temporary directory and calls window.explorerChartPaint(mode) in a fresh page
 * per run. The on-demand parts the options use (the zoom) are registered before the clock
 * starts, as the app downloads them with echarts' chunk.
 */
import { timeKindsOption } from '../src/entities/explorer/charts/options/timeKindsOption';
import { chartPartsOf } from '../src/ui/Chart/chartParts';
import { registerChartParts } from '../src/ui/Chart/chartPartsRegistry';
import { CHART_THEME } from '../src/ui/Chart/chartTheme';
import { echarts } from '../src/ui/Chart/echartsSetup';
import { withEventBands } from '../src/ui/Chart/eventBands';
import { drawnPointCount, packedSeriesData } from '../src/ui/Chart/packedSeriesData';
import { CHART_PALETTE } from '../src/ui/Chart/palette';

const SERIES = 10;
const POINTS = 10_000;
const STEP_MS = 60_000;
const START_MS = Date.UTC(2026, 10, 17, 23, 0);

/** A seeded random walk with daily cycles, a few peaks and holes: the same data on every run. */
function benchSeries() {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  return Array.from({ length: SERIES }, (_, s) => {
    let level = 100 + 20 * s;
    const points = new Array(POINTS);
    for (let i = 0; i < POINTS; i += 1) {
      level += (random() - 0.5) * 4;
      const daily = 30 * Math.sin((2 * Math.PI * i) / 1440);
      const peak = random() < 0.0005 ? 200 : 0;
      points[i] = [START_MS + i * STEP_MS, i % 997 === 500 ? null : Math.round((level + daily + peak) * 100) / 100];
    }
    return { id: s + 1, name: `Compteur ${s + 1}`, unit: s < 5 ? 'kW' : 'kWh', color: CHART_PALETTE[s % 8], points };
  });
}

const series = benchSeries();

const EVENTS = 200;
const LEVELS = ['info', 'warning', 'error', 'critical'];

/** 200 events spread over the week, 5 minutes to 2 hours long, the last few still in progress. */
function benchEvents() {
  const span = POINTS * STEP_MS;
  return Array.from({ length: EVENTS }, (_, i) => {
    const start = START_MS + Math.floor((i * span) / EVENTS) + (i % 7) * STEP_MS;
    const open = i >= EVENTS - 3;
    return {
      id: i + 1,
      start,
      end: open ? null : start + (5 + ((i * 37) % 115)) * STEP_MS,
      level: LEVELS[i % LEVELS.length],
      title: `Alerte ${i + 1}`,
      lines: ['Niveau : Avertissement', 'Statut : Nouveau', 'Durée : 1h 05min'],
    };
  });
}

const eventsLayer = {
  bands: benchEvents(),
  name: 'Événements',
  period: { start: START_MS, end: START_MS + POINTS * STEP_MS },
};

/** The product's option, with the events drawn over it or not, packed as the chart packs it. */
function productOption(withEvents) {
  const option = timeKindsOption({ kind: 'time-series', series, locale: 'fr' });
  return packedSeriesData(withEvents ? withEventBands(option, eventsLayer) : option);
}

/** echarts' defaults: what a chart gets without the product's choices. */
function defaultOption() {
  return {
    xAxis: { type: 'time' },
    yAxis: { type: 'value' },
    legend: {},
    tooltip: { trigger: 'axis' },
    series: series.map((one) => ({ type: 'line', name: one.name, data: one.points })),
  };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));

/** Frames the page is given to settle before a measure: what a fresh page does at its start. */
const SETTLING_FRAMES = 20;

/**
 * Resolves once the page has drawn SETTLING_FRAMES frames and its main thread is idle. A fresh
 * page's first frames are still busy (the browser's GPU process, fonts, the first composite): a
 * chart drawn at once was measured 90-200 ms in Chromium, the same chart drawn on a settled page
 * 78-95 ms. What is measured is the chart's paint, not the page's start.
 */
async function settled() {
  for (let frame = 0; frame < SETTLING_FRAMES; frame += 1) await nextFrame();
  await new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 1_000 }));
}

/**
 * Milliseconds from building the option (the product's includes its decimation) to echarts'
 * 'finished' event, which fires once the chart is rendered and any animation has ended; for the
 * default setup also the next frame after it, so that its animation's last frame is on screen.
 */
window.explorerChartPaint = async (mode) => {
  const element = document.getElementById('chart');
  const product = mode !== 'default';
  await settled();
  const chart = echarts.init(element, product ? CHART_THEME : undefined);
  const started = performance.now();
  const option = product ? productOption(mode === 'events') : defaultOption();
  const optionMs = performance.now() - started;
  await new Promise((resolve) => {
    chart.on('finished', resolve);
    chart.setOption(option);
  });
  if (!product) await nextFrame();
  const elapsed = performance.now() - started;
  const drawnPoints = chart.getOption().series.reduce((sum, one) => sum + drawnPointCount(one.data), 0);
  chart.dispose();
  return { ms: elapsed, optionMs, drawnPoints };
};
registerChartParts(chartPartsOf(productOption(true))).then(() => {
  window.explorerChartPaintReady = true;
});
