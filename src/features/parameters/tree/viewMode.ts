import { structureSourceSearch, type StructureSource } from './structureSource';

/**
 * spec 001 §4 "A router state holds a view mode: none (0), clientView, placeView or projectView,
 * with a current entity id and a source." Here it is read from the URL, so that a copied link, a
 * reload or the back button give the same view: an entity's pages give its mode and id, the lists
 * and every other page give none.
 */
export type StructureViewKind = 'clientView' | 'placeView' | 'projectView';

export type StructureViewMode =
  { mode: 'none'; source?: StructureSource } | { mode: StructureViewKind; id: number; source?: StructureSource };

const ENTITY_PATHS: readonly [RegExp, StructureViewKind][] = [
  [/^\/parameters\/clients\/(\d{1,15})(?:\/|$)/, 'clientView'],
  [/^\/parameters\/places\/(\d{1,15})(?:\/|$)/, 'placeView'],
  [/^\/parameters\/projects\/(\d{1,15})(?:\/|$)/, 'projectView'],
];

export function viewModeFromLocation(pathname: string, search: Readonly<Record<string, unknown>>): StructureViewMode {
  const source = structureSourceSearch.parse(search['source']);
  const withSource = source ? { source } : {};
  for (const [pattern, mode] of ENTITY_PATHS) {
    const match = pattern.exec(pathname);
    if (match?.[1]) return { mode, id: Number(match[1]), ...withSource };
  }
  return { mode: 'none', ...withSource };
}
