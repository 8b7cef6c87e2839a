import { activeHours, minutesLabel, timelineDays } from './scenarioTimeline';

const at = (text: string) => Date.parse(text);

describe('timelineDays', () => {
  it('splits periods at the site’s midnight, in its time zone', () => {
    // Paris is UTC+1 in November: 22:00Z → 23:00 local, through to 06:00 local the next day.
    const days = timelineDays(
      [{ start: '2026-11-24T22:00:00Z', end: '2026-11-25T05:00:00Z' }],
      at('2026-11-24T08:00:00Z'),
      at('2026-11-26T08:00:00Z'),
      'Europe/Paris',
    );
    expect(days.map((day) => day.date)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    expect(days[0]?.spans).toEqual([{ from: 23 * 60, to: 1440 }]);
    expect(days[1]?.spans).toEqual([{ from: 0, to: 6 * 60 }]);
    expect(days[2]?.spans).toEqual([]);
  });

  it('keeps wall-clock times across a daylight-saving change', () => {
    // 29 March 2026 in Paris: 02:00 becomes 03:00; 8h to 18h local is 06:00Z to 16:00Z.
    const days = timelineDays(
      [
        { start: '2026-03-29T06:00:00Z', end: '2026-03-29T16:00:00Z' },
        { start: '2026-03-30T06:00:00Z', end: '2026-03-30T16:00:00Z' },
      ],
      at('2026-03-28T23:00:00Z'),
      at('2026-03-30T22:00:00Z'),
      'Europe/Paris',
    );
    expect(days.map((day) => [day.date, day.spans])).toEqual([
      ['2026-03-29', [{ from: 8 * 60, to: 18 * 60 }]],
      ['2026-03-30', [{ from: 8 * 60, to: 18 * 60 }]],
    ]);
  });

  it('labels hours as the schedule reads them and totals the active time', () => {
    expect(minutesLabel(8 * 60)).toBe('8h');
    expect(minutesLabel(8 * 60 + 30)).toBe('8h30');
    expect(activeHours([{ start: '2026-11-24T07:00:00Z', end: '2026-11-24T17:00:00Z' }])).toBe(10);
  });
});
