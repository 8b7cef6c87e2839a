import type { MockDatabase } from '../db/database';
import type { MockUser } from '../db/users';
import { fail } from './respond';

/*
 * Whose data a caller may read or write. Internal users (the provider's staff) see every client;
 * an external (customer) user sees their own client's clients, sites, projects and everything that
 * hangs from them, nothing else. Another customer's row does not exist for them: its id answers
 * the resource's 404, never 403, so that ids cannot be probed (spec 001 §1, §6: users are internal
 * or external; which role sees what is the server's rule, ours is this one).
 *
 * Hidden test clients (spec 000 §6) are returned like any other: hiding them is the app's job,
 * by the names of its configuration.
 */

/** The one client an external caller belongs to; undefined for an internal caller (every client). */
function customerClient(caller: MockUser): number | null | undefined {
  if (!caller.isExternal) return undefined;
  // An external account without a client sees no client's data.
  return caller.client?.id ?? null;
}

/** Whether the caller sees the client's data; a row bound to no client (null) is the provider's. */
export function seesClient(caller: MockUser, clientId: number | null | undefined): boolean {
  const own = customerClient(caller);
  return own === undefined || (own !== null && clientId === own);
}

export function clientOfPlace(db: MockDatabase, placeId: number | null | undefined): number | null {
  return db.places.find((place) => place.id === placeId)?.clientId ?? null;
}

export function clientOfProject(db: MockDatabase, projectId: number | null | undefined): number | null {
  const project = db.projects.find((row) => row.id === projectId);
  return project ? clientOfPlace(db, project.placeId) : null;
}

export function seesPlace(db: MockDatabase, caller: MockUser, placeId: number | null | undefined): boolean {
  return !caller.isExternal || seesClient(caller, clientOfPlace(db, placeId));
}

export function seesProject(db: MockDatabase, caller: MockUser, projectId: number | null | undefined): boolean {
  return !caller.isExternal || seesClient(caller, clientOfProject(db, projectId));
}

/** A project id the caller may see, or 404 PROJECT_NOT_FOUND (also for a value that is not an id). */
export function projectInScope(db: MockDatabase, caller: MockUser, projectId: unknown): number {
  const known =
    typeof projectId === 'number' &&
    db.projects.some((project) => project.id === projectId) &&
    seesProject(db, caller, projectId);
  return known ? projectId : fail(404, 'PROJECT_NOT_FOUND');
}

/** A variable the caller may see (by its site), for a write that names it: 404 VARIABLE_NOT_FOUND otherwise. */
export function variableInScope(db: MockDatabase, caller: MockUser, variableId: number | null): number {
  const variable = db.variables.find((row) => row.id === variableId);
  if (variableId === null || !variable || !seesPlace(db, caller, variable.placeId)) fail(404, 'VARIABLE_NOT_FOUND');
  return variableId;
}
