// @vitest-environment node
import { formatInTimeZone } from 'date-fns-tz';
import { modelQuality } from '../src/entities/analytics/modelQuality';
import { clockFor } from '../src/lib/zoneClock';
import { modelPoints, runModel, type ModelRequest } from './modelling';
import { createTestMockApi, TEST_NOW } from './node';

const DAY_MS = 86_400_000;
const PARIS = clockFor('Europe/Paris');
const api = await createTestMockApi();
const variables = api.db.variables;
const named = (name: string) => {
  const variable = variables.find((row) => row.name === name && row.projectIds.includes(1));
  if (!variable) throw new Error(`no seeded variable ${name} in project 1`);
  return variable;
};

/**
 * The demo's obvious pair (project 1, CPE Dunkerque – Utilités): the TGBT's energy use explained by
 * a temperature and a production, daily over the last three months, as the data-analytics e2e runs it.
 */
function demoRequest(overrides: Partial<ModelRequest> = {}): ModelRequest {
  const end = Math.floor(TEST_NOW / DAY_MS) * DAY_MS;
  return {
    projectId: 1,
    variableToModel: { variableId: named('TGBT – Énergie consommée').id, aggregationId: 4 },
    variablesExplicatives: [
      { variableId: named('TGBT – Température départ').id, aggregationId: 1 },
      { variableId: named('Compresseur 1 – Production').id, aggregationId: 4 },
    ],
    start: new Date(end - 91 * DAY_MS).toISOString(),
    end: new Date(end).toISOString(),
    sampling: 1,
    samplingUnit: 'days',
    ...overrides,
  };
}

function resultOf(request: ModelRequest) {
  const outcome = runModel(request, variables);
  if ('error' in outcome) throw new Error(outcome.error);
  return outcome.result;
}

describe('the demo server’s modelling', () => {
  it('finds energy use driven down by temperature and up by production, a good fit passing G14', () => {
    const request = demoRequest();
    const result = resultOf(request);
    expect(result.observations).toBe(91);
    expect(result.degreesOfFreedom).toBe(88);
    const [temperature, production] = result.coefficients;
    expect(temperature?.coefficient).toBeLessThan(0);
    expect(production?.coefficient).toBeGreaterThan(0);
    expect(temperature?.pValue).toBeLessThan(1e-3);
    expect(production?.pValue).toBeLessThan(1e-3);
    expect(temperature?.name).toBe('TGBT – Température départ');
    expect(result.r2).toBeGreaterThan(0.8);
    expect(result.adjustedR2).toBeLessThan(result.r2);
    const points = modelPoints(request, result, variables);
    expect(points).toHaveLength(91);
    expect(points.every((point) => point.measured > 0)).toBe(true);
    const quality = modelQuality({
      actual: points.map((point) => point.measured),
      predicted: points.map((point) => point.modelled),
      parameterCount: result.coefficients.length + 1,
      sampling: 1,
      samplingUnit: 'days',
    });
    expect(quality).toMatchObject({ status: 'judged', basis: 'dailyAsHourly', pass: true });
    if (quality.status === 'judged') {
      expect(quality.cvRmse.valuePercent).toBeGreaterThan(1);
      expect(quality.cvRmse.valuePercent).toBeLessThan(10);
      // With an intercept, least squares leaves no bias in sample.
      expect(Math.abs(quality.nmbe.valuePercent)).toBeLessThan(0.01);
    }
  });

  it('gives the same values where two periods overlap, and fits hourly data as well', () => {
    const daily = demoRequest();
    const longer = demoRequest({ start: new Date(Date.parse(daily.start) - 30 * DAY_MS).toISOString() });
    const a = modelPoints(daily, resultOf(daily), variables);
    const b = modelPoints(longer, resultOf(longer), variables);
    expect(b.slice(30).map((point) => point.measured)).toEqual(a.map((point) => point.measured));
    const hourly = resultOf(
      demoRequest({ samplingUnit: 'hours', start: new Date(Date.parse(daily.end) - 60 * DAY_MS).toISOString() }),
    );
    expect(hourly.observations).toBe(60 * 24);
    expect(hourly.r2).toBeGreaterThan(0.8);
  });

  it('keeps only the steps where every variable has data', () => {
    const request = demoRequest();
    const production = variables.find((row) => row.id === request.variablesExplicatives[1]?.variableId);
    if (!production) throw new Error('missing');
    // The day the data starts, at the site's midnight (the steps are its calendar days).
    const firstData = PARIS.fromWall(Date.parse(request.end) - 40 * DAY_MS);
    const moved = variables.map((row) =>
      row.id === production.id ? { ...row, firstDataDate: new Date(firstData).toISOString() } : row,
    );
    const outcome = runModel(request, moved);
    if ('error' in outcome) throw new Error(outcome.error);
    expect(outcome.result.observations).toBe(40);
    const points = modelPoints(request, outcome.result, moved);
    expect(points[0]?.date).toBe(new Date(firstData).toISOString());
  });

  it('steps on the site’s calendar: daily points at midnight in Paris, whatever the time the period starts at', () => {
    const request = demoRequest({ start: new Date(Date.parse(demoRequest().start) + 14.5 * 3_600_000).toISOString() });
    const points = modelPoints(request, resultOf(request), variables);
    expect(points.length).toBeGreaterThan(80);
    for (const point of points) expect(formatInTimeZone(point.date, 'Europe/Paris', 'HH:mm:ss')).toBe('00:00:00');
  });

  it('ends in a clear error when the fit is impossible', () => {
    const request = demoRequest();
    const tooShort = runModel(
      { ...request, start: new Date(Date.parse(request.end) - 3 * DAY_MS).toISOString() },
      variables,
    );
    expect(tooShort).toEqual({
      error:
        'Modélisation impossible : 3 points pour 3 paramètres ; allongez la période ou réduisez le pas d’échantillonnage.',
    });
  });
});
