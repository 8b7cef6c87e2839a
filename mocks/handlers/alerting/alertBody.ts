import {
  ALERT_LEVEL_NAMES,
  ACTIVATION_PARAMETER_NAMES,
  alertTypeDefinition,
  isCommunicationType,
  type AlertLevelName,
} from '../../../src/entities/alerting/alertTypes';
import { thresholdIssues } from '../../../src/entities/alerting/thresholds';
import { SAMPLING_UNITS } from '../../../src/lib/sampling';
import type { AlertRow, AlertVariableRow } from '../../db/alertRows';
import type { MockDatabase } from '../../db/database';
import type { SamplingUnitName } from '../../db/variables';
import { fail } from '../respond';

/**
 * POST alerts / PUT alerts/{id} bodies ("alert without id", spec 000 §7) checked the way the server
 * does, answering the catalogue codes of spec 000 §8.
 */

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The id of `{ id }` (or a bare number); null when absent. */
function refId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (isObject(value) && typeof value.id === 'number' && Number.isInteger(value.id)) return value.id;
  return null;
}

function refIds(value: unknown, notFoundCode: string): number[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) fail(400, 'INVALID_JSON');
  return value.map((item) => refId(item) ?? fail(404, notFoundCode));
}

export const MAX_NAME_LENGTH = 255;

export function readName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name === '' || name.length > MAX_NAME_LENGTH) fail(400, 'INVALID_NAME');
  return name;
}

function readAlertVariable(db: MockDatabase, item: unknown, placeId: number): AlertVariableRow {
  if (!isObject(item)) return fail(400, 'INVALID_JSON');
  const variableId = refId(item.variable) ?? fail(404, 'VARIABLE_NOT_FOUND');
  const variable = db.variables.find((row) => row.id === variableId) ?? fail(404, 'VARIABLE_NOT_FOUND');
  if (variable.placeId !== placeId) fail(400, 'NOT_IN_PROJECT');
  const aggregationId = refId(item.aggregation);
  if (aggregationId === null || !db.aggregations.some((row) => row.id === aggregationId))
    fail(400, 'INVALID_AGGREGATION');
  const { sampling, samplingUnit } = item;
  if (typeof sampling !== 'number' || !Number.isInteger(sampling) || sampling <= 0) fail(400, 'INVALID_SAMPLING');
  if (typeof samplingUnit !== 'string' || !(SAMPLING_UNITS as readonly string[]).includes(samplingUnit))
    fail(400, 'INVALID_SAMPLING');
  return { variableId, aggregationId, sampling, samplingUnit: samplingUnit as SamplingUnitName };
}

function readParameters(value: unknown): AlertRow['activationParameters'] {
  if (value !== undefined && value !== null && !isObject(value)) fail(400, 'INVALID_ALERT_FUNCTION_PARAMETERS');
  const source: Body = isObject(value) ? value : {};
  const entries = ACTIVATION_PARAMETER_NAMES.map((name) => {
    const raw = source[name];
    if (raw === undefined || raw === null) return [name, null] as const;
    if (typeof raw !== 'number' || !Number.isFinite(raw)) fail(400, 'INVALID_ALERT_FUNCTION_PARAMETERS');
    return [name, raw] as const;
  });
  return Object.fromEntries(entries) as AlertRow['activationParameters'];
}

/** The ids of the admin area's contacts: CONTACT_NOT_FOUND for one that does not exist. */
function readContactIds(db: MockDatabase, value: unknown): number[] {
  const ids = Array.from(new Set(refIds(value, 'CONTACT_NOT_FOUND')));
  for (const id of ids) if (!db.contacts.some((contact) => contact.id === id)) fail(404, 'CONTACT_NOT_FOUND');
  return ids;
}

/** A checked alert, ready to store. `previous` is the row being edited. */
export function readAlertBody(db: MockDatabase, body: Body, previous?: AlertRow): Omit<AlertRow, 'id'> {
  const name = readName(body.name);
  const projectId = refId(body.project) ?? refId(body.projectId) ?? fail(404, 'PROJECT_NOT_FOUND');
  const project = db.projects.find((row) => row.id === projectId) ?? fail(404, 'PROJECT_NOT_FOUND');

  const activationFunction = isObject(body.activationFunction) ? body.activationFunction : {};
  const definition =
    alertTypeDefinition(typeof activationFunction.name === 'string' ? activationFunction.name : '') ??
    fail(404, 'ALERT_FUNCTION_NOT_FOUND');
  const functionName = activationFunction.functionName;
  if (functionName !== undefined && functionName !== null && functionName !== definition.functionName)
    fail(404, 'ALERT_FUNCTION_NOT_FOUND');

  const levelName = isObject(body.alertLevel) ? body.alertLevel.name : body.alertLevel;
  if (typeof levelName !== 'string' || !(ALERT_LEVEL_NAMES as readonly string[]).includes(levelName))
    fail(400, 'INVALID_ALERT_LEVEL');

  const communication = isCommunicationType(definition.name);
  if (body.alertVariables !== undefined && body.alertVariables !== null && !Array.isArray(body.alertVariables))
    fail(400, 'INVALID_JSON');
  const alertVariables = communication
    ? []
    : ((body.alertVariables as unknown[] | undefined) ?? []).map((item) =>
        readAlertVariable(db, item, project.placeId),
      );
  const variableIds = communication ? refIds(body.variables, 'VARIABLE_NOT_FOUND') : [];
  for (const id of variableIds) {
    const variable = db.variables.find((row) => row.id === id) ?? fail(404, 'VARIABLE_NOT_FOUND');
    if (variable.placeId !== project.placeId) fail(400, 'NOT_IN_PROJECT');
  }
  // An alert watches something: its variables, or for communication alerts its `variables` list.
  if ((communication ? variableIds.length : alertVariables.length) === 0)
    fail(400, 'INVALID_ALERT_FUNCTION_PARAMETERS');

  const activationParameters = readParameters(body.activationParameters);
  const issues = thresholdIssues(definition.name, activationParameters);
  if (issues.length > 0) fail(400, ...new Set(issues.map((issue) => issue.code)));

  const scenarioIds = Array.from(new Set(refIds(body.scenarios, 'SCENARIO_NOT_FOUND')));
  for (const id of scenarioIds) {
    const scenario = db.scenarios.find((row) => row.id === id);
    // A site's scenario only serves that site's alerts; global ones serve all.
    if (!scenario || (scenario.placeId !== null && scenario.placeId !== project.placeId))
      fail(404, 'SCENARIO_NOT_FOUND');
  }
  const contactIds = readContactIds(db, body.contacts);

  if (body.enabled !== undefined && typeof body.enabled !== 'boolean') fail(400, 'INVALID_JSON');
  if (body.archived !== undefined && typeof body.archived !== 'boolean') fail(400, 'INVALID_JSON');
  return {
    name,
    projectId,
    type: definition.name,
    alertVariables,
    variableIds,
    activationParameters,
    alertLevel: levelName as AlertLevelName,
    scenarioIds,
    contactIds,
    enabled: typeof body.enabled === 'boolean' ? body.enabled : (previous?.enabled ?? true),
    archived: typeof body.archived === 'boolean' ? body.archived : (previous?.archived ?? false),
  };
}
