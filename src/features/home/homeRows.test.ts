import { alertEventStatsRowSchema, type AlertEventStatsRow } from '../../entities/events/alertEventStats';
import {
  countLink,
  HOME_COLUMNS,
  HOME_COUNT_FIELDS,
  HOME_DEFAULT_COLUMNS,
  sortHomeRows,
  visibleHomeRows,
} from './homeRows';

function row(
  projectId: number,
  project: string,
  client: string,
  counts: Partial<AlertEventStatsRow> = {},
): AlertEventStatsRow {
  const clientRef = { id: projectId * 10, name: client };
  const site = { id: projectId * 100, name: `Site ${project}`, client: clientRef };
  return alertEventStatsRowSchema.parse({
    client: clientRef,
    site,
    project: { id: projectId, name: project, place: site },
    global: 0,
    offline: 0,
    nodata: 0,
    com: 0,
    spec: 0,
    total: 0,
    new: 0,
    tech: 0,
    daysdelay: 0,
    ...counts,
  });
}

const rows = [
  row(1, 'Chaufferie', 'Acme', { total: 3, new: 5 }),
  row(2, 'Projet Test', 'Acme', { total: 9 }),
  row(3, 'Éclairage', 'Client Démo', { total: 4 }),
  row(4, 'atelier 10', 'Zeta', { total: 3, new: 1 }),
  row(5, 'atelier 9', 'Béta', { total: 0, new: 2 }),
];
const hidden = { clients: ['Client Test', 'Client Démo'], projects: ['Projet Test', 'Projet Démo'] };
const ids = (list: readonly AlertEventStatsRow[]) => list.map((item) => item.project.id);

describe('home columns', () => {
  it('are the spec fields in order, all but the client shown by default', () => {
    expect(HOME_COLUMNS).toEqual([
      'client',
      'site',
      'project',
      'global',
      'offline',
      'nodata',
      'com',
      'spec',
      'total',
      'new',
      'tech',
      'daysdelay',
    ]);
    // The client leaves the default set: the site and the project name it, and the rest fits 1280 px.
    expect(HOME_DEFAULT_COLUMNS).toEqual(HOME_COLUMNS.filter((column) => column !== 'client'));
    expect(HOME_COUNT_FIELDS).toHaveLength(9);
  });
});

describe('visibleHomeRows', () => {
  it('drops hidden projects and the projects of hidden clients, whatever the case', () => {
    expect(ids(visibleHomeRows(rows, { clients: ['client démo'], projects: ['PROJET TEST'] }, null))).toEqual([
      1, 4, 5,
    ]);
  });

  it('puts favourite projects first, each group in its order, only when favourites are shown', () => {
    expect(ids(visibleHomeRows(rows, hidden, [5, 2, 4]))).toEqual([4, 5, 1]);
    expect(ids(visibleHomeRows(rows, hidden, []))).toEqual([1, 4, 5]);
  });
});

describe('sortHomeRows', () => {
  it('sorts names in French order with numbers read as numbers', () => {
    expect(ids(sortHomeRows(rows, { field: 'project', descending: false }))).toEqual([5, 4, 1, 3, 2]);
    expect(ids(sortHomeRows(rows, { field: 'client', descending: true }))).toEqual([4, 3, 5, 1, 2]);
  });

  it('sorts counts by value, ties keeping their order', () => {
    expect(ids(sortHomeRows(rows, { field: 'total', descending: true }))).toEqual([2, 3, 1, 4, 5]);
    expect(ids(sortHomeRows(rows, { field: 'new', descending: false }))).toEqual([2, 3, 4, 5, 1]);
  });

  it('keeps the order without a sort or with an unknown field, and favourites stay on top after sorting', () => {
    expect(ids(sortHomeRows(rows, null))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(sortHomeRows(rows, { field: 'bogus', descending: true }))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(visibleHomeRows(sortHomeRows(rows, { field: 'new', descending: true }), hidden, [4, 5]))).toEqual([
      5, 4, 1,
    ]);
  });
});

describe('countLink', () => {
  const project = rows[0] as AlertEventStatsRow;

  it('links in-progress counts to the current view, not cancelled', () => {
    expect(countLink(project, 'nodata')).toEqual({
      to: '/events',
      search: { projectId: 1, view: 'current', cancelled: false, type: 'nodata' },
    });
    expect(countLink(project, 'total')).toEqual({
      to: '/events',
      search: { projectId: 1, view: 'current', cancelled: false },
    });
    expect(countLink(project, 'tech')).toEqual({
      to: '/events',
      search: { projectId: 1, view: 'current', cancelled: false, category: 'tech' },
    });
    expect(countLink(project, 'offline').search).toMatchObject({ category: 'offline' });
  });

  it('links all-time counts to every event of the project, with no period', () => {
    expect(countLink(project, 'global')).toEqual({
      to: '/events',
      search: { projectId: 1, view: 'all', range: 'all', cancelled: false },
    });
    expect(countLink(project, 'new')).toEqual({
      to: '/events',
      search: { projectId: 1, view: 'all', range: 'all', cancelled: false, status: ['new'] },
    });
  });

  it('links the days of delay to the project’s variables', () => {
    expect(countLink(project, 'daysdelay')).toEqual({ to: '/automatic-variables', search: { projectId: 1 } });
  });
});
