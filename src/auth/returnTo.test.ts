import { safeReturnTo } from './returnTo';

describe('safeReturnTo', () => {
  it('keeps a path on this origin with its search and hash', () => {
    expect(safeReturnTo('/events?site=3&period=J-7#top')).toBe('/events?site=3&period=J-7#top');
  });

  it('refuses other origins, protocol-relative and odd targets', () => {
    expect(safeReturnTo('https://evil.example/home')).toBe('/home');
    expect(safeReturnTo('//evil.example/home')).toBe('/home');
    expect(safeReturnTo('/\\evil.example')).toBe('/home');
    expect(safeReturnTo('javascript:alert(1)')).toBe('/home');
    expect(safeReturnTo(undefined)).toBe('/home');
    expect(safeReturnTo(42)).toBe('/home');
  });

  it('never returns to the login screens', () => {
    expect(safeReturnTo('/login')).toBe('/home');
    expect(safeReturnTo('/login/callback?code=x')).toBe('/home');
  });
});
