// @vitest-environment node
import { DotAccumulator, splitHigh } from './compensated';

describe('sums and products in twice the working precision', () => {
  it('keeps what a plain sum loses', () => {
    const accumulator = new DotAccumulator();
    accumulator.reset(1e16);
    accumulator.add(1);
    accumulator.add(-1e16);
    expect(1e16 + 1 - 1e16).toBe(0);
    expect(accumulator.value).toBe(1);
  });

  it('keeps the low half of a product', () => {
    // (1 + 2⁻²⁷)² − (1 + 2⁻²⁶) = 2⁻⁵⁴ exactly; the plain product rounds it away.
    const x = 1 + 2 ** -27;
    expect(x * x - (1 + 2 ** -26)).toBe(0);
    const accumulator = new DotAccumulator();
    accumulator.reset(0);
    accumulator.addProduct(x, x);
    accumulator.add(-(1 + 2 ** -26));
    expect(accumulator.value).toBe(2 ** -54);
  });

  it('splits a double into halves that multiply exactly', () => {
    const value = Math.PI * 1e5;
    const high = splitHigh(value);
    const low = value - high;
    expect(high + low).toBe(value);
    // The high half has at most 26 significant bits: its square is exact.
    expect(Number.isInteger(high * 2 ** (26 - Math.ceil(Math.log2(Math.abs(high)))))).toBe(true);
  });
});
