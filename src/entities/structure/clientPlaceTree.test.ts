import { buildClientPlaceTree, flattenClientPlaceTree } from './clientPlaceTree';

const clients = [
  { id: 2, name: 'Papeteries de Bretagne' },
  { id: 1, name: 'Aciéries du Nord' },
  { id: 3, name: 'Laiteries Alpines' },
];
const places = [
  { id: 11, name: 'Valenciennes', client: { id: 1 } },
  { id: 10, name: 'Dunkerque', client: { id: 1 } },
  { id: 20, name: 'Quimperlé', client: { id: 2 } },
  { id: 30, name: 'Annecy (sans projet)', client: { id: 3 } },
  { id: 99, name: 'Site orphelin', client: { id: 42 } },
];
const projects = [
  { id: 1, name: 'Utilités', place: { id: 10 } },
  { id: 2, name: 'Air comprimé', place: { id: 10 } },
  { id: 3, name: 'Fours', place: { id: 11 } },
  { id: 4, name: 'Vapeur', place: { id: 20 } },
  { id: 5, name: 'Projet orphelin', place: { id: 77 } },
];

describe('buildClientPlaceTree', () => {
  it('nests projects in sites in clients, sorted by name, keeping each row’s fields', () => {
    const tree = buildClientPlaceTree({ clients, places, projects });
    expect(tree.map((client) => client.name)).toEqual([
      'Aciéries du Nord',
      'Laiteries Alpines',
      'Papeteries de Bretagne',
    ]);
    const [acieries] = tree;
    expect(acieries?.places.map((place) => place.name)).toEqual(['Dunkerque', 'Valenciennes']);
    expect(acieries?.places[0]?.projects.map((project) => project.name)).toEqual(['Air comprimé', 'Utilités']);
    expect(tree[1]?.places).toEqual([{ id: 30, name: 'Annecy (sans projet)', client: { id: 3 }, projects: [] }]);
  });

  it('leaves out sites and projects whose parent is not listed', () => {
    const tree = buildClientPlaceTree({ clients, places, projects });
    const placeIds = tree.flatMap((client) => client.places.map((place) => place.id));
    expect(placeIds).not.toContain(99);
    expect(
      tree.flatMap((client) => client.places.flatMap((place) => place.projects.map((project) => project.id))),
    ).not.toContain(5);
  });

  it('answers an empty tree for empty lists', () => {
    expect(buildClientPlaceTree({ clients: [], places: [], projects: [] })).toEqual([]);
  });
});

describe('flattenClientPlaceTree (spec 001 §3)', () => {
  it('has one row per project with the counts on the first row of each group and 0 on the others', () => {
    const rows = flattenClientPlaceTree(buildClientPlaceTree({ clients, places, projects }));
    expect(rows).toEqual([
      {
        projectId: 2,
        projectName: 'Air comprimé',
        siteId: 10,
        siteName: 'Dunkerque',
        clientId: 1,
        clientName: 'Aciéries du Nord',
        numProjectPerSite: 2,
        numProjectPerClient: 3,
      },
      {
        projectId: 1,
        projectName: 'Utilités',
        siteId: 10,
        siteName: 'Dunkerque',
        clientId: 1,
        clientName: 'Aciéries du Nord',
        numProjectPerSite: 0,
        numProjectPerClient: 0,
      },
      {
        projectId: 3,
        projectName: 'Fours',
        siteId: 11,
        siteName: 'Valenciennes',
        clientId: 1,
        clientName: 'Aciéries du Nord',
        numProjectPerSite: 1,
        numProjectPerClient: 0,
      },
      {
        projectId: 4,
        projectName: 'Vapeur',
        siteId: 20,
        siteName: 'Quimperlé',
        clientId: 2,
        clientName: 'Papeteries de Bretagne',
        numProjectPerSite: 1,
        numProjectPerClient: 1,
      },
    ]);
  });

  it('puts the client count on the first row even when the client’s first site has no project', () => {
    const rows = flattenClientPlaceTree(
      buildClientPlaceTree({
        clients: [{ id: 1, name: 'A' }],
        places: [
          { id: 1, name: 'A1', client: { id: 1 } },
          { id: 2, name: 'A2', client: { id: 1 } },
        ],
        projects: [{ id: 7, name: 'P', place: { id: 2 } }],
      }),
    );
    expect(rows).toEqual([
      {
        projectId: 7,
        projectName: 'P',
        siteId: 2,
        siteName: 'A2',
        clientId: 1,
        clientName: 'A',
        numProjectPerSite: 1,
        numProjectPerClient: 1,
      },
    ]);
  });
});
