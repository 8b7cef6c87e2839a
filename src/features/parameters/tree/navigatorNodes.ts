import type { ClientPlaceRow } from '../../../entities/structure/clientPlaceTree';

/**
 * The navigator's clients, sites and projects, grouped back from the flattened table of spec 001 §3
 * (one row per project, the counts on the first row of a group and 0 on the others). The table
 * has no row for a site without projects or a client without sites: those come from the tree's
 * own lists, with a count of 0, so that every site can still be opened from the navigator.
 */
export interface NavigatorProject {
  kind: 'project';
  key: string;
  id: number;
  name: string;
}
export interface NavigatorPlace {
  kind: 'place';
  key: string;
  id: number;
  name: string;
  projectCount: number;
  projects: NavigatorProject[];
}
export interface NavigatorClient {
  kind: 'client';
  key: string;
  id: number;
  name: string;
  /** The client's sites and projects, whatever a search leaves shown. */
  placeCount: number;
  projectCount: number;
  places: NavigatorPlace[];
}
export type NavigatorNode = NavigatorClient | NavigatorPlace | NavigatorProject;
export type NavigatorKind = NavigatorNode['kind'];

export const nodeKey = (kind: NavigatorKind, id: number) => `${kind}:${id}`;

/** The tree's shape without the entities' other fields: clients, their sites, each site's projects. */
export interface StructureOutline {
  id: number;
  name: string;
  places: { id: number; name: string; projects: unknown[] }[];
}

export function groupClientPlaceRows(
  rows: readonly ClientPlaceRow[],
  outline: readonly StructureOutline[] = [],
): NavigatorClient[] {
  const clients = new Map<number, NavigatorClient>();
  const places = new Map<number, NavigatorPlace>();
  for (const row of rows) {
    let client = clients.get(row.clientId);
    if (!client) {
      // The first row of a client's group carries its count.
      client = {
        kind: 'client',
        key: nodeKey('client', row.clientId),
        id: row.clientId,
        name: row.clientName,
        placeCount: 0,
        projectCount: row.numProjectPerClient,
        places: [],
      };
      clients.set(row.clientId, client);
    }
    let place = places.get(row.siteId);
    if (!place) {
      place = {
        kind: 'place',
        key: nodeKey('place', row.siteId),
        id: row.siteId,
        name: row.siteName,
        projectCount: row.numProjectPerSite,
        projects: [],
      };
      places.set(row.siteId, place);
      client.places.push(place);
      client.placeCount += 1;
    }
    place.projects.push({
      kind: 'project',
      key: nodeKey('project', row.projectId),
      id: row.projectId,
      name: row.projectName,
    });
  }
  if (outline.length === 0) return [...clients.values()];
  // The outline gives the order and the clients and sites that have no project row.
  return outline.map((entry) => {
    const grouped = clients.get(entry.id);
    return {
      kind: 'client',
      key: nodeKey('client', entry.id),
      id: entry.id,
      name: entry.name,
      placeCount: entry.places.length,
      projectCount: grouped?.projectCount ?? 0,
      places: entry.places.map(
        (site): NavigatorPlace =>
          places.get(site.id) ?? {
            kind: 'place',
            key: nodeKey('place', site.id),
            id: site.id,
            name: site.name,
            projectCount: 0,
            projects: [],
          },
      ),
    };
  });
}

/** The keys of a node's ancestors, outermost first (empty when the node is not in the tree). */
export function ancestorKeys(clients: readonly NavigatorClient[], key: string): string[] {
  for (const client of clients) {
    if (client.key === key) return [];
    for (const place of client.places) {
      if (place.key === key) return [client.key];
      if (place.projects.some((project) => project.key === key)) return [client.key, place.key];
    }
  }
  return [];
}

/** A node found by its key, for the "Project view · name" line. */
export function findNode(clients: readonly NavigatorClient[], key: string): NavigatorNode | undefined {
  for (const client of clients) {
    if (client.key === key) return client;
    for (const place of client.places) {
      if (place.key === key) return place;
      const project = place.projects.find((candidate) => candidate.key === key);
      if (project) return project;
    }
  }
  return undefined;
}
