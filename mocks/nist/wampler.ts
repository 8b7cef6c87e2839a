import { powers, type CertifiedDataSet } from './certified';

/*
 * Wampler1–5: fifth-degree polynomials in x = 0…20 whose certified coefficients are exact.
 * Wampler1 and 2 fit exactly; 3, 4 and 5 add the same noise, 100 and 10,000 times larger, so that
 * Wampler5's R² is 0.0022: NIST difficulty "higher" for 4 and 5 (large residuals on an
 * ill-conditioned design).
 */
const x = Array.from({ length: 21 }, (_, i) => i);
const columns = powers(x, 5);
const ones = [1, 1, 1, 1, 1, 1];
/** Wampler3's noise around Wampler1 (y − Σ xᵏ), as its published values give it. */
const noise = [
  759, -2048, 2048, -2048, 2523, -2048, 2048, -2048, 1838, -2048, 2048, -2048, 1838, -2048, 2048, -2048, 2523, -2048,
  2048, -2048, 759,
];
/** Σ_k c^k·x^k, exact: the published values are these, to the last digit. */
const polynomial = (value: number, ratio: bigint): number => {
  // Fixed point with 5 decimals: c = 10^-1 needs x^5·10^-5, at most 20^5·10^-5.
  let sum = 0n;
  for (let power = 0; power <= 5; power += 1) sum += BigInt(value) ** BigInt(power) * ratio ** BigInt(5 - power);
  return Number(sum) / Number(ratio ** 5n);
};
const wampler1Y = x.map((value) => polynomial(value, 1n));
const noisy = (scale: number) => wampler1Y.map((value, i) => value + scale * (noise[i] ?? 0));

const noisyCertified = (scale: number, r2: number) => ({
  coefficients: ones,
  standardErrors: [
    2152.3262467817, 2363.55173469681, 779.343524331583, 101.47550755035, 5.64566512170752, 0.112324854679312,
  ].map((value) => value * scale),
  residualStandardError: 2360.14502379268 * scale,
  r2,
});

const exact = { standardErrors: [0, 0, 0, 0, 0, 0], residualStandardError: 0, r2: 1 };

export const wampler: CertifiedDataSet[] = [
  {
    name: 'Wampler1',
    difficulty: 'average',
    intercept: true,
    columns,
    y: wampler1Y,
    certified: { ...exact, coefficients: ones },
  },
  {
    name: 'Wampler2',
    difficulty: 'average',
    intercept: true,
    columns,
    y: x.map((value) => polynomial(value, 10n)),
    certified: { ...exact, coefficients: [1, 0.1, 0.01, 0.001, 0.0001, 0.00001] },
  },
  {
    name: 'Wampler3',
    difficulty: 'average',
    intercept: true,
    columns,
    y: noisy(1),
    certified: noisyCertified(1, 0.99999555902582),
  },
  {
    name: 'Wampler4',
    difficulty: 'higher',
    intercept: true,
    columns,
    y: noisy(100),
    certified: noisyCertified(100, 0.957478440825662),
  },
  {
    name: 'Wampler5',
    difficulty: 'higher',
    intercept: true,
    columns,
    y: noisy(10_000),
    certified: noisyCertified(10_000, 0.22466892157494e-2),
  },
];
