// @vitest-environment node
import { applyQ, applyQt, householderQr, inverseR, solveR, solveRt } from './householderQr';

const A = [
  [2, -1, 0.5],
  [1, 3, -2],
  [0, 1, 4],
  [-1, 2, 1],
  [3, 0, -1],
];
const rows = A.length;
const columns = 3;
const columnMajor = () =>
  Float64Array.from({ length: rows * columns }, (_, k) => A[k % rows]?.[Math.floor(k / rows)] ?? 0);

function factorize() {
  const outcome = householderQr(columnMajor(), rows, columns, 1e-10);
  if (!('qr' in outcome)) throw new Error('collinear');
  return outcome.qr;
}

describe('Householder QR', () => {
  it('gives back the matrix: Q·R = A, column by column', () => {
    const qr = factorize();
    for (let j = 0; j < columns; j += 1) {
      const column = new Float64Array(rows);
      for (let i = 0; i <= j; i += 1) column[i] = i === j ? (qr.diagonal[j] ?? 0) : (qr.factors[j * rows + i] ?? 0);
      applyQ(qr, column);
      A.forEach((row, i) => expect(column[i]).toBeCloseTo(row[j] ?? 0, 13));
    }
  });

  it('has an orthogonal Q and consistent triangular solves', () => {
    const qr = factorize();
    const vector = Float64Array.from([1, -2, 3, 0.5, 4]);
    const copy = Float64Array.from(vector);
    applyQt(qr, copy);
    const norm = (values: Float64Array) => Math.hypot(...values);
    expect(norm(copy)).toBeCloseTo(norm(vector), 13);
    applyQ(qr, copy);
    vector.forEach((value, i) => expect(copy[i]).toBeCloseTo(value, 13));
    const rhs = Float64Array.from([1, 2, 3]);
    const x = solveR(qr, rhs);
    const inverse = inverseR(qr);
    for (let i = 0; i < columns; i += 1) {
      let sum = 0;
      for (let j = 0; j < columns; j += 1) sum += (inverse[i * columns + j] ?? 0) * (rhs[j] ?? 0);
      expect(sum).toBeCloseTo(x[i] ?? 0, 13);
    }
    // Rᵀ·(R⁻ᵀ·b) = b: check through R⁻¹ᵀ.
    const y = solveRt(qr, rhs);
    for (let i = 0; i < columns; i += 1) {
      let sum = 0;
      for (let j = 0; j < columns; j += 1) sum += (inverse[j * columns + i] ?? 0) * (rhs[j] ?? 0);
      expect(sum).toBeCloseTo(y[i] ?? 0, 13);
    }
  });

  it('stops at the first column in the span of those before it', () => {
    const matrix = columnMajor();
    // Third column := first + 2·second.
    for (let i = 0; i < rows; i += 1) matrix[2 * rows + i] = (matrix[i] ?? 0) + 2 * (matrix[rows + i] ?? 0);
    expect(householderQr(matrix, rows, columns, 1e-10)).toEqual({ collinearColumn: 2 });
  });
});
