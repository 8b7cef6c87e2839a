import { currentEventsLink, statusEventsLink } from './homeSummaryLinks';

describe('the summary links', () => {
  it('open the events in progress of the filtered structure', () => {
    expect(currentEventsLink({ clientId: 2 })).toEqual({
      to: '/events',
      search: { clientId: 2, view: 'current', cancelled: false },
    });
  });

  it('open every event of a status, over all time, never the cancelled ones', () => {
    expect(statusEventsLink('fixed_no_action', { placeId: 3 })).toEqual({
      to: '/events',
      search: { placeId: 3, view: 'all', range: 'all', cancelled: false, status: ['fixed_no_action'] },
    });
  });
});
