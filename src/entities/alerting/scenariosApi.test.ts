import { z } from 'zod';
import { TEST_API_BASE_URL } from '../../../mocks/node';
import { listPageSchema } from '../../api/listPage';
import { setupMockApiClient } from '../../test/mockApiClient';
import {
  mergeScenarioPeriods,
  scenariosResource,
  scenarioSchema,
  scenarioTimeDataQuery,
  scenarioTimeDataSchema,
  scenarioWriteSchema,
} from './scenariosApi';

const api = await setupMockApiClient('u1');

describe('scenario schemas against the mocked API', () => {
  it('parses every seeded scenario and its time data', async () => {
    const headers = { Authorization: `Bearer ${await api.signToken('u2')}` };
    const page = listPageSchema(z.unknown()).parse(
      await (await fetch(`${TEST_API_BASE_URL}scenarios?limit=100`, { headers })).json(),
    );
    expect(page.data).toHaveLength(api.db.scenarios.length);
    for (const row of page.data) {
      const scenario = scenarioSchema.parse(row);
      const query = `scenarioId=${scenario.id}&limit=10000&timeserie=true&start=2026-11-09T00:00:00Z&end=2026-11-23T00:00:00Z`;
      const timeData = scenarioTimeDataSchema.parse(
        await (await fetch(`${TEST_API_BASE_URL}scenario-time-data?${query}`, { headers })).json(),
      );
      expect(timeData.data).toHaveLength(14 * 24);
      expect(timeData.periods.length).toBeGreaterThan(0);
    }
  });

  it('reads time data through the query with limit 10000 and timeserie true', async () => {
    const result = await scenarioTimeDataQuery.fetch({
      scenarioId: 1,
      start: '2026-11-16T00:00:00Z',
      end: '2026-11-17T00:00:00Z',
    });
    expect(result.data).toHaveLength(24);
  });
});

describe('scenario write payloads', () => {
  it('never send id, deletable or updated (spec 000 §7)', async () => {
    const scenario = await scenariosResource.get(6);
    const payload = scenarioWriteSchema.parse({ ...scenario, deletable: true, updated: true });
    expect(Object.keys(payload).sort()).toEqual(['days', 'hours', 'name', 'placeId']);
    const updated = await scenariosResource.update(scenario.id, {
      ...scenario,
      updated: true,
      name: 'Production 3x8',
    } as z.input<typeof scenarioWriteSchema>);
    expect(updated.name).toBe('Production 3x8');
  });
});

describe('mergeScenarioPeriods', () => {
  it('joins overlapping and touching periods of several scenarios', () => {
    const merged = mergeScenarioPeriods([
      { periods: [{ start: '2026-11-16T08:00:00Z', end: '2026-11-16T12:00:00Z' }] },
      {
        periods: [
          { start: '2026-11-16T12:00:00Z', end: '2026-11-16T14:00:00Z' },
          { start: '2026-11-16T20:00:00Z', end: '2026-11-16T22:00:00Z' },
        ],
      },
    ]);
    expect(merged).toEqual([
      { start: '2026-11-16T08:00:00.000Z', end: '2026-11-16T14:00:00.000Z' },
      { start: '2026-11-16T20:00:00.000Z', end: '2026-11-16T22:00:00.000Z' },
    ]);
  });
});
