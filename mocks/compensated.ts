/**
 * Sums and dot products in twice the working precision (Ogita, Rump and Oishi's Dot2: Knuth's
 * TwoSum and Dekker's TwoProduct), for the residuals the OLS refinement corrects against
 * (mocks/ols.ts). JavaScript has no fused multiply-add, hence Veltkamp's split.
 */

/** 2^27 + 1: splits a double into two halves whose products are exact. */
const SPLITTER = 134_217_729;

/** The high half of Veltkamp's split; the low half is `value − high`. */
export function splitHigh(value: number): number {
  const scaled = SPLITTER * value;
  return scaled - (scaled - value);
}

/** Accumulates Σ terms and Σ a·b with an error term: the result is as if computed in 106 bits, then rounded. */
export class DotAccumulator {
  private high = 0;
  private low = 0;

  reset(start: number): void {
    this.high = start;
    this.low = 0;
  }

  add(term: number): void {
    const sum = this.high + term;
    const virtual = sum - this.high;
    this.low += this.high - (sum - virtual) + (term - virtual);
    this.high = sum;
  }

  /** a·b, splitting both. */
  addProduct(a: number, b: number): void {
    this.addProductSplit(a, splitHigh(a), b, splitHigh(b));
  }

  /** a·b with their high halves already split (the refinement splits each column once). */
  addProductSplit(a: number, aHigh: number, b: number, bHigh: number): void {
    const product = a * b;
    const aLow = a - aHigh;
    const bLow = b - bHigh;
    const error = aHigh * bHigh - product + aHigh * bLow + aLow * bHigh + aLow * bLow;
    const sum = this.high + product;
    const virtual = sum - this.high;
    this.low += this.high - (sum - virtual) + (product - virtual) + error;
    this.high = sum;
  }

  get value(): number {
    return this.high + this.low;
  }
}
