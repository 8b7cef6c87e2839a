import type { MockDatabase } from './db/database';
import { clientOfPlace, clientOfProject } from './handlers/scope';
import { isStaffContact } from './handlers/reports/recipients';

/*
 * Every read of the demo API, with whose each row is, for the scoping walk (scopingWalk.test.ts):
 * a list is read whole and each row it answers is traced back to its client; a detail is read for
 * a row of the customer's client (Aciéries du Nord, client 1) and for another client's.
 */

/** A row's client, or SHARED for a row meant for every client (a global scenario, a staff contact). */
export const SHARED = 'shared';
export type Owner = number | typeof SHARED | null;

export interface Resource {
  /** What the table names it by. */
  name: string;
  /** The list's path; none when the resource has no list call. */
  list?: string;
  /** The detail path of a row; none when the resource has no detail call. */
  detail?: (id: number) => string;
  /** Every row and whose it is, from the database. */
  rows: (db: MockDatabase) => { id: number; owner: Owner }[];
  /** The id of an answered list row; `id` by default. */
  answerId?: (row: Record<string, unknown>) => number;
}

const byProject = (db: MockDatabase, projectId: number | null | undefined): Owner => clientOfProject(db, projectId);
const aapeOwner = (db: MockDatabase, aapeId: number) =>
  byProject(db, db.aapes.find((aape) => aape.id === aapeId)?.projectId);
const balanceOwner = (db: MockDatabase, balanceId: number) =>
  aapeOwner(db, db.balanceAapes.find((balance) => balance.balance_aape_id === balanceId)?.aape_id ?? 0);
const variableOwner = (db: MockDatabase, variableId: number) =>
  clientOfPlace(db, db.variables.find((variable) => variable.id === variableId)?.placeId);
const dashboardOwner = (db: MockDatabase, dashboardId: number) =>
  byProject(db, db.dashboards.find((dashboard) => dashboard.id === dashboardId)?.projectId);

/** Rows owned through a project id. */
const ofProjects = <R extends { id: number; projectId: number | null }>(rows: (db: MockDatabase) => readonly R[]) => {
  return (db: MockDatabase) => rows(db).map((row) => ({ id: row.id, owner: byProject(db, row.projectId) }));
};

export const RESOURCES: readonly Resource[] = [
  {
    name: 'clients',
    list: 'clients',
    detail: (id) => `clients/${id}`,
    rows: (db) => db.clients.map((row) => ({ id: row.id, owner: row.id })),
  },
  {
    name: 'places',
    list: 'places',
    detail: (id) => `places/${id}`,
    rows: (db) => db.places.map((row) => ({ id: row.id, owner: row.clientId })),
  },
  {
    name: 'project',
    list: 'project',
    detail: (id) => `project/${id}`,
    rows: ofProjects((db) => db.projects.map((row) => ({ ...row, projectId: row.id }))),
  },
  { name: 'project-energy', list: 'project-energy', rows: ofProjects((db) => db.projectEnergies) },
  {
    name: 'bexsupport/files',
    list: 'bexsupport/files',
    rows: ofProjects((db) => db.supportFiles),
    answerId: (row) => Number(row.fileId),
  },
  {
    name: 'files/{id}/download (technical file)',
    detail: (id) => `files/${id}/download`,
    rows: ofProjects((db) => db.supportFiles),
  },
  {
    name: 'users',
    list: 'user',
    detail: (id) => `user/${id}`,
    // The provider's staff are no client's: a customer sees their own client's people only.
    rows: (db) => db.users.map((row) => ({ id: row.id, owner: row.isExternal ? (row.client?.id ?? null) : null })),
  },
  {
    name: 'contacts',
    list: 'contacts',
    detail: (id) => `contacts/${id}`,
    rows: (db) => db.contacts.map((row) => ({ id: row.id, owner: isStaffContact(db, row) ? SHARED : row.clientId })),
  },
  {
    name: 'variables',
    list: 'variables',
    detail: (id) => `variables/${id}`,
    rows: (db) => db.variables.map((row) => ({ id: row.id, owner: clientOfPlace(db, row.placeId) })),
  },
  {
    name: 'variables/operations',
    list: 'variables/operations',
    rows: (db) => db.variableOperations.map((row) => ({ id: row.id, owner: clientOfPlace(db, row.placeId) })),
  },
  { name: 'formula', list: 'formula', detail: (id) => `formula/${id}`, rows: ofProjects((db) => db.formulas) },
  { name: 'dashboard', list: 'dashboard', detail: (id) => `dashboard/${id}`, rows: ofProjects((db) => db.dashboards) },
  {
    name: 'graph',
    list: 'graph',
    detail: (id) => `graph/${id}`,
    rows: (db) => db.graphs.map((row) => ({ id: row.id, owner: dashboardOwner(db, row.dashboardId) })),
  },
  { name: 'alerts', list: 'alerts', detail: (id) => `alerts/${id}`, rows: ofProjects((db) => db.alerts) },
  {
    name: 'project-alerts',
    list: 'project-alerts',
    detail: (id) => `project-alerts/${id}`,
    rows: (db) =>
      ofProjects((base) => base.alerts)(db).filter((row) =>
        ['offline', 'nodata', 'com'].includes(db.alerts.find((alert) => alert.id === row.id)?.type ?? ''),
      ),
  },
  {
    name: 'scenarios',
    list: 'scenarios',
    detail: (id) => `scenarios/${id}`,
    rows: (db) =>
      db.scenarios.map((row) => ({
        id: row.id,
        owner: row.placeId === null ? SHARED : clientOfPlace(db, row.placeId),
      })),
  },
  { name: 'events', list: 'events', detail: (id) => `events/${id}`, rows: ofProjects((db) => db.alertEvents) },
  {
    name: 'events/{id}/comments',
    detail: (id) => `events/${id}/comments`,
    rows: ofProjects((db) => db.alertEvents),
  },
  { name: 'aape', list: 'aape', detail: (id) => `aape/${id}`, rows: ofProjects((db) => db.aapes) },
  {
    name: 'perimeter',
    list: 'perimeter',
    detail: (id) => `perimeter/${id}`,
    rows: (db) => db.perimeters.map((row) => ({ id: row.id, owner: aapeOwner(db, row.aapeId) })),
  },
  {
    name: 'balance-action',
    list: 'balance-action',
    detail: (id) => `balance-action/${id}`,
    rows: (db) => db.balanceAapes.map((row) => ({ id: row.balance_aape_id, owner: aapeOwner(db, row.aape_id) })),
    answerId: (row) => Number(row.balance_aape_id),
  },
  {
    name: 'balance-perimeter',
    list: 'balance-perimeter',
    detail: (id) => `balance-perimeter/${id}`,
    rows: (db) =>
      db.balancePerimeters.map((row) => ({ id: row.balance_perimeter_id, owner: balanceOwner(db, row.balanceAapeId) })),
    answerId: (row) => Number(row.balance_perimeter_id),
  },
  { name: 'reports', list: 'reports', detail: (id) => `reports/${id}`, rows: ofProjects((db) => db.reports) },
  {
    name: 'scheduled-reports',
    list: 'scheduled-reports',
    detail: (id) => `scheduled-reports/${id}`,
    rows: ofProjects((db) => db.scheduledReports),
  },
  {
    name: 'scheduled-reports/history',
    list: 'scheduled-reports/history',
    rows: ofProjects((db) => db.scheduledReportSends),
  },
  {
    name: 'bex-reports',
    list: 'bex-reports',
    detail: (id) => `bex-reports/${id}`,
    rows: ofProjects((db) => db.bexReports),
  },
  {
    name: 'cpe-programs',
    list: 'cpe-programs',
    detail: (id) => `cpe-programs/${id}`,
    rows: ofProjects((db) => db.cpePrograms),
  },
  { name: 'cpe-programs/history', list: 'cpe-programs/history', rows: ofProjects((db) => db.cpeSends) },
  {
    name: 'custom-reports',
    list: 'custom-reports',
    detail: (id) => `custom-reports/${id}`,
    rows: ofProjects((db) => db.customReports),
  },
  {
    name: 'interventions',
    list: 'interventions',
    detail: (id) => `interventions/${id}`,
    rows: ofProjects((db) => db.interventions),
  },
  {
    name: 'imports',
    list: 'imports',
    rows: (db) => db.imports.map((row) => ({ id: row.id, owner: clientOfPlace(db, row.placeId) })),
  },
  {
    name: 'download-requests',
    list: 'download-requests',
    detail: (id) => `download-requests/${id}`,
    rows: (db) =>
      db.downloads.map((row) => ({
        id: row.id,
        owner:
          row.projectId !== null
            ? byProject(db, row.projectId)
            : (variableOwner(db, row.variables[0]?.variableId ?? 0) ?? null),
      })),
  },
  {
    name: 'files',
    list: 'files',
    detail: (id) => `files/${id}`,
    rows: (db) =>
      db.downloads.map((row) => ({
        id: row.id,
        owner:
          row.projectId !== null ? byProject(db, row.projectId) : variableOwner(db, row.variables[0]?.variableId ?? 0),
      })),
  },
  {
    name: 'files/{id}/download',
    detail: (id) => `files/${id}/download`,
    rows: (db) =>
      db.downloads
        .filter((row) => row.status === 'ready' && row.projectId !== null)
        .map((row) => ({ id: row.id, owner: byProject(db, row.projectId) })),
  },
  {
    name: 'download-configs',
    list: 'download-configs',
    detail: (id) => `download-configs/${id}`,
    rows: ofProjects((db) => db.downloadConfigs),
  },
  {
    name: 'analytics-configurations',
    list: 'analytics-configurations',
    detail: (id) => `analytics-configurations/${id}`,
    rows: ofProjects((db) => db.analyticsConfigurations),
  },
  {
    name: 'modelization/{configurationId}',
    detail: (id) => `modelization/${id}`,
    rows: (db) =>
      db.modelizations
        .filter((row) => row.configurationId > 0)
        .map((row) => ({ id: row.configurationId, owner: byProject(db, row.request.projectId) })),
  },
  { name: 'synoptic', list: 'synoptic', detail: (id) => `synoptic/${id}`, rows: ofProjects((db) => db.synoptics) },
  {
    name: 'synoptic/{id}/values',
    detail: (id) => `synoptic/${id}/values`,
    rows: ofProjects((db) => db.synoptics),
  },
  // Calls named by a project id: the customer's project 1 and Papeteries de Bretagne's 5.
  ...['balance-by-project', 'balance/project', 'project/synoptic', 'bexsupport'].map((name): Resource => ({
    name: `${name}/{projectId}`,
    detail: (id) => `${name}/${id}`,
    rows: (db) => db.projects.map((row) => ({ id: row.id, owner: byProject(db, row.id) })),
  })),
];
