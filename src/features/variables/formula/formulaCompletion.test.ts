// @vitest-environment node
import { foldText, matchVariables, MAX_VARIABLE_OPTIONS } from './formulaCompletion';
import type { FormulaVariable } from './formulaQueries';

const variable = (id: number, name: string, technicalName = ''): FormulaVariable => ({
  id,
  name,
  unit: 'kW',
  technicalName,
  kind: 'variable',
});

const variables = [
  variable(1, 'TGBT – Énergie consommée', 'LYO_00001'),
  variable(2, 'Énergie chaudière', 'LYO_00002'),
  variable(3, 'Puissance compresseur 2', 'LYO_00003'),
  variable(4, 'Température départ', 'LYO_00004'),
];

describe('matchVariables', () => {
  it('finds names by every word typed, accents and case ignored, names starting with it first', () => {
    expect(matchVariables(variables, 'energie').map((item) => item.id)).toEqual([2, 1]);
    expect(matchVariables(variables, 'ÉNERGIE cons').map((item) => item.id)).toEqual([1]);
    expect(matchVariables(variables, 'temp').map((item) => item.id)).toEqual([4]);
  });

  it('finds a variable by its technical id or its id', () => {
    expect(matchVariables(variables, 'lyo_00003').map((item) => item.id)).toEqual([3]);
    expect(matchVariables(variables, '4').map((item) => item.id)).toEqual([4]);
  });

  it('offers every variable for an empty query, in name order, at most a hundred', () => {
    expect(matchVariables(variables, '').map((item) => item.id)).toEqual([2, 3, 4, 1]);
    const many = Array.from({ length: 300 }, (_, index) => variable(index + 1, `Compteur ${index + 1}`));
    expect(matchVariables(many, 'compteur')).toHaveLength(MAX_VARIABLE_OPTIONS);
  });

  it('folds text for matching', () => {
    expect(foldText('Énergie Consommée')).toBe('energie consommee');
  });
});
