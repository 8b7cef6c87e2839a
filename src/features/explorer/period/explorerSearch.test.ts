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
