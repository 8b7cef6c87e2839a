import { resolveExplorerPeriod } from './useResolvedPeriod';

describe('resolveExplorerPeriod', () => {
  it('resolves a shortcut against the minute, so two visits in the same minute ask for the same period', () => {
    const first = resolveExplorerPeriod({ shortcut: 'J-7' }, new Date('2026-11-24T22:49:05.123Z'));
    const second = resolveExplorerPeriod({ shortcut: 'J-7' }, new Date('2026-11-24T22:49:59.999Z'));
    expect(second).toEqual(first);
    expect(first.end.toISOString()).toBe('2026-11-24T22:49:00.000Z');
  });

  it('leaves an explicit period as it is', () => {
    const period = resolveExplorerPeriod(
      { start: '2026-11-01T00:00', end: '2026-11-08T00:00' },
      new Date('2026-11-24T22:49:05Z'),
    );
    expect(period.start.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(period.end.toISOString()).toBe('2026-11-07T23:00:00.000Z');
  });
});
