import { explorerSearchSchema } from './explorerSearch';

describe('explorerSearchSchema', () => {
  it('reads the period and the overlay of a shared link', () => {
    expect(explorerSearchSchema.parse({ range: 'J-7', overlay: 'year' })).toEqual({ range: 'J-7', overlay: 'year' });
    expect(
      explorerSearchSchema.parse({ start: '2026-11-01T00:00', end: '2026-11-08T00:00', overlay: 'previous' }),
    ).toEqual({ start: '2026-11-01T00:00', end: '2026-11-08T00:00', overlay: 'previous' });
  });

  it('drops a malformed overlay or shortcut instead of failing', () => {
    expect(explorerSearchSchema.parse({ range: 'J-99', overlay: 'decade' })).toEqual({});
  });
});

describe('the refresh interval', () => {
  it('keeps a known interval and turns anything else off', () => {
    expect(explorerSearchSchema.parse({ refresh: '5m' })).toEqual({ refresh: '5m' });
    expect(explorerSearchSchema.parse({ refresh: '2m' })).toEqual({});
    expect(explorerSearchSchema.parse({ refresh: 5 })).toEqual({});
  });
});

describe('the events shown on the graphs', () => {
  it('reads the dashboard’s hidden graphs and the graph page’s switch, and drops what is malformed', () => {
    expect(explorerSearchSchema.parse({ hideEvents: 3 })).toEqual({ hideEvents: [3] });
    expect(explorerSearchSchema.parse({ hideEvents: [4, 'x', 3, 4, -1, 2.5] })).toEqual({ hideEvents: [3, 4] });
    expect(explorerSearchSchema.parse({ hideEvents: 'all' })).toEqual({});
    expect(explorerSearchSchema.parse({ hideEvents: { a: 1 } })).toEqual({});
    expect(explorerSearchSchema.parse({ events: 'off' })).toEqual({ events: 'off' });
    expect(explorerSearchSchema.parse({ events: 'on' })).toEqual({});
  });
});
