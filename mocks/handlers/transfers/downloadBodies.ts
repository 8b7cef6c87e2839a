import type { MockDatabase } from '../../db/database';
import type { DownloadVariable, SamplingUnitName } from '../../db/downloads';
import type { MockUser } from '../../db/users';
import { idField, idValue, periodFields, requiredName, requireProject, type Body } from '../operationsInput';
import { fail } from '../respond';
import { variableInScope } from '../scope';
import type { ExportFormat } from './fileContent';

/*
 * What the bodies of POST download-requests and of the download configurations set, checked as
 * the server checks them (downloads.ts lists the codes): a variable the caller sees with a known
 * aggregation, a sampling given whole or not at all, a format of the two a file can have.
 */

const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];
const SAMPLING_UNITS: readonly SamplingUnitName[] = ['seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'years'];

function readVariables(db: MockDatabase, caller: MockUser, value: unknown, allowEmpty: boolean): DownloadVariable[] {
  if (!Array.isArray(value) || (!allowEmpty && value.length === 0)) fail(400, 'INVALID_JSON');
  return value.map((item: unknown) => {
    const line = (typeof item === 'object' && item !== null ? item : {}) as Body;
    const variableId = variableInScope(db, caller, idValue(line.variableId));
    const aggregationId = idValue(line.aggregationId);
    if (aggregationId === null || !db.aggregations.some((aggregation) => aggregation.id === aggregationId))
      fail(400, 'INVALID_AGGREGATION');
    return { variableId, aggregationId };
  });
}

/** Both or neither: a positive whole step and a known unit (spec 000 §9). */
function readSampling(body: Body): { sampling: number | null; samplingUnit: SamplingUnitName | null } {
  const { sampling, samplingUnit } = body;
  if ((sampling === undefined || sampling === null) && (samplingUnit === undefined || samplingUnit === null))
    return { sampling: null, samplingUnit: null };
  if (typeof sampling !== 'number' || !Number.isInteger(sampling) || sampling <= 0) fail(400, 'INVALID_SAMPLING');
  const unit = SAMPLING_UNITS.find((candidate) => candidate === samplingUnit) ?? fail(400, 'INVALID_SAMPLING');
  return { sampling, samplingUnit: unit };
}

export function readConfig(db: MockDatabase, caller: MockUser, body: Body) {
  return {
    projectId: requireProject(db, caller, idField(body, 'projectId')),
    title: requiredName(body, 'title'),
    variables: readVariables(db, caller, body.variables, true),
    ...readSampling(body),
  };
}

function readFormat(body: Body): ExportFormat {
  if (body.format === undefined || body.format === null) return 'csv';
  return EXPORT_FORMATS.find((format) => format === body.format) ?? fail(400, 'INVALID_JSON');
}

/** POST download-requests: what the body sets (the row is the request and its file). */
export function readRequest(db: MockDatabase, caller: MockUser, body: Body) {
  const title = requiredName(body, 'title');
  const projectId = idField(body, 'projectId') === null ? null : requireProject(db, caller, idField(body, 'projectId'));
  const variables = readVariables(db, caller, body.variables, false);
  const { start, end } = periodFields(body, 'start', 'end');
  return { title, projectId, variables, start, end, ...readSampling(body), format: readFormat(body) };
}
