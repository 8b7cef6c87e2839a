import { parseWallSearch, wallHref, wallSeconds } from './wallSearch';

describe('the wall display URL', () => {
  it('reads the dashboards in order, once each, the seconds and the theme', () => {
    expect(parseWallSearch({ dashboards: [3, 5, 8, 5], every: 120, theme: 'dark' })).toEqual({
      dashboards: [3, 5, 8],
      every: 120,
      theme: 'dark',
    });
    // The router hands a lone id over as a number; a link written by hand may list them with commas.
    expect(parseWallSearch({ dashboards: 3 })).toEqual({ dashboards: [3] });
    expect(parseWallSearch({ dashboards: '3,5,8' })).toEqual({ dashboards: [3, 5, 8] });
  });

  it('falls back to the defaults on anything malformed', () => {
    const search = parseWallSearch({ dashboards: 'x,-2,4.5', every: 5, theme: 'blue' });
    expect(search).toEqual({});
    expect(wallSeconds(search)).toBe(60);
    expect(parseWallSearch({ every: '3601' })).toEqual({});
    expect(parseWallSearch({ every: '15' })).toEqual({ every: 15 });
  });

  it('writes a link that reads back the same, the default left out', () => {
    const href = wallHref({ dashboards: [3, 5, 8], every: 60 });
    expect(href).toBe('/data-explorer/wall?dashboards=3&dashboards=5&dashboards=8');
    expect(wallHref({ dashboards: [1], every: 30, theme: 'light' })).toBe(
      '/data-explorer/wall?dashboards=1&every=30&theme=light',
    );
  });
});
