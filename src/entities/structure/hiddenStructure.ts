import { getAppConfig } from '../../config/appConfig';
import type { AppConfig } from '../../config/configSchema';

/**
 * spec 000 §6 / spec 001 §6: two test or demo clients and two projects are hidden from the client,
 * project, variable and dashboard lists and from the client-place tree. The API returns them;
 * hiding is the client's job. Their names come from the runtime configuration.
 */
export interface HiddenNames {
  clients: readonly string[];
  projects: readonly string[];
}

export function hiddenNamesFromConfig(
  config: Pick<AppConfig, 'hiddenClients' | 'hiddenProjects'> = getAppConfig(),
): HiddenNames {
  return { clients: config.hiddenClients, projects: config.hiddenProjects };
}

// toLowerCase, not toLocaleLowerCase('fr'): the same for French names, without a trip through the
// locale data per name (12,000 projects took ~13 ms in the structure tree bench).
const normalise = (name: string) => name.trim().toLowerCase();

function matches(names: readonly string[], name: string | null | undefined): boolean {
  if (!name) return false;
  const wanted = normalise(name);
  return names.some((hidden) => normalise(hidden) === wanted);
}

export const isHiddenClient = (hidden: HiddenNames, name: string | null | undefined) => matches(hidden.clients, name);
export const isHiddenProject = (hidden: HiddenNames, name: string | null | undefined) => matches(hidden.projects, name);

/** A clients list without the hidden test clients. */
export function withoutHiddenClients<C extends { name: string }>(clients: readonly C[], hidden: HiddenNames): C[] {
  return clients.filter((client) => !isHiddenClient(hidden, client.name));
}

/** A projects list without the hidden projects nor the projects of hidden clients. */
export function withoutHiddenProjects<R extends { name: string; place?: { client?: { name: string } | null } | null }>(
  projects: readonly R[],
  hidden: HiddenNames,
): R[] {
  return projects.filter(
    (project) => !isHiddenProject(hidden, project.name) && !isHiddenClient(hidden, project.place?.client?.name),
  );
}

/** The three lists of the tree: a hidden client takes its sites and their projects with it. */
interface HiddenStructureLists<C, P, R> {
  clients: readonly C[];
  places: readonly P[];
  projects: readonly R[];
}

export function withoutHiddenStructure<
  C extends { id: number; name: string },
  P extends { id: number; client: { id: number } },
  R extends { name: string; place: { id: number } },
>(lists: HiddenStructureLists<C, P, R>, hidden: HiddenNames): { clients: C[]; places: P[]; projects: R[] } {
  const clients = withoutHiddenClients(lists.clients, hidden);
  const clientIds = new Set(clients.map((client) => client.id));
  const places = lists.places.filter((place) => clientIds.has(place.client.id));
  const placeIds = new Set(places.map((place) => place.id));
  const projects = lists.projects.filter(
    (project) => placeIds.has(project.place.id) && !isHiddenProject(hidden, project.name),
  );
  return { clients, places, projects };
}
