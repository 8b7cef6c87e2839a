import { clientListSearchSchema, clientSortOf, withClientSearch } from './clientListSearch';
import { clientRows, sortClientRows } from './clientRows';
import { structureCounts } from './structureCounts';

const tree = [
  {
    id: 1,
    name: 'Aciéries du Nord',
    places: [
      { id: 10, name: 'Dunkerque', projects: [{ id: 1 }, { id: 2 }] },
      { id: 11, name: 'Valenciennes', projects: [{ id: 3 }] },
    ],
  },
  { id: 3, name: 'Laiteries Alpines', places: [{ id: 30, name: 'Annecy', projects: [] }] },
];
const clients = [
  { id: 3, name: 'Laiteries Alpines', shortName: 'LAL' },
  { id: 1, name: 'Aciéries du Nord', shortName: 'ADN' },
  { id: 4, name: 'Verreries Océanes', shortName: null },
];

describe('the clients list', () => {
  it('counts each client’s sites and projects, and each site’s projects, from the tree', () => {
    const counts = structureCounts({ tree });
    expect(counts.client.get(1)).toEqual({ places: 2, projects: 3 });
    expect(counts.client.get(3)).toEqual({ places: 1, projects: 0 });
    expect(counts.place.get(10)).toBe(2);
  });

  it('gives each client its counts (0 when not in the tree, unknown while the tree is not read)', () => {
    const counts = structureCounts({ tree });
    expect(clientRows(clients, counts).map((row) => [row.name, row.places, row.projects])).toEqual([
      ['Laiteries Alpines', 1, 0],
      ['Aciéries du Nord', 2, 3],
      ['Verreries Océanes', 0, 0],
    ]);
    expect(clientRows(clients, undefined)[0]).toMatchObject({ places: undefined, projects: undefined });
  });

  it('sorts by name by default, by any column on demand, unknown values last', () => {
    const rows = clientRows(clients, structureCounts({ tree }));
    expect(sortClientRows(rows, null).map((row) => row.id)).toEqual([1, 3, 4]);
    expect(sortClientRows(rows, { field: 'projects', descending: true }).map((row) => row.id)).toEqual([1, 3, 4]);
    expect(sortClientRows(rows, { field: 'shortName', descending: false }).map((row) => row.id)).toEqual([1, 3, 4]);
    expect(sortClientRows(rows, { field: 'shortName', descending: true }).map((row) => row.id)).toEqual([3, 1, 4]);
  });

  it('reads its search from the URL, dropping what does not fit', () => {
    expect(clientListSearchSchema.parse({ name: ' acier ', sort: '-projects' })).toEqual({
      name: 'acier',
      sort: '-projects',
    });
    expect(clientListSearchSchema.parse({ name: '', sort: 'city' })).toEqual({});
    expect(clientSortOf({ sort: '-places' })).toEqual({ field: 'places', descending: true });
    expect(withClientSearch({ name: 'a', sort: 'name' }, { name: undefined })).toEqual({ sort: 'name' });
  });
});
