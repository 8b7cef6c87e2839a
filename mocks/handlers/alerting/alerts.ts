import { http, type HttpHandler } from 'msw';
import { ALERT_LEVEL_NAMES, ALERT_TYPES, PROJECT_ALERT_TYPES } from '../../../src/entities/alerting/alertTypes';
import type { AlertRow } from '../../db/alerting';
import type { MockDatabase } from '../../db/database';
import type { MockUser } from '../../db/users';
import { alertAnswer, booleanParam } from './alertAnswers';
import { scenarioHandlers } from './scenarios';
import { readAlertBody } from './alertBody';
import { apiUrl, type MockApiContext } from '../context';
import {
  fail,
  findOr404,
  hasPermission,
  idParam,
  matchesText,
  nextId,
  numberParam,
  paginate,
  readJson,
  removeById,
  requirePermission,
  route,
} from '../respond';

/** The alerting calls of spec 000 §7: alerts, project alerts, alert types and levels, scenarios. */

function requireAlertView(caller: MockUser): void {
  if (
    !hasPermission(caller, 'alerting_configuration_view') &&
    !hasPermission(caller, 'alerting_configuration_manage')
  ) {
    fail(403, 'PERMISSION_DENIED');
  }
}

const isProjectAlert = (row: AlertRow) => PROJECT_ALERT_TYPES.includes(row.type);

/** The filters of GET alerts; project alerts take the same without variableName and scenarioName. */
function filterAlerts(db: MockDatabase, rows: readonly AlertRow[], url: URL, withNames: boolean): AlertRow[] {
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
  return rows.filter((row) => {
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

    http.get(
      apiUrl(context, 'alerts'),
      route(context, ({ url, caller }) => {
        requireAlertView(caller);
        const { db } = context;
        const page = paginate(filterAlerts(db, db.alerts, url, true), url);
        return { data: page.data.map((row) => alertAnswer(db, row)), total_count: page.total_count };
      }),
    ),
    http.post(
      apiUrl(context, 'alerts'),
      route(context, async ({ request, caller }) => {
        requirePermission(caller, 'alerting_configuration_manage');
        const { db } = context;
        const row: AlertRow = { id: nextId(db.alerts), ...readAlertBody(db, await readJson(request)) };
        db.alerts.push(row);
        return alertAnswer(db, row);
      }),
    ),
    http.get(
      apiUrl(context, 'alerts/:id'),
      route(context, ({ params, caller }) => {
        requireAlertView(caller);
        const { db } = context;
        return alertAnswer(db, findOr404(db.alerts, idParam(params, 'id', 'ALERT_NOT_FOUND'), 'ALERT_NOT_FOUND'));
      }),
    ),
    http.put(
      apiUrl(context, 'alerts/:id'),
      route(context, async ({ params, request, caller }) => {
        requirePermission(caller, 'alerting_configuration_manage');
        const { db } = context;
        const row = findOr404(db.alerts, idParam(params, 'id', 'ALERT_NOT_FOUND'), 'ALERT_NOT_FOUND');
        Object.assign(row, readAlertBody(db, await readJson(request), row));
        return alertAnswer(db, row);
      }),
    ),
    http.delete(
      apiUrl(context, 'alerts/:id'),
      route(context, ({ params, caller }) => {
        requirePermission(caller, 'alerting_configuration_manage');
        // Past events keep their snapshot of the alert (name, type, level).
        removeById(context.db.alerts, idParam(params, 'id', 'ALERT_NOT_FOUND'), 'ALERT_NOT_FOUND');
        // route() answers 204 without calling changed() for an empty answer: persist here.
        context.changed();
        return undefined;
      }),
    ),

    // Project alerts: the project-wide ones (offline, nodata, com); see PROJECT_ALERT_TYPES.
    http.get(
      apiUrl(context, 'project-alerts'),
      route(context, ({ url, caller }) => {
        requireAlertView(caller);
        const { db } = context;
        const page = paginate(filterAlerts(db, db.alerts.filter(isProjectAlert), url, false), url);
        return { data: page.data.map((row) => alertAnswer(db, row)), total_count: page.total_count };
      }),
    ),
    http.get(
      apiUrl(context, 'project-alerts/:id'),
      route(context, ({ params, caller }) => {
        requireAlertView(caller);
        const { db } = context;
        const id = idParam(params, 'id', 'PROJECT_ALERT_NOT_FOUND');
        return alertAnswer(db, findOr404(db.alerts.filter(isProjectAlert), id, 'PROJECT_ALERT_NOT_FOUND'));
      }),
    ),
    http.put(
      apiUrl(context, 'project-alerts/:id'),
      route(context, async ({ params, request, caller }) => {
        requirePermission(caller, 'alerting_configuration_manage');
        const { db } = context;
        const id = idParam(params, 'id', 'PROJECT_ALERT_NOT_FOUND');
        const row = findOr404(db.alerts.filter(isProjectAlert), id, 'PROJECT_ALERT_NOT_FOUND');
        const body = await readJson(request);
        // A project alert stays one: a variable-level function is not available here.
        const requested = (body.activationFunction as { name?: unknown } | null | undefined)?.name;
        if (!PROJECT_ALERT_TYPES.some((type) => type === requested)) fail(404, 'ALERT_FUNCTION_NOT_FOUND');
        Object.assign(row, readAlertBody(db, body, row));
        return alertAnswer(db, row);
      }),
    ),

    ...scenarioHandlers(context),
  ];
}
