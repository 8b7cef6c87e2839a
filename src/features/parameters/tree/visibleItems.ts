import type { NavigatorClient, NavigatorNode } from './navigatorNodes';

/**
 * The rows of the navigator as shown: only expanded nodes' children are there (so a collapsed
 * tree of 12,000 nodes is a list of its clients), each with what an ARIA tree item says about
 * its place: level, position among its siblings, their number, its parent.
 */
export interface VisibleItem {
  node: NavigatorNode;
  level: number;
  posInSet: number;
  setSize: number;
  parentKey?: string;
  /** Undefined for a leaf (a project), true or false for a client or a site. */
  expanded?: boolean;
  /** A client's number of sites. */
  placeCount?: number;
}

export function visibleItems(clients: readonly NavigatorClient[], expanded: ReadonlySet<string>): VisibleItem[] {
  const items: VisibleItem[] = [];
  clients.forEach((client, clientIndex) => {
    const clientOpen = expanded.has(client.key);
    items.push({
      node: client,
      level: 1,
      posInSet: clientIndex + 1,
      setSize: clients.length,
      expanded: clientOpen,
      placeCount: client.placeCount,
    });
    if (!clientOpen) return;
    client.places.forEach((place, placeIndex) => {
      const placeOpen = expanded.has(place.key);
      items.push({
        node: place,
        level: 2,
        posInSet: placeIndex + 1,
        setSize: client.places.length,
        parentKey: client.key,
        expanded: placeOpen,
      });
      if (!placeOpen) return;
      place.projects.forEach((project, projectIndex) => {
        items.push({
          node: project,
          level: 3,
          posInSet: projectIndex + 1,
          setSize: place.projects.length,
          parentKey: place.key,
        });
      });
    });
  });
  return items;
}

/** The page each node opens (spec 001 §2), with the navigator as its source (spec 001 §4). */
export function nodePath(node: NavigatorNode): string {
  const section = 'main-informations?source=tree';
  if (node.kind === 'client') return `/parameters/clients/${node.id}/${section}`;
  if (node.kind === 'place') return `/parameters/places/${node.id}/${section}`;
  return `/parameters/projects/${node.id}/${section}`;
}
