import { powers, type CertifiedDataSet } from './certified';

/* Pontius: deflection of a load cell against its load, quadratic, two runs of twenty loads. NIST difficulty "lower". */

const deflections = [
  0.11019, 0.21956, 0.32949, 0.43899, 0.54803, 0.65694, 0.76562, 0.87487, 0.98292, 1.09146, 1.20001, 1.30822, 1.41599,
  1.52399, 1.63194, 1.73947, 1.84646, 1.95392, 2.06128, 2.16844, 0.11052, 0.22018, 0.32939, 0.43886, 0.54798, 0.65739,
  0.76596, 0.87474, 0.983, 1.0915, 1.20004, 1.30818, 1.41613, 1.52408, 1.63159, 1.73965, 1.84696, 1.95445, 2.06177,
  2.16829,
];
const loads = Array.from({ length: 40 }, (_, i) => 150_000 * ((i % 20) + 1));

export const pontius: CertifiedDataSet = {
  name: 'Pontius',
  difficulty: 'lower',
  intercept: true,
  y: deflections,
  columns: powers(loads, 2),
  certified: {
    coefficients: [0.673565789473684e-3, 0.732059160401003e-6, -0.316081871345029e-14],
    standardErrors: [0.107938612033077e-3, 0.157817399981659e-9, 0.486652849992036e-16],
    residualStandardError: 0.205177424076185e-3,
    r2: 0.999999900178537,
  },
};
