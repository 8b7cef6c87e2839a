/**
 * The counts the clients list and the client page show, from the client-place tree (hidden test
 * structure already out): a client's sites and projects, a site's projects.
 */
export interface StructureCounts {
  client: ReadonlyMap<number, { places: number; projects: number }>;
  place: ReadonlyMap<number, number>;
}

/** The tree's shape as far as counting goes (ClientPlaceTreeData's `tree`). */
interface CountedTree {
  tree: readonly { id: number; places: readonly { id: number; projects: readonly unknown[] }[] }[];
}

export function structureCounts(data: CountedTree): StructureCounts {
  const client = new Map<number, { places: number; projects: number }>();
  const place = new Map<number, number>();
  for (const node of data.tree) {
    let projects = 0;
    for (const site of node.places) {
      place.set(site.id, site.projects.length);
      projects += site.projects.length;
    }
    client.set(node.id, { places: node.places.length, projects });
  }
  return { client, place };
}
