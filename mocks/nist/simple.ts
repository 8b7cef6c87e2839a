import type { CertifiedDataSet } from './certified';

/* NIST's lower-difficulty linear regressions: Norris (a calibration line) and NoInt1, NoInt2 (through the origin). */

const norrisRows = [
  [0.1, 0.2],
  [338.8, 337.4],
  [118.1, 118.2],
  [888.0, 884.6],
  [9.2, 10.1],
  [228.1, 226.5],
  [668.5, 666.3],
  [998.5, 996.3],
  [449.1, 448.6],
  [778.9, 777.0],
  [559.2, 558.2],
  [0.3, 0.4],
  [0.1, 0.6],
  [778.1, 775.5],
  [668.8, 666.9],
  [339.3, 338.0],
  [448.9, 447.5],
  [10.8, 11.6],
  [557.7, 556.0],
  [228.3, 228.1],
  [998.0, 995.8],
  [888.8, 887.6],
  [119.6, 120.2],
  [0.3, 0.3],
  [0.6, 0.3],
  [557.6, 556.8],
  [339.3, 339.1],
  [888.0, 887.2],
  [998.5, 999.0],
  [778.9, 779.0],
  [10.2, 11.1],
  [117.6, 118.3],
  [228.9, 229.2],
  [668.4, 669.1],
  [449.2, 448.9],
  [0.2, 0.5],
];

export const norris: CertifiedDataSet = {
  name: 'Norris',
  difficulty: 'lower',
  intercept: true,
  y: norrisRows.map((row) => row[0] ?? 0),
  columns: [norrisRows.map((row) => row[1] ?? 0)],
  certified: {
    coefficients: [-0.262323073774029, 1.00211681802045],
    standardErrors: [0.232818234301152, 0.429796848199937e-3],
    residualStandardError: 0.884796396144373,
    r2: 0.999993745883712,
  },
};

export const noInt1: CertifiedDataSet = {
  name: 'NoInt1',
  difficulty: 'average',
  intercept: false,
  y: Array.from({ length: 11 }, (_, i) => 130 + i),
  columns: [Array.from({ length: 11 }, (_, i) => 60 + i)],
  certified: {
    coefficients: [2.07438016528926],
    standardErrors: [0.165289256198347e-1],
    residualStandardError: 3.56753034006338,
    r2: 0.999365492298663,
  },
};

export const noInt2: CertifiedDataSet = {
  name: 'NoInt2',
  difficulty: 'average',
  intercept: false,
  y: [3, 4, 4],
  columns: [[4, 5, 6]],
  certified: {
    coefficients: [0.727272727272727],
    standardErrors: [0.420827318078432e-1],
    residualStandardError: 0.369274472937998,
    r2: 0.993348115299335,
  },
};
