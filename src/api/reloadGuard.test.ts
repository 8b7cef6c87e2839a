// @vitest-environment jsdom
import { appReloadStartedWithin, forgetReload, reloadOnce } from './reloadGuard';

describe('reloadOnce', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads, then refuses a second reload for the same reason moments later', () => {
    const reload = vi.fn();
    expect(reloadOnce('chunk', 1_000, reload)).toBe(true);
    expect(reloadOnce('chunk', 5_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('allows a reload again once the window has passed, and per reason', () => {
    const reload = vi.fn();
    reloadOnce('chunk', 1_000, reload);
    expect(reloadOnce('unauthorized', 2_000, reload)).toBe(true);
    expect(reloadOnce('chunk', 60_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('allows the next reload at once when the last one cured its problem', () => {
    const reload = vi.fn();
    reloadOnce('unauthorized:events', 1_000, reload);
    forgetReload('unauthorized:events');
    expect(reloadOnce('unauthorized:events', 2_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('appReloadStartedWithin', () => {
  beforeEach(() => sessionStorage.clear());

  it('tells a reload the app started moments ago from an old or absent one', () => {
    expect(appReloadStartedWithin(5_000, sessionStorage, 10_000)).toBe(false);
    reloadOnce('unauthorized:GET events', 10_000, vi.fn());
    expect(appReloadStartedWithin(5_000, sessionStorage, 12_000)).toBe(true);
    expect(appReloadStartedWithin(5_000, sessionStorage, 15_000)).toBe(false);
  });
});
