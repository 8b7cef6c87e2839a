import { eventsResource } from '../entities/events/api';
import { eventListParamsFrom, eventsSearchSchema, type EventsSearch } from '../features/events/list/eventsSearch';
import { alertEventStatsQuery } from '../entities/events/alertEventStats';
import { countLink, HOME_COUNT_FIELDS, type HomeEventsSearch } from '../features/home/homeRows';
import { setupMockApiClient } from '../test/mockApiClient';

/*
 * The home counts (features/home) link to the events list (features/events): following a link must
 * show exactly the counted events. Checked here, where both features may be imported.
 */

const api = await setupMockApiClient('u2');

// A home link's search is a valid events search, as the router will read it.
const asEventsSearch = (search: HomeEventsSearch): EventsSearch => search;

describe('home count links against the events list', () => {
  it('list as many events as each count says, for every seeded project', async () => {
    const stats = await alertEventStatsQuery.fetch({});
    const now = new Date(Math.max(Date.now(), api.db.seededAt));
    let checked = 0;
    for (const row of stats.data.slice(0, 6)) {
      for (const field of HOME_COUNT_FIELDS) {
        const link = countLink(row, field);
        if (link.to !== '/events') continue;
        const search = eventsSearchSchema.parse(asEventsSearch(link.search));
        expect(search).toEqual(link.search);
        const page = await eventsResource.list({ ...eventListParamsFrom(search, now), limit: 1 });
        expect({ project: row.project.id, field, count: page.total_count }).toEqual({
          project: row.project.id,
          field,
          count: row[field],
        });
        if (row[field] > 0) checked += 1;
      }
    }
    // The comparison is worth something only if some counts are not zero.
    expect(checked).toBeGreaterThan(10);
  });
});
