import { eventAxisClick, eventBandOf, graphEventsParams } from './graphEvents';
import type { AlertEvent } from './api';

const t = (id: string, values?: Record<string, string | number>) =>
  values ? `${id}(${Object.values(values).join('|')})` : id;

const event = (patch: Partial<AlertEvent>): AlertEvent =>
  ({
    id: 7,
    alert: { id: 3, name: 'Hors plage <b>TGBT</b>', type: 'high', level: 'warning' },
    dateStart: '2026-11-09T17:44:00.000Z',
    dateEnd: '2026-11-11T13:46:00.000Z',
    duration: 158_520,
    status: 'seen',
    ...patch,
  }) as AlertEvent;

describe('graphEventsParams', () => {
  it('asks once for all the variables, in one order, over the period, sorted by start, cancelled ones left out', () => {
    expect(graphEventsParams([12, 3, 12], Date.UTC(2026, 10, 1), Date.UTC(2026, 10, 8))).toEqual({
      variable: [3, 12],
      cancelled: false,
      start: '2026-11-01T00:00:00.000Z',
      end: '2026-11-08T00:00:00.000Z',
      limit: 500,
      ordering: 'dateStart',
    });
  });
});

describe('eventBandOf', () => {
  it('tells the alert, level, status, period and duration in the interface language', () => {
    expect(eventBandOf(event({}), t, 'fr')).toEqual({
      id: 7,
      start: Date.parse('2026-11-09T17:44:00.000Z'),
      end: Date.parse('2026-11-11T13:46:00.000Z'),
      level: 'warning',
      title: 'Hors plage <b>TGBT</b>',
      lines: [
        'graphEvents.level(alertLevel.warning)',
        'graphEvents.status(eventStatus.seen)',
        'graphEvents.from(09/11/2026 18:44|11/11/2026 14:46)',
        'graphEvents.duration(1J 20h 2min)',
      ],
    });
  });

  it('says since when an event in progress runs, on the site’s clock, and keeps an unknown level as it is', () => {
    const band = eventBandOf(event({ dateEnd: null, alert: { ...event({}).alert, level: 'major' } }), t, 'en', 'UTC');
    expect(band.end).toBeNull();
    expect(band.lines).toEqual([
      'graphEvents.level(major)',
      'graphEvents.status(eventStatus.seen)',
      'graphEvents.since(09/11/2026 17:44)',
      'graphEvents.durationInProgress(1d 20h 2min)',
    ]);
  });
});

describe('eventAxisClick', () => {
  const HOUR = 3_600_000;
  const layer = {
    bands: [{ id: 7, start: 2 * HOUR, end: 4 * HOUR, level: 'warning', title: 'Hors plage', lines: [] }],
    name: 'Events',
    period: { start: 0, end: 10 * HOUR },
  };

  it('opens the event under a click in the plot, and nothing elsewhere', () => {
    const onOpen = vi.fn();
    const click = eventAxisClick(onOpen, layer);
    click?.(3 * HOUR);
    click?.(6 * HOUR);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledWith(7);
  });

  it('gives the plot no click when there is no band', () => {
    expect(eventAxisClick(vi.fn(), { ...layer, bands: [] })).toBeUndefined();
    expect(eventAxisClick(vi.fn(), null)).toBeUndefined();
  });
});
