// @vitest-environment node
import {
  durationLocaleOf,
  formatInterventionDuration,
  interventionMinutes,
  ticketMinutes,
} from './interventionDuration';

describe('the intervention duration (spec 001 §3, §9: d, h, min)', () => {
  it('counts whole minutes from the start to the end', () => {
    expect(interventionMinutes('2026-11-20T08:00:00.000Z', '2026-11-20T11:30:00.000Z')).toBe(210);
    expect(interventionMinutes('2026-11-20T08:00:00.000Z', '2026-11-20T08:00:59.000Z')).toBe(0);
    expect(interventionMinutes('2026-11-20T08:00:00.000Z', '2026-11-22T10:45:00.000Z')).toBe(2 * 1440 + 165);
  });

  it('reads wall-clock form values in Paris time, across the October clock change', () => {
    // 25 October 2026: 03:00 CEST becomes 02:00 CET, so this night lasts an hour more.
    expect(interventionMinutes('2026-10-24T22:00', '2026-10-25T06:00')).toBe(9 * 60);
    expect(interventionMinutes('2026-11-20T08:00', '2026-11-20T09:15')).toBe(75);
  });

  it('has no duration without both ends, or with an end before the start', () => {
    expect(interventionMinutes('2026-11-20T08:00', '')).toBeNull();
    expect(interventionMinutes(null, '2026-11-20T08:00')).toBeNull();
    expect(interventionMinutes('2026-11-20T08:00', 'not a date')).toBeNull();
    expect(interventionMinutes('2026-11-20T09:00', '2026-11-20T08:00')).toBeNull();
  });

  it('is shown in d h min in English and J h min in French', () => {
    expect(formatInterventionDuration(210, 'en')).toBe('3h 30min');
    expect(formatInterventionDuration(2 * 1440 + 165, 'en')).toBe('2d 2h 45min');
    expect(formatInterventionDuration(2 * 1440 + 165, 'fr')).toBe('2J 2h 45min');
    expect(formatInterventionDuration(1440, 'en')).toBe('1d 0h 0min');
    expect(formatInterventionDuration(0, 'fr')).toBe('0min');
    expect(formatInterventionDuration(null, 'en')).toBe('');
    expect([durationLocaleOf('fr-FR'), durationLocaleOf('en'), durationLocaleOf('es')]).toEqual(['fr', 'en', 'en']);
  });

  it('takes the recorded minutes, else derives them from the dates', () => {
    const dates = { startDate: '2026-11-20T08:00:00.000Z', endDate: '2026-11-20T09:00:00.000Z' };
    expect(ticketMinutes({ ...dates, duration: 45 })).toBe(45);
    expect(ticketMinutes({ ...dates, duration: null })).toBe(60);
    expect(ticketMinutes({ startDate: dates.startDate, endDate: null })).toBeNull();
  });
});
