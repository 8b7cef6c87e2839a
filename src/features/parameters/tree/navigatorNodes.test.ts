import { buildClientPlaceTree, flattenClientPlaceTree } from '../../../entities/structure/clientPlaceTree';
import { withoutHiddenStructure } from '../../../entities/structure/hiddenStructure';
import { ancestorKeys, findNode, groupClientPlaceRows } from './navigatorNodes';

const hidden = { clients: ['Client Test'], projects: ['Projet Démo'] };
const clients = [
  { id: 1, name: 'Aciéries du Nord' },
  { id: 2, name: 'Papeteries de Bretagne' },
  { id: 3, name: 'Laiteries Alpines' },
  { id: 5, name: 'Client Test' },
];
const places = [
  { id: 10, name: 'Dunkerque', client: { id: 1 } },
  { id: 11, name: 'Valenciennes', client: { id: 1 } },
  { id: 20, name: 'Quimperlé', client: { id: 2 } },
  { id: 30, name: 'Annecy', client: { id: 3 } },
  { id: 50, name: 'Site de test', client: { id: 5 } },
];
const projects = [
  { id: 1, name: 'Utilités', place: { id: 10 } },
  { id: 2, name: 'Air comprimé', place: { id: 10 } },
  { id: 3, name: 'Fours', place: { id: 11 } },
  { id: 4, name: 'Vapeur', place: { id: 20 } },
  { id: 6, name: 'Projet Démo', place: { id: 20 } },
  { id: 7, name: 'Banc d’essai', place: { id: 50 } },
];

function setupTree() {
  const tree = buildClientPlaceTree(withoutHiddenStructure({ clients, places, projects }, hidden));
  return { tree, rows: flattenClientPlaceTree(tree) };
}

describe('the navigator built from the flattened table (spec 001 §3)', () => {
  it('flattens with the counts on the first row of a group and 0 on the others, hidden structure absent', () => {
    const { rows } = setupTree();
    expect(
      rows.map((row) => [
        row.clientName,
        row.siteName,
        row.projectName,
        row.numProjectPerClient,
        row.numProjectPerSite,
      ]),
    ).toEqual([
      ['Aciéries du Nord', 'Dunkerque', 'Air comprimé', 3, 2],
      ['Aciéries du Nord', 'Dunkerque', 'Utilités', 0, 0],
      ['Aciéries du Nord', 'Valenciennes', 'Fours', 0, 1],
      ['Papeteries de Bretagne', 'Quimperlé', 'Vapeur', 1, 1],
    ]);
  });

  it('groups the rows back into clients and sites with their counts', () => {
    const { rows } = setupTree();
    const grouped = groupClientPlaceRows(rows);
    expect(
      grouped.map((client) => [
        client.name,
        client.projectCount,
        client.places.map((place) => [place.name, place.projectCount, place.projects.map((project) => project.name)]),
      ]),
    ).toEqual([
      [
        'Aciéries du Nord',
        3,
        [
          ['Dunkerque', 2, ['Air comprimé', 'Utilités']],
          ['Valenciennes', 1, ['Fours']],
        ],
      ],
      ['Papeteries de Bretagne', 1, [['Quimperlé', 1, ['Vapeur']]]],
    ]);
  });

  it('adds from the tree the clients and sites that have no project row, with 0, and never the hidden ones', () => {
    const { tree, rows } = setupTree();
    const grouped = groupClientPlaceRows(rows, tree);
    expect(grouped.map((client) => [client.name, client.places.length, client.projectCount])).toEqual([
      ['Aciéries du Nord', 2, 3],
      ['Laiteries Alpines', 1, 0],
      ['Papeteries de Bretagne', 1, 1],
    ]);
    expect(grouped[1]?.places[0]).toMatchObject({ name: 'Annecy', projectCount: 0, projects: [] });
    const names = JSON.stringify(grouped);
    expect(names).not.toContain('Client Test');
    expect(names).not.toContain('Projet Démo');
    expect(names).not.toContain('Banc d’essai');
  });

  it('finds a node and its ancestors by key', () => {
    const { tree, rows } = setupTree();
    const grouped = groupClientPlaceRows(rows, tree);
    expect(ancestorKeys(grouped, 'project:3')).toEqual(['client:1', 'place:11']);
    expect(ancestorKeys(grouped, 'place:20')).toEqual(['client:2']);
    expect(ancestorKeys(grouped, 'client:3')).toEqual([]);
    expect(findNode(grouped, 'project:4')?.name).toBe('Vapeur');
    expect(findNode(grouped, 'project:6')).toBeUndefined();
  });
});
