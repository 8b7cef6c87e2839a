import { linkOptions } from '@tanstack/react-router';
import type { Variable } from '../../entities/variables/api';

/**
 * Where a variable is edited, by kind (spec 000 §2 automatic-variables routes): a measured variable
 * or a table on variable/{projectId}/{placeId}/{variableId}; a formula or a calculated variable
 * (persisted formula) on formula/{projectId}/{formulaId}, a formula sharing its variable's id; a
 * manual variable on manual/{projectId}/{variableId}.
 *
 * Every editor route sits under a project. The project is the list's project filter when the
 * variable is attached to it (the user stays in the project they chose), else the variable's first
 * project. A variable attached to no project has no editor: null (the list says to attach it first).
 */
export function variableEditorLink(
  variable: Pick<Variable, 'id' | 'type' | 'place' | 'projects'>,
  filterProjectId?: number,
) {
  const inFilter = variable.projects.find((project) => project.id === filterProjectId);
  const projectId = (inFilter ?? variable.projects[0])?.id;
  if (projectId === undefined) return null;
  switch (variable.type) {
    case 'variable':
    case 'tableau':
      return linkOptions({
        to: '/automatic-variables/variable/$projectId/$placeId/$variableId',
        params: { projectId, placeId: variable.place.id, variableId: variable.id },
      });
    case 'formula':
    case 'persisted_formula':
      return linkOptions({
        to: '/automatic-variables/formula/$projectId/$formulaId',
        params: { projectId, formulaId: variable.id },
      });
    case 'manual_variable':
      return linkOptions({
        to: '/automatic-variables/manual/$projectId/$variableId',
        params: { projectId, variableId: variable.id },
      });
  }
}

export type VariableEditorLink = NonNullable<ReturnType<typeof variableEditorLink>>;
