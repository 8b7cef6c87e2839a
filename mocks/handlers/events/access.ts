import { alertTypeDefinition, isCommunicationType } from '../../../src/entities/alerting/alertTypes';
import type { AlertEventRow } from '../../db/alertEvents';
import type { MockDatabase } from '../../db/database';
import { projectRef } from '../../db/structureRefs';
import type { MockUser } from '../../db/users';
import { alertVariablesAnswer, variableRef } from '../alerting/alertAnswers';
import { fail, hasPermission } from '../respond';
import { seesProject } from '../scope';

/** What the events, comments and home-summary handlers share: scoping, "now" and the event answer. */

/**
 * An external (customer) user sees their own client's events only. Our choice: the spec leaves
 * roles' scopes to the server (spec 000 §6).
 */
export function canSeeProject(db: MockDatabase, caller: MockUser, projectId: number): boolean {
  return seesProject(db, caller, projectId);
}

export function requireEventView(caller: MockUser): void {
  if (!hasPermission(caller, 'alerting_event_view') && !hasPermission(caller, 'alerting_event_manage'))
    fail(403, 'PERMISSION_DENIED');
}

/** The event, if it exists and the caller may see it; 404 ALERT_EVENT_NOT_FOUND otherwise. */
export function findEvent(db: MockDatabase, caller: MockUser, id: number): AlertEventRow {
  const row = db.alertEvents.find((event) => event.id === id);
  if (!row || !canSeeProject(db, caller, row.projectId)) fail(404, 'ALERT_EVENT_NOT_FOUND');
  return row;
}

/** Ids of the variables the event's alert watches (the `variable` filter); none once the alert is deleted. */
export function eventVariableIds(db: MockDatabase, row: AlertEventRow): number[] {
  const alert = db.alerts.find((candidate) => candidate.id === row.alertId);
  if (!alert) return [];
  return [...alert.alertVariables.map((item) => item.variableId), ...alert.variableIds];
}

/** Names of the variables the event's alert watches (for the search filter). */
export function eventVariableNames(db: MockDatabase, row: AlertEventRow): string[] {
  return eventVariableIds(db, row).map((id) => db.variables.find((variable) => variable.id === id)?.name ?? '');
}

/**
 * spec 000 §3 alert event. The type and level are the ones the event was raised with; the name
 * and variables come from the alert as it is now (a deleted alert leaves its snapshot).
 */
export function eventAnswer(db: MockDatabase, row: AlertEventRow, now: number) {
  const alert = db.alerts.find((candidate) => candidate.id === row.alertId);
  const project = projectRef(db, row.projectId);
  const start = Date.parse(row.dateStart);
  const end = row.dateEnd === null ? now : Date.parse(row.dateEnd);
  const communication = isCommunicationType(row.type);
  return {
    id: row.id,
    alert: {
      id: row.alertId,
      name: alert?.name ?? row.alertName,
      type: row.type,
      level: row.level,
      // spec 000 §4: "An event whose alert has a function is a communication-type event".
      function: communication ? (alertTypeDefinition(row.type)?.functionName ?? null) : null,
      alertVariables: alert ? alertVariablesAnswer(db, alert) : [],
      variables: alert && communication ? alert.variableIds.map((id) => variableRef(db, id)) : [],
      activationParameters: alert ? { ...alert.activationParameters } : null,
    },
    project,
    client: project.place.client,
    site: project.place,
    dateStart: row.dateStart,
    dateEnd: row.dateEnd,
    duration: Math.max(0, Math.round((end - start) / 1000)),
    status: row.status,
    cancelled: row.cancelled,
    tags: [...row.tags],
    comments: db.alertEventComments.filter((comment) => comment.alertEventId === row.id).length,
  };
}
