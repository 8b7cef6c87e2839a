import type { StructureChoices } from '../structureChoices';

export interface StructureSelection {
  clientId?: number;
  placeId?: number;
  projectId?: number;
}

/** The sites and projects left to choose once a client or a site is chosen. */
export function narrowChoices(choices: StructureChoices, selection: StructureSelection) {
  const places = choices.places.filter(
    (place) => selection.clientId === undefined || place.client.id === selection.clientId,
  );
  const projects = choices.projects.filter(
    (project) =>
      (selection.clientId === undefined || project.place.client.id === selection.clientId) &&
      (selection.placeId === undefined || project.place.id === selection.placeId),
  );
  return { clients: choices.clients, places, projects };
}

/**
 * A new choice at one level: a parent change drops children that no longer belong to it; a child
 * choice fills in its parents, so that "project X" also reads "site Y of client Z".
 */
export function changeSelection(
  choices: StructureChoices,
  current: StructureSelection,
  level: 'client' | 'place' | 'project',
  id: number | undefined,
): StructureSelection {
  if (level === 'client') {
    if (id === undefined) return {};
    const place = choices.places.find((candidate) => candidate.id === current.placeId);
    const keepPlace = place !== undefined && place.client.id === id;
    const project = choices.projects.find((candidate) => candidate.id === current.projectId);
    const keepProject = keepPlace && project !== undefined && project.place.id === current.placeId;
    return {
      clientId: id,
      placeId: keepPlace ? current.placeId : undefined,
      projectId: keepProject ? current.projectId : undefined,
    };
  }
  if (level === 'place') {
    if (id === undefined) return { clientId: current.clientId };
    const place = choices.places.find((candidate) => candidate.id === id);
    const project = choices.projects.find((candidate) => candidate.id === current.projectId);
    return {
      clientId: place?.client.id ?? current.clientId,
      placeId: id,
      projectId: project?.place.id === id ? current.projectId : undefined,
    };
  }
  if (id === undefined) return { clientId: current.clientId, placeId: current.placeId };
  const project = choices.projects.find((candidate) => candidate.id === id);
  return {
    clientId: project?.place.client.id ?? current.clientId,
    placeId: project?.place.id ?? current.placeId,
    projectId: id,
  };
}
