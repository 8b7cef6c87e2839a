import { http, type HttpHandler } from 'msw';
import { ALERT_LEVEL_NAMES, ALERT_TYPES, PROJECT_ALERT_TYPES } from '../../../src/entities/alerting/alertTypes';
import type { AlertRow } from '../../db/alertRows';
import type { MockDatabase } from '../../db/database';
import { alertAnswer, booleanParam } from './alertAnswers';
import { scenarioHandlers } from './scenarios';
import { readAlertBody } from './alertBody';
import { apiUrl, type MockApiContext } from '../context';
import { crudHandlers } from '../crudHandlers';
import { fail, matchesText, numberParam, orderRows, route } from '../respond';
import { seesProject } from '../scope';

/** The alerting calls of spec 000 §7: alerts, project alerts, alert types and levels, scenarios. */

const ALERT_MANAGE = 'alerting_configuration_manage';
const ALERT_VIEW = ['alerting_configuration_view', ALERT_MANAGE];

const isProjectAlert = (row: AlertRow) => PROJECT_ALERT_TYPES.includes(row.type);

/** The filters of GET alerts; project alerts take the same without variableName and scenarioName. */
function matchesAlertFilters(db: MockDatabase, url: URL, withNames: boolean): (row: AlertRow) => boolean {
  const clientId = numberParam(url, 'clientId');
  const placeId = numberParam(url, 'placeId');
  const projectId = numberParam(url, 'projectId');
  const name = url.searchParams.get('name');
  const variableName = withNames ? url.searchParams.get('variableName') : null;
  const scenarioName = withNames ? url.searchParams.get('scenarioName') : null;
  const type = url.searchParams.get('type');
  const level = url.searchParams.get('alertLevel');
  const enabled = booleanParam(url, 'enabled');
  const archived = booleanParam(url, 'archived');
  const variableNames = (row: AlertRow) =>
    [...row.alertVariables.map((item) => item.variableId), ...row.variableIds].map(
      (id) => db.variables.find((variable) => variable.id === id)?.name ?? '',
    );
  return (row) => {
    const project = db.projects.find((candidate) => candidate.id === row.projectId);
    const place = db.places.find((candidate) => candidate.id === project?.placeId);
    if (projectId !== null && row.projectId !== projectId) return false;
    if (placeId !== null && project?.placeId !== placeId) return false;
    if (clientId !== null && place?.clientId !== clientId) return false;
    if (type && row.type !== type) return false;
    if (level && row.alertLevel !== level) return false;
    if (enabled !== null && row.enabled !== enabled) return false;
    if (archived !== null && row.archived !== archived) return false;
    if (!matchesText(row.name, name)) return false;
    if (variableName && !variableNames(row).some((candidate) => matchesText(candidate, variableName))) return false;
    if (scenarioName) {
      const names = row.scenarioIds.map((id) => db.scenarios.find((scenario) => scenario.id === id)?.name ?? '');
      if (!names.some((candidate) => matchesText(candidate, scenarioName))) return false;
    }
    return true;
  };
}

/**
 * The alert lists' server sort (`ordering=field` or `-field`, src/api/listPage.ts) on what the
 * alert configuration shows: the structure's names through the ids, so that a sort reads like the
 * column; the level in its severity order (spec 000 §4), not alphabetically. No `ordering`: by id.
 */
function orderAlerts(db: MockDatabase, rows: readonly AlertRow[], url: URL): AlertRow[] {
  const projects = new Map(db.projects.map((project) => [project.id, project]));
  const places = new Map(db.places.map((place) => [place.id, place]));
  const clients = new Map(db.clients.map((client) => [client.id, client.name]));
  const placeOf = (row: AlertRow) => places.get(projects.get(row.projectId)?.placeId ?? 0);
  return orderRows(rows, url, {
    client: (row) => clients.get(placeOf(row)?.clientId ?? 0) ?? null,
    site: (row) => placeOf(row)?.name ?? null,
    project: (row) => projects.get(row.projectId)?.name ?? null,
    name: (row) => row.name,
    type: (row) => row.type,
    alertLevel: (row) => ALERT_LEVEL_NAMES.indexOf(row.alertLevel),
    enabled: (row) => (row.enabled ? 1 : 0),
    archived: (row) => (row.archived ? 1 : 0),
  });
}

export function alertingHandlers(context: MockApiContext): HttpHandler[] {
  return [
    // Choices (spec 000 §7 "GET alert types; GET alert levels"): any signed-in user.
    http.get(
      apiUrl(context, 'alert-types'),
      route(context, () => ({
        data: ALERT_TYPES.map((type, index) => ({
          id: index + 1,
          name: type.name,
          functionName: type.functionName,
          parameters: [...type.parameters],
        })),
        total_count: ALERT_TYPES.length,
      })),
    ),
    http.get(
      apiUrl(context, 'alert-levels'),
      route(context, () => ({
        data: ALERT_LEVEL_NAMES.map((name, index) => ({ id: index + 1, name })),
        total_count: ALERT_LEVEL_NAMES.length,
      })),
    ),

    // Past events keep their snapshot of a deleted alert (name, type, level).
    ...crudHandlers<AlertRow>(context, {
      path: 'alerts',
      table: (db) => db.alerts,
      notFound: 'ALERT_NOT_FOUND',
      permissions: { view: ALERT_VIEW, manage: ALERT_MANAGE },
      scope: (row, { db, caller }) => seesProject(db, caller, row.projectId),
      view: (row, db) => alertAnswer(db, row),
      where: (url, { db }) => matchesAlertFilters(db, url, true),
      order: (rows, url) => orderAlerts(context.db, rows, url),
      read: (body, { db, current }) => readAlertBody(db, body, current),
    }),

    // Project alerts: the project-wide ones (offline, nodata, com); see PROJECT_ALERT_TYPES.
    ...crudHandlers<AlertRow>(context, {
      path: 'project-alerts',
      calls: ['list', 'get', 'update'],
      table: (db) => db.alerts,
      visible: ({ db }) => db.alerts.filter(isProjectAlert),
      notFound: 'PROJECT_ALERT_NOT_FOUND',
      permissions: { view: ALERT_VIEW, manage: ALERT_MANAGE },
      scope: (row, { db, caller }) => seesProject(db, caller, row.projectId),
      view: (row, db) => alertAnswer(db, row),
      where: (url, { db }) => matchesAlertFilters(db, url, false),
      order: (rows, url) => orderAlerts(context.db, rows, url),
      read: (body, { db, current }) => {
        // A project alert stays one: a variable-level function is not available here.
        const requested = (body.activationFunction as { name?: unknown } | null | undefined)?.name;
        if (!PROJECT_ALERT_TYPES.some((type) => type === requested)) fail(404, 'ALERT_FUNCTION_NOT_FOUND');
        return readAlertBody(db, body, current);
      },
    }),

    ...scenarioHandlers(context),
  ];
}
