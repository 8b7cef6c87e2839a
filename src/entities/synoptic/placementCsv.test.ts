import { parsePlacementCsv, placementNumber } from './placementCsv';

const KNOWN: Record<string, number> = { 'CHAUD-1.T': 11, 'GF-2.P': 12, 'TGBT.E': 13 };
const lookup = (technicalId: string) => KNOWN[technicalId] ?? null;

describe('placement CSV (spec 001 §5)', () => {
  it('reads `;` lines with a header, French decimals and an optional label', () => {
    const text = '\uFEFFidentifiant technique;x;y;libellé\nCHAUD-1.T;12,5;40;Chaudière\r\nGF-2.P;80;60\n\n';
    const parsed = parsePlacementCsv(text, lookup);
    expect(parsed.header).toBe(true);
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toEqual([
      { line: 2, technicalId: 'CHAUD-1.T', variableId: 11, x: 0.125, y: 0.4, label: 'Chaudière' },
      { line: 3, technicalId: 'GF-2.P', variableId: 12, x: 0.8, y: 0.6, label: null },
    ]);
  });

  it('reads `,` lines without a header, quoted labels included', () => {
    const parsed = parsePlacementCsv('TGBT.E,0,100,"Départ, ateliers"\n', lookup);
    expect(parsed.header).toBe(false);
    expect(parsed.rows).toEqual([
      { line: 1, technicalId: 'TGBT.E', variableId: 13, x: 0, y: 1, label: 'Départ, ateliers' },
    ]);
  });

  it('reports each problem with its line and leaves those lines out', () => {
    const text = [
      'id;x;y;label',
      'NOPE;10;10;a',
      'CHAUD-1.T;abc;101;b',
      ';5;',
      'GF-2.P;-1;50',
      'TGBT.E;50;50',
      'TGBT.E;60;60',
    ].join('\n');
    const parsed = parsePlacementCsv(text, lookup);
    expect(parsed.rows.map((row) => row.line)).toEqual([6]);
    expect(parsed.problems).toEqual([
      { line: 2, code: 'UNKNOWN_VARIABLE', column: 'technicalId', value: 'NOPE' },
      { line: 3, code: 'NOT_A_NUMBER', column: 'x', value: 'abc' },
      { line: 3, code: 'OUT_OF_RANGE', column: 'y', value: '101' },
      { line: 4, code: 'MISSING_CELL', column: 'technicalId', value: '' },
      { line: 4, code: 'MISSING_CELL', column: 'y', value: '' },
      { line: 5, code: 'OUT_OF_RANGE', column: 'x', value: '-1' },
      { line: 7, code: 'DUPLICATE', column: 'technicalId', value: 'TGBT.E' },
    ]);
  });

  it('reads numbers strictly', () => {
    expect(placementNumber(' 12.5 ', false)).toBe(12.5);
    expect(placementNumber('12,5', false)).toBeNaN();
    expect(placementNumber('12,5', true)).toBe(12.5);
    expect(placementNumber('40 %', true)).toBe(40);
    expect(placementNumber('1e3', false)).toBeNaN();
    expect(placementNumber('', false)).toBeNaN();
  });
});
