// @vitest-environment node
import type { ScenarioSchedule } from '../../../entities/alerting/scenarioSchedule';
import { prepareBacktest, runBacktest, type BacktestPoint } from './backtest';
import { backtestRule } from './backtestRules';
import { isInScenarios, outsideIntervals, scenarioIntervals } from './scenarioWindow';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString().replace(':00.000Z', 'Z');

/** Days Monday first, hours [from, to). */
function schedule(days: readonly number[], from: number, to: number): ScenarioSchedule {
  return {
    days: Array.from({ length: 7 }, (_, day) => days.includes(day)),
    hours: Array.from({ length: 24 }, (_, hour) => hour >= from && hour < to),
  };
}
const WEEKDAYS_8_18 = schedule([0, 1, 2, 3, 4], 8, 18);
const SUNDAY = 6;

const intervals = (scenarios: ScenarioSchedule[], timeZone: string, from: string, to: string) =>
  scenarioIntervals(scenarios, timeZone, Date.parse(from), Date.parse(to)).map((one) => [iso(one.start), iso(one.end)]);

/** A constant value every `step` over [from, to): with a high alert at 50, active wherever evaluated. */
function constant(from: string, to: string, step: number): BacktestPoint[] {
  const points: BacktestPoint[] = [];
  for (let at = Date.parse(from); at < Date.parse(to); at += step) points.push([at, 100]);
  return points;
}

function replayHigh(points: BacktestPoint[], scenarios: ScenarioSchedule[], timeZone: string, end: string) {
  const rule = backtestRule('high', { activationHigh: 50 });
  if (!rule.ok) throw new Error('no rule');
  const result = runBacktest(prepareBacktest(points, scenarios, timeZone, Date.parse(end)), rule.rule);
  return result.periods.map((period) => [iso(period.start), iso(period.end), period.ongoing]);
}

describe('scenario window', () => {
  it('evaluates always when no scenario is chosen', () => {
    const periods = replayHigh(
      constant('2026-11-16T00:00Z', '2026-11-18T00:00Z', HOUR),
      [],
      'Europe/Paris',
      '2026-11-18T00:00Z',
    );
    expect(periods).toEqual([['2026-11-16T00:00Z', '2026-11-18T00:00Z', true]]);
  });

  it('weekdays 8h to 18h on the site clock: one event per working day, ended when the window closes', () => {
    // Monday 16 to Sunday 22 November 2026; Paris is at UTC+1 in winter.
    const points = constant('2026-11-15T23:00Z', '2026-11-22T23:00Z', HOUR);
    const periods = replayHigh(points, [WEEKDAYS_8_18], 'Europe/Paris', '2026-11-22T23:00Z');
    expect(periods).toEqual(
      ['16', '17', '18', '19', '20'].map((day) => [`2026-11-${day}T07:00Z`, `2026-11-${day}T17:00Z`, false]),
    );
    // New York is at UTC−5: the same hours fall later in UTC.
    const newYork = replayHigh(points, [WEEKDAYS_8_18], 'America/New_York', '2026-11-22T23:00Z');
    expect(newYork[0]).toEqual(['2026-11-16T13:00Z', '2026-11-16T23:00Z', false]);
  });

  it('ends an event at the instant the window closes, even between two points', () => {
    // Points every 4 hours (local 01:00, 05:00, … 17:00, 21:00): the window closes at 18:00 local.
    const points = constant('2026-11-16T00:00Z', '2026-11-17T00:00Z', 4 * HOUR);
    const periods = replayHigh(points, [WEEKDAYS_8_18], 'Europe/Paris', '2026-11-17T00:00Z');
    expect(periods).toEqual([['2026-11-16T08:00Z', '2026-11-16T17:00Z', false]]);
  });

  it('keeps an event open at the end when the window is still open then', () => {
    const points = constant('2026-11-16T07:00Z', '2026-11-16T10:00Z', 30 * MINUTE);
    const periods = replayHigh(points, [WEEKDAYS_8_18], 'Europe/Paris', '2026-11-16T10:00Z');
    expect(periods).toEqual([['2026-11-16T07:00Z', '2026-11-16T10:00Z', true]]);
  });

  it('joins the hours of several scenarios (any active is enough)', () => {
    const morning = schedule([0], 8, 12);
    const afternoon = schedule([0], 12, 14);
    expect(intervals([morning, afternoon], 'UTC', '2026-11-16T00:00Z', '2026-11-17T00:00Z')).toEqual([
      ['2026-11-16T08:00Z', '2026-11-16T14:00Z'],
    ]);
  });

  it('greys what lies outside the window', () => {
    const window = scenarioIntervals(
      [schedule([0], 8, 18)],
      'UTC',
      Date.parse('2026-11-16T00:00Z'),
      Date.parse('2026-11-17T00:00Z'),
    );
    const outside = outsideIntervals(window, Date.parse('2026-11-16T00:00Z'), Date.parse('2026-11-17T00:00Z'));
    expect(outside.map((one) => [iso(one.start), iso(one.end)])).toEqual([
      ['2026-11-16T00:00Z', '2026-11-16T08:00Z'],
      ['2026-11-16T18:00Z', '2026-11-17T00:00Z'],
    ]);
  });
});

describe('scenario window on daylight-saving days in Europe/Paris', () => {
  it('29 March 2026: 02:00 becomes 03:00, the local hours map to the new offset', () => {
    // Sunday 0h to 6h local: 00:00 CET (23:00 UTC) to 06:00 CEST (04:00 UTC), five real hours.
    expect(intervals([schedule([SUNDAY], 0, 6)], 'Europe/Paris', '2026-03-28T12:00Z', '2026-03-29T12:00Z')).toEqual([
      ['2026-03-28T23:00Z', '2026-03-29T04:00Z'],
    ]);
    // The hour from 2h to 3h does not exist that day.
    expect(intervals([schedule([SUNDAY], 2, 3)], 'Europe/Paris', '2026-03-28T12:00Z', '2026-03-29T12:00Z')).toEqual([]);
    // 8h to 18h on summer time: 06:00 to 16:00 UTC.
    const points = constant('2026-03-28T22:00Z', '2026-03-29T22:00Z', 15 * MINUTE);
    expect(replayHigh(points, [schedule([SUNDAY], 8, 18)], 'Europe/Paris', '2026-03-29T22:00Z')).toEqual([
      ['2026-03-29T06:00Z', '2026-03-29T16:00Z', false],
    ]);
    expect(isInScenarios([schedule([SUNDAY], 3, 4)], 'Europe/Paris', Date.parse('2026-03-29T01:00Z'))).toBe(true);
    expect(isInScenarios([schedule([SUNDAY], 3, 4)], 'Europe/Paris', Date.parse('2026-03-29T00:59Z'))).toBe(false);
  });

  it('25 October 2026: 03:00 becomes 02:00, the repeated hour counts twice', () => {
    // Sunday 0h to 6h local: 00:00 CEST (22:00 UTC) to 06:00 CET (05:00 UTC), seven real hours.
    expect(intervals([schedule([SUNDAY], 0, 6)], 'Europe/Paris', '2026-10-24T12:00Z', '2026-10-25T12:00Z')).toEqual([
      ['2026-10-24T22:00Z', '2026-10-25T05:00Z'],
    ]);
    // 2h to 3h local happens twice: 00:00 to 02:00 UTC.
    expect(intervals([schedule([SUNDAY], 2, 3)], 'Europe/Paris', '2026-10-24T12:00Z', '2026-10-25T12:00Z')).toEqual([
      ['2026-10-25T00:00Z', '2026-10-25T02:00Z'],
    ]);
    // 8h to 18h on winter time: 07:00 to 17:00 UTC.
    const points = constant('2026-10-24T22:00Z', '2026-10-25T23:00Z', 15 * MINUTE);
    expect(replayHigh(points, [schedule([SUNDAY], 8, 18)], 'Europe/Paris', '2026-10-25T23:00Z')).toEqual([
      ['2026-10-25T07:00Z', '2026-10-25T17:00Z', false],
    ]);
  });

  it('cuts UTC hours at the local hour in a half-hour zone (Asia/Kolkata, UTC+5:30)', () => {
    expect(intervals([schedule([0], 8, 10)], 'Asia/Kolkata', '2026-11-16T00:00Z', '2026-11-17T00:00Z')).toEqual([
      ['2026-11-16T02:30Z', '2026-11-16T04:30Z'],
    ]);
  });

  it('reads an unknown time zone as Europe/Paris', () => {
    expect(intervals([schedule([0], 8, 9)], 'Mars/Olympus', '2026-11-16T00:00Z', '2026-11-17T00:00Z')).toEqual([
      ['2026-11-16T07:00Z', '2026-11-16T08:00Z'],
    ]);
  });
});
