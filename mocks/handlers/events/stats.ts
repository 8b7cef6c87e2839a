import { mockNow } from '../../db/clock';
import { http, type HttpHandler } from 'msw';
import type { AlertTypeName } from '../../../src/entities/alerting/alertTypes';
import type { AlertEventRow } from '../../db/alertEvents';
import type { MockDatabase } from '../../db/database';
import type { ProjectRow } from '../../db/structure';
import { projectRef } from '../../db/structureRefs';
import { apiUrl, type MockApiContext } from '../context';
import { canSeeProject } from './access';
import { numberParam, requirePermission, route } from '../respond';

/**
 * GET stats/alert-events: the home summary (spec 001 §2 "Home table fields", §7 "Other"). What each
 * count means is documented on src/features/home/api.ts.
 */

const DAY = 86_400_000;
const TECHNICAL: Record<'offline' | 'nodata' | 'com', readonly AlertTypeName[]> = {
  offline: ['offline', 'offline_single'],
  nodata: ['nodata'],
  com: ['com'],
};

/** Whole days since the oldest last data among the project's measured variables. */
function daysDelay(db: MockDatabase, projectId: number, now: number): number {
  let oldest = now;
  for (const variable of db.variables) {
    if (!variable.projectIds.includes(projectId) || variable.lastDataDate === null) continue;
    if (variable.type !== 'variable' && variable.type !== 'tableau') continue;
    oldest = Math.min(oldest, Date.parse(variable.lastDataDate));
  }
  return Math.max(0, Math.floor((now - oldest) / DAY));
}

function projectRow(db: MockDatabase, project: ProjectRow, events: readonly AlertEventRow[], now: number) {
  const live = events.filter((event) => event.projectId === project.id && !event.cancelled);
  const current = live.filter((event) => event.dateEnd === null);
  const countOf = (types: readonly AlertTypeName[]) => current.filter((event) => types.includes(event.type)).length;
  const offline = countOf(TECHNICAL.offline);
  const nodata = countOf(TECHNICAL.nodata);
  const com = countOf(TECHNICAL.com);
  const tech = offline + nodata + com;
  const ref = projectRef(db, project.id);
  return {
    client: ref.place.client,
    site: ref.place,
    project: ref,
    global: live.length,
    offline,
    nodata,
    com,
    spec: current.length - tech,
    total: current.length,
    new: live.filter((event) => event.status === 'new').length,
    tech,
    daysdelay: daysDelay(db, project.id, now),
  };
}

export function statsHandlers(context: MockApiContext): HttpHandler[] {
  return [
    http.get(
      apiUrl(context, 'stats/alert-events'),
      route(context, ({ url, caller }) => {
        requirePermission(caller, 'home_page_view');
        const { db } = context;
        const now = mockNow(db);
        const clientId = numberParam(url, 'clientId');
        const placeId = numberParam(url, 'placeId');
        const projectId = numberParam(url, 'projectId');
        const projects = db.projects.filter((project) => {
          const place = db.places.find((candidate) => candidate.id === project.placeId);
          return (
            canSeeProject(db, caller, project.id) &&
            (projectId === null || project.id === projectId) &&
            (placeId === null || project.placeId === placeId) &&
            (clientId === null || place?.clientId === clientId)
          );
        });
        const ids = new Set(projects.map((project) => project.id));
        const events = db.alertEvents.filter((event) => ids.has(event.projectId) && !event.cancelled);
        const statuses = { new: 0, seen: 0, fixed_no_action: 0, fixed: 0 };
        for (const event of events) statuses[event.status] += 1;
        return {
          data: projects.map((project) => projectRow(db, project, events, now)),
          total_count: projects.length,
          statuses,
          current: events.filter((event) => event.dateEnd === null).length,
        };
      }),
    ),
  ];
}
