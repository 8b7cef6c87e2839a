// @vitest-environment node
import { valueTicks } from './pdfLineChart';

describe('valueTicks', () => {
  it('covers the values with round steps, about as many as asked', () => {
    expect(valueTicks(12.3, 87.9)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(valueTicks(-58_000, 900, 3)).toEqual([-60_000, -40_000, -20_000, 0, 20_000]);
    expect(valueTicks(0.12, 0.31, 4)).toEqual([0.1, 0.15, 0.2, 0.25, 0.3, 0.35]);
  });

  it('opens a flat series around its value', () => {
    expect(valueTicks(5, 5)).toEqual([4, 4.5, 5, 5.5, 6]);
  });
});
