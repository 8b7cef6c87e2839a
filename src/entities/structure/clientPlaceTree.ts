/**
 * spec 001 §3 "Client-place tree: clients contain places, which contain projects. A flattened
 * table has projectId, projectName, siteId, siteName, clientId, clientName, numProjectPerSite and
 * numProjectPerClient; the counts are on the first row of a group and 0 on the others."
 * Pure: built from the three lists the API answers.
 */
export interface StructureClient {
  id: number;
  name: string;
}
export interface StructurePlace {
  id: number;
  name: string;
  client: { id: number };
}
export interface StructureProject {
  id: number;
  name: string;
  place: { id: number };
}

export interface StructureLists<C extends StructureClient, P extends StructurePlace, R extends StructureProject> {
  clients: readonly C[];
  places: readonly P[];
  projects: readonly R[];
}

export type PlaceNode<P extends StructurePlace, R extends StructureProject> = P & { projects: R[] };
export type ClientNode<C extends StructureClient, P extends StructurePlace, R extends StructureProject> = C & {
  places: PlaceNode<P, R>[];
};

export interface ClientPlaceRow {
  projectId: number;
  projectName: string;
  siteId: number;
  siteName: string;
  clientId: number;
  clientName: string;
  numProjectPerSite: number;
  numProjectPerClient: number;
}

// One collator for every comparison: localeCompare with options builds one per call, which made
// sorting a 12,000-node tree take hundreds of milliseconds.
const collator = new Intl.Collator('fr', { sensitivity: 'base' });
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);

/**
 * Clients, their sites and each site's projects, sorted by name at every level. A site whose
 * client is not in the list, or a project whose site is not, has no place in the tree.
 */
export function buildClientPlaceTree<C extends StructureClient, P extends StructurePlace, R extends StructureProject>(
  lists: StructureLists<C, P, R>,
): ClientNode<C, P, R>[] {
  const projectsByPlace = new Map<number, R[]>();
  for (const project of lists.projects) {
    const siblings = projectsByPlace.get(project.place.id) ?? [];
    siblings.push(project);
    projectsByPlace.set(project.place.id, siblings);
  }
  const placesByClient = new Map<number, PlaceNode<P, R>[]>();
  for (const place of lists.places) {
    const node: PlaceNode<P, R> = { ...place, projects: [...(projectsByPlace.get(place.id) ?? [])].sort(byName) };
    const siblings = placesByClient.get(place.client.id) ?? [];
    siblings.push(node);
    placesByClient.set(place.client.id, siblings);
  }
  return [...lists.clients]
    .sort(byName)
    .map((client) => ({ ...client, places: [...(placesByClient.get(client.id) ?? [])].sort(byName) }));
}

/** One row per project, in tree order; a site without projects has no row. */
export function flattenClientPlaceTree<C extends StructureClient, P extends StructurePlace, R extends StructureProject>(
  tree: readonly ClientNode<C, P, R>[],
): ClientPlaceRow[] {
  const rows: ClientPlaceRow[] = [];
  for (const client of tree) {
    const perClient = client.places.reduce((count, place) => count + place.projects.length, 0);
    let firstOfClient = true;
    for (const place of client.places) {
      place.projects.forEach((project, index) => {
        rows.push({
          projectId: project.id,
          projectName: project.name,
          siteId: place.id,
          siteName: place.name,
          clientId: client.id,
          clientName: client.name,
          numProjectPerSite: index === 0 ? place.projects.length : 0,
          numProjectPerClient: firstOfClient ? perClient : 0,
        });
        firstOfClient = false;
      });
    }
  }
  return rows;
}
