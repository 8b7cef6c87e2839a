import { pageBounds } from './DataTablePager';

describe('pageBounds', () => {
  it('gives the rows of a server page and the page count', () => {
    expect(pageBounds(1, 50, 58)).toEqual({ from: 1, to: 50, pages: 2, total: 58 });
    expect(pageBounds(2, 50, 58)).toEqual({ from: 51, to: 58, pages: 2, total: 58 });
    expect(pageBounds(9, 50, 58)).toEqual({ from: 51, to: 58, pages: 2, total: 58 });
    expect(pageBounds(1, 50, 0)).toEqual({ from: 0, to: 0, pages: 1, total: 0 });
  });

  it('counts without the rows hidden on the client, agreeing with the rows shown', () => {
    // 19 counted by the server, one of a test client's: 18 rows on the page, "1–18 of 18".
    expect(pageBounds(1, 50, 19, { count: 1, rowsOnPage: 18 })).toEqual({ from: 1, to: 18, pages: 1, total: 18 });
    // The page count stays the server's: its offsets are the server's.
    expect(pageBounds(2, 50, 58, { count: 2, rowsOnPage: 7 })).toEqual({ from: 51, to: 56, pages: 2, total: 56 });
    expect(pageBounds(1, 50, 2, { count: 2, rowsOnPage: 0 })).toEqual({ from: 0, to: 0, pages: 1, total: 0 });
  });
});
