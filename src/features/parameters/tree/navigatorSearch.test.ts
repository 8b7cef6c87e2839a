import { groupClientPlaceRows, type NavigatorClient } from './navigatorNodes';
import { highlightRuns, searchNavigator } from './navigatorSearch';
import { visibleItems } from './visibleItems';
import { treeKeyAction, typeAheadIndex } from './treeKeys';

const clients: NavigatorClient[] = groupClientPlaceRows([
  {
    clientId: 1,
    clientName: 'Aciéries du Nord',
    siteId: 10,
    siteName: 'Dunkerque',
    projectId: 1,
    projectName: 'Air comprimé',
    numProjectPerClient: 3,
    numProjectPerSite: 2,
  },
  {
    clientId: 1,
    clientName: 'Aciéries du Nord',
    siteId: 10,
    siteName: 'Dunkerque',
    projectId: 2,
    projectName: 'Utilités',
    numProjectPerClient: 0,
    numProjectPerSite: 0,
  },
  {
    clientId: 1,
    clientName: 'Aciéries du Nord',
    siteId: 11,
    siteName: 'Valenciennes',
    projectId: 3,
    projectName: 'Fours',
    numProjectPerClient: 0,
    numProjectPerSite: 1,
  },
  {
    clientId: 2,
    clientName: 'Papeteries de Bretagne',
    siteId: 20,
    siteName: 'Quimperlé',
    projectId: 4,
    projectName: 'Vapeur',
    numProjectPerClient: 1,
    numProjectPerSite: 1,
  },
]);

describe('the navigator search', () => {
  it('keeps a match with its ancestors, opens them, and counts the matches, without regard to accents', () => {
    const result = searchNavigator(clients, 'utilites');
    expect(result.matchCount).toBe(1);
    expect(result.clients.map((client) => client.name)).toEqual(['Aciéries du Nord']);
    expect(
      result.clients[0]?.places.map((place) => [place.name, place.projects.map((project) => project.name)]),
    ).toEqual([['Dunkerque', ['Utilités']]]);
    expect([...result.expand].sort()).toEqual(['client:1', 'place:10']);
    // The counts stay the client's own, not those of what the search leaves shown.
    expect(visibleItems(result.clients, result.expand)[0]?.placeCount).toBe(2);
  });

  it('keeps the whole content of a matching client or site', () => {
    const result = searchNavigator(clients, 'quimper');
    expect(result.clients[0]?.places[0]?.projects.map((project) => project.name)).toEqual(['Vapeur']);
    expect(searchNavigator(clients, 'ACIER').clients[0]?.places).toHaveLength(2);
  });

  it('says when nothing matches', () => {
    expect(searchNavigator(clients, 'zzz')).toMatchObject({ clients: [], matchCount: 0 });
  });

  it('marks the matching text of a name, accents kept as written', () => {
    expect(highlightRuns('Aciéries du Nord', 'acier')).toEqual([
      { text: 'Aciér', match: true },
      { text: 'ies du Nord', match: false },
    ]);
    expect(highlightRuns('<b>Fours</b>', 'four')).toEqual([
      { text: '<b>', match: false },
      { text: 'Four', match: true },
      { text: 's</b>', match: false },
    ]);
  });
});

describe('the visible rows and the keyboard (WAI-ARIA APG tree view)', () => {
  it('shows only the children of open nodes, each with its level, position and set size', () => {
    const items = visibleItems(clients, new Set(['client:1']));
    expect(items.map((item) => [item.node.name, item.level, item.posInSet, item.setSize, item.expanded])).toEqual([
      ['Aciéries du Nord', 1, 1, 2, true],
      ['Dunkerque', 2, 1, 2, false],
      ['Valenciennes', 2, 2, 2, false],
      ['Papeteries de Bretagne', 1, 2, 2, false],
    ]);
    expect(items[0]?.placeCount).toBe(2);
  });

  it('moves, opens and closes with the arrows, Home and End', () => {
    const items = visibleItems(clients, new Set(['client:1', 'place:10']));
    expect(treeKeyAction(items, 0, 'ArrowDown')).toEqual({ kind: 'focus', index: 1 });
    expect(treeKeyAction(items, 0, 'ArrowUp')).toEqual({ kind: 'none' });
    expect(treeKeyAction(items, 0, 'End')).toEqual({ kind: 'focus', index: items.length - 1 });
    expect(treeKeyAction(items, 3, 'Home')).toEqual({ kind: 'focus', index: 0 });
    expect(treeKeyAction(items, 0, 'ArrowRight')).toEqual({ kind: 'focus', index: 1 });
    expect(treeKeyAction(items, 4, 'ArrowRight')).toEqual({ kind: 'toggle', key: 'place:11', open: true });
    expect(treeKeyAction(items, 1, 'ArrowLeft')).toEqual({ kind: 'toggle', key: 'place:10', open: false });
    // A project goes to its site; a closed site to its client.
    expect(treeKeyAction(items, 2, 'ArrowLeft')).toEqual({ kind: 'focus', index: 1 });
    expect(treeKeyAction(items, 4, 'ArrowLeft')).toEqual({ kind: 'focus', index: 0 });
    expect(treeKeyAction(items, 2, 'ArrowRight')).toEqual({ kind: 'none' });
  });

  it('jumps to the next name starting with a typed letter', () => {
    const items = visibleItems(clients, new Set(['client:1']));
    expect(typeAheadIndex(items, 0, 'p')).toBe(3);
    expect(typeAheadIndex(items, 3, 'a')).toBe(0);
    expect(typeAheadIndex(items, 0, 'x')).toBeUndefined();
  });
});
