import type { Variable } from '../../entities/variables/api';
import { variableEditorLink } from './variableEditorLink';

const client = { id: 1, name: 'Laiteries Alpines' };
const place = { id: 4, name: 'Laiterie de Grenoble', client };
const project = (id: number) => ({ id, name: `Projet ${id}`, place });

function variable(type: Variable['type'], projectIds: number[]) {
  return { id: 321, type, place, projects: projectIds.map(project) };
}

describe('variableEditorLink', () => {
  it.each([
    ['variable', '/automatic-variables/variable/$projectId/$placeId/$variableId', { placeId: 4, variableId: 321 }],
    ['tableau', '/automatic-variables/variable/$projectId/$placeId/$variableId', { placeId: 4, variableId: 321 }],
    ['formula', '/automatic-variables/formula/$projectId/$formulaId', { formulaId: 321 }],
    ['persisted_formula', '/automatic-variables/formula/$projectId/$formulaId', { formulaId: 321 }],
    ['manual_variable', '/automatic-variables/manual/$projectId/$variableId', { variableId: 321 }],
  ] as const)('opens a %s in its editor', (type, to, params) => {
    expect(variableEditorLink(variable(type, [7, 9]))).toEqual({ to, params: { projectId: 7, ...params } });
  });

  it('stays in the filtered project when the variable is in it, else takes its first project', () => {
    expect(variableEditorLink(variable('variable', [7, 9]), 9)?.params.projectId).toBe(9);
    expect(variableEditorLink(variable('formula', [7, 9]), 12)?.params.projectId).toBe(7);
  });

  it('has no editor for a variable attached to no project', () => {
    for (const type of ['variable', 'formula', 'manual_variable'] as const) {
      expect(variableEditorLink(variable(type, []), 7)).toBeNull();
    }
  });
});
