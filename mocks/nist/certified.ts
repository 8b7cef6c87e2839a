/**
 * A NIST Statistical Reference Dataset for linear regression (StRD, itl.nist.gov/div898/strd):
 * the data as published and the certified results, computed by NIST in 500-digit arithmetic and
 * given to 15 significant digits.
 */
export interface CertifiedDataSet {
  name: string;
  /** NIST's difficulty: lower, average or higher. */
  difficulty: 'lower' | 'average' | 'higher';
  intercept: boolean;
  /** One array per explanatory variable. */
  columns: number[][];
  y: number[];
  certified: {
    /** The intercept first when there is one. */
    coefficients: number[];
    standardErrors: number[];
    residualStandardError: number;
    r2: number;
  };
}

/** x, x², …, x^degree of each x: the polynomial data sets' columns. */
export const powers = (x: readonly number[], degree: number): number[][] =>
  Array.from({ length: degree }, (_, power) => x.map((value) => value ** (power + 1)));
