import { describe, expect, it } from 'vitest';
import { importedPointsOf, writeImportedValues, type ManualValueTables } from './manualValues';

describe('imported values of manual variables', () => {
  it('merges an import into the values already there, the new value winning at the same time stamp', () => {
    const db: ManualValueTables = {};
    expect(importedPointsOf(db, 7)).toEqual([]);
    expect(
      writeImportedValues(db, [
        {
          variableId: 7,
          points: [
            [1_000, 1],
            [3_000, 3],
          ],
        },
      ]),
    ).toBe(2);
    expect(
      writeImportedValues(db, [
        {
          variableId: 7,
          points: [
            [2_000, 2],
            [3_000, 30],
            [4_000, 4],
          ],
        },
        { variableId: 8, points: [] },
      ]),
    ).toBe(3);
    expect(importedPointsOf(db, 7)).toEqual([
      [1_000, 1],
      [2_000, 2],
      [3_000, 30],
      [4_000, 4],
    ]);
    expect(db.manualValues).toHaveLength(1);
  });
});
