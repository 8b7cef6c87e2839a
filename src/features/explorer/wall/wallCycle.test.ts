import { nextWallIndex } from './wallCycle';

describe('the wall display turn', () => {
  it('moves to the next dashboard and wraps around', () => {
    expect(nextWallIndex([3, 5, 8], 0, new Set())).toBe(1);
    expect(nextWallIndex([3, 5, 8], 2, new Set())).toBe(0);
  });

  it('skips the dashboards known to be unknown or forbidden', () => {
    expect(nextWallIndex([3, 5, 8], 0, new Set([5]))).toBe(2);
    expect(nextWallIndex([3, 5, 8], 2, new Set([3]))).toBe(1);
  });

  it('stays when no other dashboard can be shown', () => {
    expect(nextWallIndex([3, 5], 0, new Set([5]))).toBe(0);
    expect(nextWallIndex([3], 0, new Set())).toBe(0);
  });
});
