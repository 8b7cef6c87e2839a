import { parseFormula } from '../../src/lib/formula/formulaParser';

/**
 * The formula parser on a 2,000-character formula, as the formula editor checks it on every
 * keystroke: variables, SI, ABS, AND / OR, comparisons, ^ and parentheses, with the list of known
 * variables. Run by `npm run bench` through Vite's module runner.
 */
const CHARACTERS = 2000;
const WARM_UP_RUNS = 200;
const RUNS = 2000;
const BUDGET_MS = 1;

/** Terms of a site balance, joined by + until the formula is CHARACTERS long. */
function formula(): { text: string; knownVariableIds: Set<number> } {
  const terms = [
    (id: number) => `SI({${id}} > 0, {${id}} * 0.001, 0)`,
    (id: number) => `ABS({${id}} - {${id + 1}}) / 2`,
    (id: number) => `SI(AND({${id}} >= 10, {${id + 1}} != 0) OR NOT {${id + 2}} < 5, ({${id}} + 1.5) ^ 2, -{${id}})`,
    (id: number) => `({${id}} - {${id + 1}}) / {${id}} * 100`,
  ];
  let text = '';
  let index = 0;
  for (;;) {
    const term = (terms[index % terms.length] ?? terms[0])?.(100 + index * 3) ?? '';
    const next = text === '' ? term : `${text} + ${term}`;
    if (next.length > CHARACTERS) break;
    text = next;
    index += 1;
  }
  // Fill the rest with a number, so that the formula is exactly CHARACTERS long and still parses.
  const rest = CHARACTERS - text.length - ' + '.length;
  if (rest > 0) text = `${text} + ${'9'.repeat(rest)}`;
  else text = text.padEnd(CHARACTERS, ' ');
  return { text, knownVariableIds: new Set(Array.from({ length: 100 + index * 3 + 3 }, (_, id) => id)) };
}

export function benchmarkFormulaParser() {
  const { text, knownVariableIds } = formula();
  const parse = () => parseFormula(text, { knownVariableIds });
  // Warm up first, so that the median measures the optimised code an editor runs after a few keys.
  for (let run = 0; run < WARM_UP_RUNS; run += 1) parse();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    parse();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const medianMs = round(times[Math.floor(RUNS / 2)] ?? 0);
  return {
    characters: text.length,
    knownVariables: knownVariableIds.size,
    runs: RUNS,
    medianMs,
    p95Ms: round(times[Math.floor(RUNS * 0.95)] ?? 0),
    budgetMs: BUDGET_MS,
    met: medianMs <= BUDGET_MS,
  };
}
