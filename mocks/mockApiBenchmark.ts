/**
 * Timings of the mocked API for `npm run bench`, through msw/node exactly as the component tests
 * call it (token check, handler, JSON): the heaviest chart answer (10 series at the 10,000-point
 * limit, spec 000 §9) and a variables export page (500 rows, spec 000 §7).
 */
import { createTestMockApi, TEST_API_BASE_URL, TEST_NOW } from './node';
import { benchmarkSeries } from './seriesBenchmark';
import { MAX_POINTS_PER_SERIES } from '../src/lib/sampling';

const RUNS = 5;
/** spec 000 §5: a period must stay *under* 10,000 steps, so 9,999 is the heaviest answer allowed. */
const POINTS = MAX_POINTS_PER_SERIES - 1;
const STEP_MINUTES = 10;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length / 2)] ?? Number.NaN) * 10) / 10;
}

async function timed(run: () => Promise<void>): Promise<number> {
  await run(); // warm-up: module caches, time zone tables
  const samples: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

export async function benchmarkMockApi(): Promise<Record<string, number>> {
  const api = await createTestMockApi();
  api.server.listen({ onUnhandledRequest: 'error' });
  try {
    const headers = { Authorization: `Bearer ${await api.signToken('u1', '1h')}` };
    const get = async (path: string): Promise<unknown> => {
      const response = await fetch(`${TEST_API_BASE_URL}${path}`, { headers });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return response.json();
    };
    // Ten measured variables that reported over the whole window.
    // Aligned on the step, so that the window holds exactly POINTS buckets.
    const start = TEST_NOW - 86_400_000 - POINTS * STEP_MINUTES * 60_000;
    const end = start + POINTS * STEP_MINUTES * 60_000;
    const variables = api.db.variables
      .filter(
        (variable) =>
          variable.type === 'variable' && variable.firstDataDate !== null && Date.parse(variable.firstDataDate) < start,
      )
      .filter((variable) => variable.lastDataDate !== null && Date.parse(variable.lastDataDate) >= end)
      .slice(0, 10);
    const query = (id: number) =>
      `graph-data?${new URLSearchParams({
        id: String(id),
        type: 'variable',
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        preferredSampling: String(STEP_MINUTES),
        preferredSamplingUnit: 'minutes',
        timeserie: 'true',
        limit: String(POINTS),
      }).toString()}`;

    let points = 0;
    const tenSeriesMs = await timed(async () => {
      const answers = (await Promise.all(variables.map((variable) => get(query(variable.id))))) as {
        data: unknown[];
      }[];
      points = answers.reduce((sum, answer) => sum + answer.data.length, 0);
    });
    // A fast answer with fewer points would be a false pass.
    if (points !== variables.length * POINTS)
      throw new Error(`expected ${variables.length * POINTS} points, got ${points}`);

    let rows = 0;
    const variablesPageMs = await timed(async () => {
      const page = (await get('variables?limit=500&offset=500')) as { data: unknown[] };
      rows = page.data.length;
    });
    if (rows !== 500) throw new Error(`expected 500 variables, got ${rows}`);

    return {
      graphData10x9999Ms: tenSeriesMs,
      graphDataPoints: points,
      variablesPage500Ms: variablesPageMs,
      generatorOnly10x10000Ms: benchmarkSeries().tenByTenThousandMs,
    };
  } finally {
    api.server.close();
  }
}
