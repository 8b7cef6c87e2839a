import type { Synoptic } from '../../../entities/synoptic/api';
import { draftChanged, draftOf, movedTo, withPlacements, withVariable, writeOf } from './synopticDraft';

const synoptic: Synoptic = {
  id: 4,
  projectId: 2,
  name: 'Chaufferie',
  imageUrl: 'data:image/png;base64,AAAA',
  imageSize: 3,
  order: 0,
  points: [{ id: 7, variableId: 11, x: 0.2, y: 0.3, label: 'Départ', variableName: 'T départ', unit: '°C' }],
};

describe('synoptic draft', () => {
  it('places a new variable at the middle once, moves it within the image, and sends it with a local id', () => {
    const saved = draftOf(synoptic);
    const added = withVariable(saved.points, { id: 12, name: 'Débit', unit: 'm³/h' });
    expect(withVariable(added, { id: 12, name: 'Débit', unit: 'm³/h' })).toHaveLength(2);
    const newId = added[1]?.id ?? '';
    const moved = movedTo(added, newId, 1.4, -0.2);
    expect(moved[1]).toMatchObject({ x: 1, y: 0 });
    const draft = { ...saved, points: moved };
    expect(draftChanged(saved, draft)).toBe(true);
    expect(draftChanged(saved, draftOf(synoptic))).toBe(false);
    expect(writeOf(synoptic, draft).points[1]).toEqual({ id: newId, variableId: 12, x: 1, y: 0, label: null });
    expect(String(newId)).toMatch(/-local$/);
  });

  it('applies CSV placements: moves a placed variable, adds the others', () => {
    const rows = [
      { line: 1, technicalId: 'A', variableId: 11, x: 0.9, y: 0.1, label: null },
      { line: 2, technicalId: 'B', variableId: 13, x: 0.5, y: 0.6, label: 'Retour' },
    ];
    const points = withPlacements(draftOf(synoptic).points, rows, (id) =>
      id === 13 ? { name: 'T retour', unit: '°C' } : undefined,
    );
    expect(
      points.map(({ variableId, x, y, label, variableName }) => ({ variableId, x, y, label, variableName })),
    ).toEqual([
      { variableId: 11, x: 0.9, y: 0.1, label: 'Départ', variableName: 'T départ' },
      { variableId: 13, x: 0.5, y: 0.6, label: 'Retour', variableName: 'T retour' },
    ]);
  });
});
