import { setupMockApiClient } from '../../test/mockApiClient';
import { eventsResource } from './api';
import { PENDING_EVENTS_LIMIT, pendingEventsQuery, pendingEventsToShow } from './pendingEvents';

const api = await setupMockApiClient('u2');

const event = (id: number, project: string, client: string, dateEnd: string | null) => ({
  id,
  project: { name: project, place: { name: 'Site', client: { name: client } } },
  dateEnd,
});

describe('pending events', () => {
  it('reads the newest new, not cancelled events as one page of the events list', async () => {
    const page = await pendingEventsQuery.fetch({});
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.length).toBeLessThanOrEqual(PENDING_EVENTS_LIMIT);
    const seeded = new Map(api.db.alertEvents.map((row) => [row.id, row]));
    for (const read of page.data) {
      expect(read.status).toBe('new');
      expect(seeded.get(read.id)?.cancelled).toBe(false);
    }
    const starts = page.data.map((read) => read.dateStart);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(pendingEventsQuery.query({ clientId: 1 }).queryKey.slice(0, 2)).toEqual(eventsResource.keys.lists);
  });

  it('shows events in progress first and never the hidden test structure', () => {
    const hidden = { clients: ['Client Test'], projects: ['Projet Démo'] };
    const shown = pendingEventsToShow(
      [
        event(1, 'Fours', 'ADN', '2026-11-21T08:00:00Z'),
        event(2, 'Projet Démo', 'Client Démo', null),
        event(3, 'Séchage', 'Client Test', null),
        event(4, 'Fours', 'ADN', null),
      ],
      hidden,
    );
    expect(shown.map((one) => one.id)).toEqual([4, 1]);
  });
});
