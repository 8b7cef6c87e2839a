import type { DrawnGraph, DrawnSeries } from '../../src/entities/explorer/charts/drawnGraph';
import { graphCsvText } from '../../src/entities/explorer/export/graphCsv';
import { timeRuns } from './timeRuns';

/**
 * `npm run bench -- --only graphCsv`: a graph's CSV export (src/entities/explorer/export/graphCsv.ts)
 * with 10 series × 10,000 points (spec 000 §9's point limit), every other series half a step apart
 * so that the lines merge 20,000 stamps, one point in 97 a hole. Budget: a second, the limit the
 * unit test used to hold it to. Run by `npm run bench` through Vite's module runner.
 */
const SERIES = 10;
const POINTS = 10_000;
const STAMPS = 20_000;
const RUNS = 7;
const BUDGET_MS = 1000;
const T0 = Date.UTC(2026, 10, 23, 23, 0);

function graph(): DrawnGraph {
  const series: DrawnSeries[] = Array.from({ length: SERIES }, (_, s) => ({
    name: `Série ${s}`,
    unit: 'kW',
    points: Array.from({ length: POINTS }, (_, i) => [T0 + i * 60_000 + (s % 2) * 30_000, i % 97 === 0 ? null : i]),
  }));
  return {
    graphId: 1,
    title: 'Benchmark',
    kind: 'spline',
    period: { start: new Date(T0), end: new Date(T0 + POINTS * 60_000) },
    chart: null,
    series,
    rows: [],
    legend: [],
  };
}

export function benchmarkGraphCsv() {
  const drawn = graph();
  let characters = 0;
  const timed = timeRuns(() => graphCsvText(drawn), {
    runs: RUNS,
    budgetMs: BUDGET_MS,
    check: (text) => {
      // Header, one line per stamp, and the empty string after the last CRLF.
      if (text.split('\r\n').length !== STAMPS + 2) throw new Error('the graph CSV lost or added lines');
      characters = text.length;
    },
  });
  return { series: SERIES, pointsPerSeries: POINTS, lines: STAMPS, characters, ...timed };
}
