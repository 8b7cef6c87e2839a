import { contactRef, type ContactRef } from './contacts';
import type { MockDatabase } from './database';

/*
 * What report answers embed of other areas' rows: the explorer's dashboards and graphs, the admin
 * area's contacts. Built from the current rows when answering, so that renames show.
 */

export interface NamedRef {
  id: number;
  name: string;
}

/** The report's dashboard, or null once it is deleted (the answer's dashboard is nullable). */
export function dashboardRef(db: MockDatabase, id: number | null): NamedRef | null {
  const dashboard = db.dashboards.find((row) => row.id === id);
  return dashboard ? { id: dashboard.id, name: dashboard.name } : null;
}

/** The report's graphs that still exist, in the report's order. */
export function graphRefs(db: MockDatabase, ids: readonly number[]): NamedRef[] {
  return ids.flatMap((id) => {
    const graph = db.graphs.find((row) => row.id === id);
    return graph ? [{ id: graph.id, name: graph.name }] : [];
  });
}

/** The contact's current name and e-mail; the stored copy once the contact is deleted. */
export function currentContact(db: MockDatabase, stored: ContactRef): ContactRef {
  const contact = db.contacts.find((row) => row.id === stored.id);
  return contactRef(contact ?? stored);
}

/**
 * Ids that exist now, for tests and demo forms: a dashboard with two of its graphs, and a contact
 * who may receive any project's reports (a staff member's, reports/recipients.ts).
 */
export function sampleReportTargets(db: MockDatabase): { dashboardId: number; graphIds: number[]; contactId: number } {
  const dashboard = db.dashboards.find((row) => db.graphs.some((graph) => graph.dashboardId === row.id));
  const contact = db.contacts.find((row) => row.clientId === null) ?? db.contacts[0];
  if (!dashboard || !contact) throw new Error('the seed has no dashboard with graphs or no contact');
  const graphIds = db.graphs
    .filter((graph) => graph.dashboardId === dashboard.id)
    .slice(0, 2)
    .map((graph) => graph.id);
  return { dashboardId: dashboard.id, graphIds, contactId: contact.id };
}

export function userSummary(db: MockDatabase, id: number): { id: number; name: string } {
  const user = db.users.find((row) => row.id === id);
  return { id, name: user ? `${user.firstName} ${user.lastName}`.trim() : `Utilisateur ${id}` };
}
