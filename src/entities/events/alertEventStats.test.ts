import { TEST_API_BASE_URL } from '../../../mocks/node';
import { setupMockApiClient } from '../../test/mockApiClient';
import { alertEventStatsQuery, alertEventStatsSchema } from './alertEventStats';

const api = await setupMockApiClient('u4');

describe('the home summary against the mocked API', () => {
  it('parses every row', async () => {
    const headers = { Authorization: `Bearer ${await api.signToken('u1')}` };
    const stats = alertEventStatsSchema.parse(
      await (await fetch(`${TEST_API_BASE_URL}stats/alert-events`, { headers })).json(),
    );
    expect(stats.data).toHaveLength(api.db.projects.length);
  });

  it('reads through the query with its filters and key', async () => {
    const stats = await alertEventStatsQuery.fetch({ clientId: 3 });
    expect(stats.data.every((row) => row.client.id === 3)).toBe(true);
    expect(alertEventStatsQuery.query({ clientId: 3 }).queryKey).toEqual([
      ...alertEventStatsQuery.key,
      { clientId: 3 },
    ]);
  });
});
