// @vitest-environment node
import { createCaller, setupTestMockApi } from '../../testing';

const api = await setupTestMockApi({ resetBeforeEach: true });
const call = createCaller<unknown>(api.signToken);

interface ScenarioAnswer {
  id: number;
  name: string;
  placeId: number | null;
  days: boolean[];
  hours: boolean[];
  deletable: boolean;
}
interface TimeData {
  id: number;
  data: { date: string; value: number }[];
  periods: { start: string; end: string }[];
}

const weekdays = [true, true, true, true, true, false, false];
const officeHours = Array.from({ length: 24 }, (_, hour) => hour >= 8 && hour < 18);
const siteScenario = { name: 'Campagne de maintenance', placeId: 2, days: weekdays, hours: officeHours };

describe('scenarios', () => {
  it('seeds about twenty scenarios, some global', () => {
    expect(api.db.scenarios.length).toBeGreaterThanOrEqual(20);
    expect(api.db.scenarios.filter((scenario) => scenario.placeId === null).length).toBeGreaterThan(0);
  });

  it('answers 401 without a token, lists a site’s scenarios with the global ones, or one by scenarioId', async () => {
    expect((await call(null, 'GET', 'scenarios')).status).toBe(401);
    const page = (await call('u2', 'GET', 'scenarios?placeId=3')).body as {
      data: ScenarioAnswer[];
      total_count: number;
    };
    expect(page.data.every((scenario) => scenario.placeId === null || scenario.placeId === 3)).toBe(true);
    expect(page.data.some((scenario) => scenario.placeId === 3)).toBe(true);
    expect(page.data.some((scenario) => scenario.placeId === null)).toBe(true);
    const one = (await call('u2', 'GET', 'scenarios?scenarioId=5')).body as {
      data: ScenarioAnswer[];
      total_count: number;
    };
    expect(one.data.map((scenario) => scenario.id)).toEqual([5]);
    const paged = (await call('u2', 'GET', 'scenarios?limit=5&offset=5')).body as {
      data: ScenarioAnswer[];
      total_count: number;
    };
    expect(paged.data.map((scenario) => scenario.id)).toEqual([6, 7, 8, 9, 10]);
    expect(paged.total_count).toBe(api.db.scenarios.length);
    expect(await call('u2', 'GET', 'scenarios/999')).toEqual({
      status: 404,
      body: { messages: ['SCENARIO_NOT_FOUND'] },
    });
  });

  it('creates, edits and deletes a site scenario; id, deletable and updated in a body are ignored', async () => {
    const created = await call('u3', 'POST', 'scenarios', { ...siteScenario, id: 77, deletable: false, updated: true });
    expect(created.status).toBe(201);
    const scenario = created.body as ScenarioAnswer;
    expect(scenario).toMatchObject({ name: 'Campagne de maintenance', placeId: 2, deletable: true });
    expect(scenario.id).toBe(api.db.scenarios.length);
    expect(api.db.scenarios.find((row) => row.id === scenario.id)).not.toHaveProperty('updated');
    const edited = await call('u3', 'PUT', `scenarios/${scenario.id}`, { ...siteScenario, name: 'Campagne d’été' });
    expect(edited.body).toMatchObject({ id: scenario.id, name: 'Campagne d’été' });
    expect((await call('u3', 'DELETE', `scenarios/${scenario.id}`)).status).toBe(204);
    expect((await call('u2', 'GET', `scenarios/${scenario.id}`)).status).toBe(404);
  });

  it('answers NOT_DELETABLE for a scenario an alert uses', async () => {
    const used = api.db.scenarios.find(
      (scenario) => scenario.placeId !== null && api.db.alerts.some((alert) => alert.scenarioIds.includes(scenario.id)),
    );
    expect(used).toBeDefined();
    expect(((await call('u2', 'GET', `scenarios/${used?.id}`)).body as ScenarioAnswer).deletable).toBe(false);
    expect(await call('u3', 'DELETE', `scenarios/${used?.id}`)).toEqual({
      status: 409,
      body: { messages: ['NOT_DELETABLE'] },
    });
  });

  it('lets only a superuser create, edit or delete a global scenario', async () => {
    const global = { ...siteScenario, placeId: null };
    expect(await call('u2', 'POST', 'scenarios', global)).toEqual({
      status: 403,
      body: { messages: ['GLOBAL_SCENARIO_NEEDS_SUPERUSER'] },
    });
    expect((await call('u3', 'POST', 'scenarios', global)).status).toBe(403);
    const created = await call('u1', 'POST', 'scenarios', global);
    expect(created.status).toBe(201);
    const id = (created.body as ScenarioAnswer).id;
    expect((await call('u2', 'PUT', `scenarios/${id}`, siteScenario)).body).toEqual({
      messages: ['GLOBAL_SCENARIO_NEEDS_SUPERUSER'],
    });
    expect((await call('u2', 'PUT', 'scenarios/6', global)).body).toEqual({
      messages: ['GLOBAL_SCENARIO_NEEDS_SUPERUSER'],
    });
    expect((await call('u2', 'DELETE', `scenarios/${id}`)).status).toBe(403);
    expect((await call('u1', 'DELETE', `scenarios/${id}`)).status).toBe(204);
  });

  it('refuses writes without alerting_scenario_manage and checks the body', async () => {
    expect(await call('u4', 'POST', 'scenarios', siteScenario)).toEqual({
      status: 403,
      body: { messages: ['PERMISSION_DENIED'] },
    });
    expect((await call('u2', 'POST', 'scenarios', { ...siteScenario, name: '' })).body).toEqual({
      messages: ['INVALID_NAME'],
    });
    expect((await call('u2', 'POST', 'scenarios', { ...siteScenario, placeId: 99 })).body).toEqual({
      messages: ['PLACE_NOT_FOUND'],
    });
    expect((await call('u2', 'POST', 'scenarios', { ...siteScenario, days: weekdays.slice(1) })).body).toEqual({
      messages: ['INVALID_PERIOD'],
    });
    expect((await call('u2', 'POST', 'scenarios', { ...siteScenario, hours: Array(24).fill(false) })).body).toEqual({
      messages: ['INVALID_PERIOD'],
    });
    expect((await call('u2', 'PUT', 'scenarios/999', siteScenario)).body).toEqual({ messages: ['SCENARIO_NOT_FOUND'] });
  });
});

describe('scenario time data', () => {
  it('answers the hours a scenario is active, in Paris time', async () => {
    // Monday 16 to Monday 23 November 2026, Paris (UTC+1): office hours are 07:00Z to 17:00Z.
    const query = 'scenarioId=1&limit=10000&timeserie=true&start=2026-11-15T23:00:00.000Z&end=2026-11-22T23:00:00.000Z';
    const response = await call('u5', 'GET', `scenario-time-data?${query}`);
    expect(response.status).toBe(200);
    const result = response.body as TimeData;
    expect(result.data).toHaveLength(168);
    expect(result.data.reduce((sum, point) => sum + point.value, 0)).toBe(50);
    expect(result.periods).toHaveLength(5);
    expect(result.periods[0]).toEqual({ start: '2026-11-16T07:00:00.000Z', end: '2026-11-16T17:00:00.000Z' });
  });

  it('caps the points at limit, leaves points out without timeserie, and checks its parameters', async () => {
    const capped = (
      await call(
        'u2',
        'GET',
        'scenario-time-data?scenarioId=3&limit=10&timeserie=true&start=2026-11-16T00:00:00Z&end=2026-11-17T00:00:00Z',
      )
    ).body as TimeData;
    expect(capped.data).toHaveLength(10);
    expect(capped.periods).toEqual([{ start: '2026-11-16T00:00:00.000Z', end: '2026-11-16T10:00:00.000Z' }]);
    const periodsOnly = (
      await call('u2', 'GET', 'scenario-time-data?scenarioId=3&start=2026-11-16T00:00:00Z&end=2026-11-17T00:00:00Z')
    ).body as TimeData;
    expect(periodsOnly.data).toEqual([]);
    expect(periodsOnly.periods).toHaveLength(1);
    expect((await call('u2', 'GET', 'scenario-time-data?scenarioId=999')).body).toEqual({
      messages: ['SCENARIO_NOT_FOUND'],
    });
    expect(
      (await call('u2', 'GET', 'scenario-time-data?scenarioId=1&start=2026-11-17T00:00:00Z&end=2026-11-16T00:00:00Z'))
        .body,
    ).toEqual({
      messages: ['INVALID_PERIOD'],
    });
  });
});
