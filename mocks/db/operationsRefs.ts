import type { MockDatabase } from './database';
import { CONTACT_SNAPSHOTS, DASHBOARD_SNAPSHOTS, graphSnapshots, type ContactSnapshot, type NamedSnapshot } from './reports';

/*
 * Reports name dashboards, graphs (explorer area) and contacts (contacts area), whose tables other
 * people define. These look-ups read those tables by name when they exist and fall back to the
 * snapshots the operations seed carries, so that the reports keep working whichever lands first.
 */

interface ForeignRow {
  id: number;
  name?: unknown;
  title?: unknown;
  email?: unknown;
}

function isForeignRow(row: unknown): row is ForeignRow {
  return typeof row === 'object' && row !== null && typeof (row as { id?: unknown }).id === 'number';
}

/** Another area's table, or null while it does not exist. */
function foreignRows(db: MockDatabase, table: 'dashboards' | 'graphs' | 'contacts'): ForeignRow[] | null {
  const rows: unknown = (db as unknown as Record<string, unknown>)[table];
  return Array.isArray(rows) ? rows.filter(isForeignRow) : null;
}

function nameOf(row: ForeignRow, fallback: string): string {
  if (typeof row.name === 'string') return row.name;
  return typeof row.title === 'string' ? row.title : fallback;
}

/** A dashboard by id, or null when it does not exist (DASHBOARD_NOT_FOUND). */
export function findDashboard(db: MockDatabase, id: number): NamedSnapshot | null {
  const rows = foreignRows(db, 'dashboards');
  if (rows) {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? { id, name: nameOf(row, `Tableau de bord ${id}`) } : null;
  }
  return DASHBOARD_SNAPSHOTS.find((dashboard) => dashboard.id === id) ?? null;
}

/** A graph by id, or null when it does not exist (GRAPH_NOT_FOUND). */
export function findGraph(db: MockDatabase, id: number): NamedSnapshot | null {
  const rows = foreignRows(db, 'graphs');
  if (rows) {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? { id, name: nameOf(row, `Graphique ${id}`) } : null;
  }
  const dashboardId = Math.floor((id - 1) / 10);
  return graphSnapshots(dashboardId).find((graph) => graph.id === id) ?? null;
}

/** A contact by id, or null when it does not exist (CONTACT_NOT_FOUND). */
export function findContact(db: MockDatabase, id: number): ContactSnapshot | null {
  const rows = foreignRows(db, 'contacts');
  if (rows) {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) return null;
    return { id, name: nameOf(row, ''), email: typeof row.email === 'string' ? row.email : '' };
  }
  return CONTACT_SNAPSHOTS.find((contact) => contact.id === id) ?? null;
}

/** Answers show the live name when the other area's row still exists, else the stored snapshot. */
export function liveDashboard(db: MockDatabase, snapshot: NamedSnapshot): NamedSnapshot {
  return foreignRows(db, 'dashboards') ? (findDashboard(db, snapshot.id) ?? snapshot) : snapshot;
}

export function liveGraph(db: MockDatabase, snapshot: NamedSnapshot): NamedSnapshot {
  return foreignRows(db, 'graphs') ? (findGraph(db, snapshot.id) ?? snapshot) : snapshot;
}

export function liveContact(db: MockDatabase, snapshot: ContactSnapshot): ContactSnapshot {
  return foreignRows(db, 'contacts') ? (findContact(db, snapshot.id) ?? snapshot) : snapshot;
}

/** Ids that exist now, for tests and demo forms: a dashboard with one of its graphs, a contact. */
export function sampleReportTargets(db: MockDatabase): { dashboardId: number; graphIds: number[]; contactId: number } {
  const dashboards = foreignRows(db, 'dashboards');
  const graphs = foreignRows(db, 'graphs');
  const contacts = foreignRows(db, 'contacts');
  const dashboardId = dashboards ? (dashboards[0]?.id ?? 1) : 1;
  const graphIds = graphs ? graphs.slice(0, 2).map((graph) => graph.id) : graphSnapshots(dashboardId).slice(0, 2).map((graph) => graph.id);
  return { dashboardId, graphIds, contactId: contacts ? (contacts[0]?.id ?? 1) : 1 };
}

export function userSummary(db: MockDatabase, id: number): { id: number; name: string } {
  const user = db.users.find((row) => row.id === id);
  return { id, name: user ? `${user.firstName} ${user.lastName}`.trim() : `Utilisateur ${id}` };
}
