import { http, type HttpHandler } from 'msw';
import type { MockDatabase } from '../../db/database';
import type { FormulaRow } from '../../db/formulas';
import type { MockUser } from '../../db/users';
import type { VariableRow } from '../../db/variables';
import { checkFormula, parseFormula, referencedVariableIds, type FormulaCheck } from '../../formula';
import { apiUrl, type MockApiContext } from '../context';
import { byNumber, crudHandlers } from '../crudHandlers';
import { fail, findOr404, idParam, nextId, readJson, requirePermission, route } from '../respond';
import {
  aggregationIdOr404,
  canSeePlace,
  nameOr400,
  recordOperation,
  requireUniqueName,
  unitIdOr404,
  unitName,
} from './variableViews';

type Body = Record<string, unknown>;

/**
 * Formulas (spec 000 §3, §7): POST formula, GET/PUT formula/{id}, and a GET formula list by
 * project (ours). A formula shares its id with a variable of kind formula or persisted_formula,
 * which holds the name, unit and aggregation. Writes need variable_configuration_manage.
 */
export function formulaView(db: MockDatabase, formula: FormulaRow) {
  const variable = db.variables.find((row) => row.id === formula.id);
  let variableIds: number[] = [];
  try {
    variableIds = referencedVariableIds(parseFormula(formula.expression));
  } catch {
    // A stored expression always parsed once; an unreadable one lists nothing.
  }
  return {
    id: formula.id,
    projectId: formula.projectId,
    name: variable?.name ?? '',
    expression: formula.expression,
    unit: variable ? { id: variable.unitId, name: unitName(db, variable.unitId) } : null,
    aggregationId: variable?.aggregationId ?? null,
    persisted: variable?.type === 'persisted_formula',
    variableIds,
    updatedAt: formula.updatedAt,
  };
}

/** Answers the formula codes of spec 000 §8: 400 for syntax, 404 for unknown names. */
export function expressionOr4xx(
  db: MockDatabase,
  caller: MockUser,
  expression: unknown,
): Extract<FormulaCheck, { ok: true }> {
  if (typeof expression !== 'string') fail(400, 'FORMULA_SYNTAX_ERROR');
  const visible = (id: number) => db.variables.some((row) => row.id === id && canSeePlace(db, caller, row.placeId));
  const result = checkFormula(expression, visible);
  if (!result.ok) fail(result.code === 'FORMULA_SYNTAX_ERROR' ? 400 : 404, result.code);
  return result;
}

function projectOr404(db: MockDatabase, caller: MockUser, projectId: unknown) {
  const project = db.projects.find((row) => row.id === projectId);
  if (!project || !canSeePlace(db, caller, project.placeId)) fail(404, 'PROJECT_NOT_FOUND');
  return project;
}

/** An external user sees the formulas of their client's projects only. */
function visibleFormulas(db: MockDatabase, caller: MockUser): FormulaRow[] {
  const placeOf = new Map(db.projects.map((project) => [project.id, project.placeId]));
  return db.formulas.filter((formula) => canSeePlace(db, caller, placeOf.get(formula.projectId) ?? null));
}

function formulaOr404(db: MockDatabase, caller: MockUser, id: number): FormulaRow {
  return findOr404(visibleFormulas(db, caller), id, 'FORMULA_NOT_FOUND');
}

/** The data window of a formula: where all its variables have data. */
function dataWindow(db: MockDatabase, variableIds: number[]): Pick<VariableRow, 'firstDataDate' | 'lastDataDate'> {
  const variables = db.variables.filter((row) => variableIds.includes(row.id));
  if (variables.length === 0 || variables.some((row) => !row.firstDataDate || !row.lastDataDate))
    return { firstDataDate: null, lastDataDate: null };
  const firsts = variables.map((row) => row.firstDataDate ?? '').sort();
  const lasts = variables.map((row) => row.lastDataDate ?? '').sort();
  return { firstDataDate: firsts[firsts.length - 1] ?? null, lastDataDate: lasts[0] ?? null };
}

function saveFormula(db: MockDatabase, caller: MockUser, body: Body, existing: FormulaRow | null) {
  requirePermission(caller, 'variable_configuration_manage');
  const name = nameOr400(body.name);
  const project = projectOr404(db, caller, body.projectId);
  const current = existing ? db.variables.find((row) => row.id === existing.id) : undefined;
  const unitId = unitIdOr404(db, body.unitId ?? current?.unitId);
  const aggregationId = aggregationIdOr404(db, body.aggregationId ?? current?.aggregationId ?? 1);
  const { variableIds } = expressionOr4xx(db, caller, body.expression);
  if (existing && variableIds.includes(existing.id)) fail(400, 'FORMULA_SYNTAX_ERROR');
  const expression = (body.expression as string).trim();
  const type = body.persisted === true ? 'persisted_formula' : 'formula';
  const updatedAt = new Date().toISOString();
  if (existing && current) {
    if (current.placeId !== project.placeId) fail(400, 'TOO_MANY_PLACES_FOR_VARIABLE');
    requireUniqueName(db, current.placeId, name, current.id);
    const oldName = current.name;
    Object.assign(current, { name, unitId, aggregationId, type, ...dataWindow(db, variableIds) });
    if (!current.projectIds.includes(project.id)) current.projectIds.push(project.id);
    Object.assign(existing, { projectId: project.id, expression, updatedAt });
    recordOperation(db, current, oldName === name ? 'update' : 'rename', oldName, name);
    return formulaView(db, existing);
  }
  requireUniqueName(db, project.placeId, name, null);
  const place = db.places.find((row) => row.id === project.placeId);
  const id = nextId(db.variables);
  const variable: VariableRow = {
    id,
    placeId: project.placeId,
    projectIds: [project.id],
    name,
    sourceTechnicalName: `${place?.shortName ?? 'VAR'}_${String(id).padStart(5, '0')}_FORMULE`,
    unitId,
    aggregationId,
    sampling: 1,
    samplingUnit: 'hours',
    type,
    acquisitionDeviceId: null,
    ...dataWindow(db, variableIds),
    color: '#5f3dc4',
    representation: 'line',
    valueClasses: 10,
    symbol: null,
    preferredAggregationId: null,
    isCounter: false,
  };
  db.variables.push(variable);
  const formula: FormulaRow = { id, projectId: project.id, expression, updatedAt };
  db.formulas.push(formula);
  recordOperation(db, variable, 'create', null, name);
  return formulaView(db, formula);
}

export function formulaHandlers(context: MockApiContext): HttpHandler[] {
  return [
    ...crudHandlers<FormulaRow>(context, {
      path: 'formula',
      calls: ['list', 'get'],
      table: (db) => db.formulas,
      notFound: 'FORMULA_NOT_FOUND',
      visible: ({ db, caller }) => visibleFormulas(db, caller),
      view: (row, db) => formulaView(db, row),
      filters: { projectId: byNumber((row) => row.projectId) },
    }),
    http.post(
      apiUrl(context, 'formula'),
      route(context, async ({ caller, request }) => saveFormula(context.db, caller, await readJson(request), null)),
    ),
    http.put(
      apiUrl(context, 'formula/:id'),
      route(context, async ({ caller, params, request }) => {
        const formula = formulaOr404(context.db, caller, idParam(params, 'id', 'FORMULA_NOT_FOUND'));
        return saveFormula(context.db, caller, await readJson(request), formula);
      }),
    ),
  ];
}
