import type { NavigatorClient, NavigatorPlace } from './navigatorNodes';

/**
 * The navigator's search: by name at any level, without regard to case or accents ("acieries"
 * finds "Aciéries"). A match keeps its ancestors, so that it shows where it sits; a matching
 * client or site keeps its whole content, so that it can still be browsed.
 */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr');

export function searchFolded(query: string): string {
  return fold(query.trim());
}

export interface NavigatorSearchResult {
  clients: NavigatorClient[];
  /** How many clients, sites and projects match. */
  matchCount: number;
  /** The ancestors of every match: open while searching. */
  expand: Set<string>;
}

export function searchNavigator(clients: readonly NavigatorClient[], query: string): NavigatorSearchResult {
  const wanted = searchFolded(query);
  if (!wanted) return { clients: [...clients], matchCount: 0, expand: new Set() };
  const hit = (name: string) => fold(name).includes(wanted);
  let matchCount = 0;
  const expand = new Set<string>();
  const kept: NavigatorClient[] = [];
  for (const client of clients) {
    const clientHit = hit(client.name);
    if (clientHit) matchCount += 1;
    const places: NavigatorPlace[] = [];
    for (const place of client.places) {
      const placeHit = hit(place.name);
      if (placeHit) matchCount += 1;
      const projects = place.projects.filter((project) => hit(project.name));
      matchCount += projects.length;
      if (projects.length > 0) expand.add(place.key);
      if (placeHit || projects.length > 0) expand.add(client.key);
      if (placeHit || clientHit) places.push(place);
      else if (projects.length > 0) places.push({ ...place, projects });
    }
    if (clientHit) kept.push(client);
    else if (places.length > 0) kept.push({ ...client, places });
  }
  return { clients: kept, matchCount, expand };
}

/** A name cut into text runs, the matching ones marked: rendered as text and <mark>, never as HTML. */
export function highlightRuns(name: string, query: string): { text: string; match: boolean }[] {
  const wanted = searchFolded(query);
  if (!wanted) return [{ text: name, match: false }];
  // Fold character by character so that positions in the folded text are positions in the name.
  const chars = [...name];
  const folded = chars.map(fold);
  const runs: { text: string; match: boolean }[] = [];
  let index = 0;
  let plain = '';
  while (index < chars.length) {
    let length = 0;
    let acc = '';
    while (index + length < chars.length && acc.length < wanted.length) {
      acc += folded[index + length];
      length += 1;
    }
    if (acc === wanted) {
      if (plain) runs.push({ text: plain, match: false });
      plain = '';
      runs.push({ text: chars.slice(index, index + length).join(''), match: true });
      index += length;
    } else {
      plain += chars[index];
      index += 1;
    }
  }
  if (plain) runs.push({ text: plain, match: false });
  return runs;
}
