// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ZoneClock } from './zoneClock';

const HOUR = 3_600_000;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The offset Intl reports, the slow way the clock avoids. */
function intlOffset(timeZone: string, at: number): number {
  const format =
    formats.get(timeZone) ??
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
  formats.set(timeZone, format);
  const parts = format.formatToParts(at);
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'));
  return wall - Math.floor(at / 60_000) * 60_000;
}

describe('ZoneClock', () => {
  it.each(['Europe/Paris', 'America/New_York', 'Australia/Sydney', 'Asia/Kathmandu', 'UTC'])(
    'agrees with Intl every 7 hours over five years in %s, whatever the lookup order',
    (timeZone) => {
      const clock = new ZoneClock(timeZone);
      const start = Date.UTC(2021, 0, 1);
      const instants = Array.from({ length: 5 * 1252 }, (_, k) => start + k * 7 * HOUR + (k % 60) * 60_000);
      // Backwards first: the lookup hint must not assume time order.
      for (const at of [...instants].reverse()) expect(clock.offsetAt(at)).toBe(intlOffset(timeZone, at));
      for (const at of instants) expect(clock.offsetAt(at)).toBe(intlOffset(timeZone, at));
    },
  );

  it('finds the change of offset to the minute (Paris, 31 March 2024 at 01:00 UTC)', () => {
    const clock = new ZoneClock('Europe/Paris');
    const change = Date.UTC(2024, 2, 31, 1);
    expect(clock.offsetAt(change - 1)).toBe(HOUR);
    expect(clock.offsetAt(change)).toBe(2 * HOUR);
  });

  it('maps wall-clock times back to instants, spring gap and autumn repeat included', () => {
    const clock = new ZoneClock('Europe/Paris');
    expect(clock.fromWall(Date.UTC(2024, 0, 15, 12))).toBe(Date.UTC(2024, 0, 15, 11));
    // 02:30 does not exist on 31 March: the change itself.
    expect(clock.fromWall(Date.UTC(2024, 2, 31, 2, 30))).toBe(Date.UTC(2024, 2, 31, 1));
    // 02:30 happens twice on 27 October: the first one (still summer time).
    expect(clock.fromWall(Date.UTC(2024, 9, 27, 2, 30))).toBe(Date.UTC(2024, 9, 27, 0, 30));
    expect(clock.toWall(Date.UTC(2024, 9, 27, 1, 30))).toBe(Date.UTC(2024, 9, 27, 2, 30));
  });

  it('grows its known range on demand without changing known offsets', () => {
    const clock = new ZoneClock('Europe/Paris');
    const before = clock.offsetAt(Date.UTC(2001, 6, 1));
    const version = clock.version;
    expect(clock.offsetAt(Date.UTC(2090, 6, 1))).toBe(intlOffset('Europe/Paris', Date.UTC(2090, 6, 1)));
    expect(clock.version).toBeGreaterThan(version);
    expect(clock.offsetAt(Date.UTC(2001, 6, 1))).toBe(before);
    expect(clock.offsetAt(Date.UTC(1850, 0, 1))).toBe(clock.offsetAt(Date.UTC(1900, 0, 1)));
  });
});
