import { reloadOnce } from './reloadGuard';

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
});
