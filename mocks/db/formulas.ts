import type { SeedBase } from './seedBase';
import { createRandom, type Random } from './random';
import type { VariableRow } from './variables';

/**
 * Formulas and the variable change history (spec 000 §3), seeded for the explorer area.
 * A formula shares its id with a variable of kind formula or persisted_formula: the variable row
 * holds its name, unit and aggregation, the formula row its project and expression.
 */
export interface FormulaRow {
  id: number;
  projectId: number;
  /** Syntax of mocks/formula.ts: variables as {id}. */
  expression: string;
  updatedAt: string;
}

export type VariableOperationName = 'create' | 'update' | 'delete' | 'rename';

/** spec 000 §3 Variable history row, plus where the variable lived (for the projectId filter). */
export interface VariableOperationRow {
  id: number;
  variable_id: number;
  change_at: string;
  operation: VariableOperationName;
  old_name: string | null;
  new_name: string | null;
  placeId: number;
  projectIds: number[];
}

/** The formulas drawn from the seed's main random stream (the rest draw from their own, see below). */
export const FORMULA_COUNT = 30;
const DAY_MS = 86_400_000;

/** {a} {b} {c} stand for variables of the same site and, where it has them, of the same unit. */
const TEMPLATES = [
  '{a} + {b}',
  '{a} - {b}',
  '({a} + {b} + {c}) / 3',
  'SI({a} > {b}, {a} - {b}, 0)',
  'ABS({a} - {b})',
  '{a} * 0.95',
  'SI(AND({a} > 0, {b} > 0), {a} + {b}, 0)',
  '{a} + {b} + {c}',
  'SI({a} >= {b}, {a}, {b})',
  '({a} + {b}) / 2',
];

const isMeasured = (variable: VariableRow) => variable.type === 'variable' || variable.type === 'tableau';

/**
 * Every variable of kind formula or persisted_formula attached to a project has its formula: the
 * variables list links each of them to formula/{projectId}/{id}, which must open it.
 */
export function seedFormulas(random: Random, base: SeedBase, now: number): FormulaRow[] {
  const candidates = base.variables.filter(
    (variable) =>
      (variable.type === 'formula' || variable.type === 'persisted_formula') && variable.projectIds.length > 0,
  );
  // The first FORMULA_COUNT, spread over the sites, draw from the main stream as they always did,
  // so that the rows seeded after them stay the same; the others from a stream of their own.
  const step = Math.max(1, Math.floor(candidates.length / FORMULA_COUNT));
  const main = new Set(candidates.filter((_, index) => index % step === 0).slice(0, FORMULA_COUNT));
  const own = createRandom(0xf0e1 + candidates.length);
  let mainIndex = 0;
  let ownIndex = FORMULA_COUNT;
  return candidates.map((variable) => {
    const fromMain = main.has(variable);
    const source = fromMain ? random : own;
    const index = fromMain ? mainIndex++ : ownIndex++;
    const sameSite = base.variables.filter((other) => other.placeId === variable.placeId && isMeasured(other));
    const sameUnit = sameSite.filter((other) => other.unitId === variable.unitId);
    const pool = sameUnit.length >= 3 ? sameUnit : sameSite;
    const [a, b, c] = source.pickMany(pool, 3);
    const template = TEMPLATES[index % TEMPLATES.length] ?? '{a}';
    const expression = template
      .replaceAll('{a}', `{${a?.id ?? 1}}`)
      .replaceAll('{b}', `{${b?.id ?? a?.id ?? 1}}`)
      .replaceAll('{c}', `{${c?.id ?? a?.id ?? 1}}`);
    return {
      id: variable.id,
      projectId: variable.projectIds[0] ?? 0,
      expression,
      updatedAt: new Date(now - source.int(1, 400) * DAY_MS).toISOString(),
    };
  });
}

export const VARIABLE_OPERATION_TARGET = 300;

/** Older spellings a variable went through before its current name. */
function formerNames(variable: VariableRow): string[] {
  return [variable.sourceTechnicalName, variable.name.replace(' – ', ' - ').toUpperCase()];
}

/**
 * About 300 history rows: creations, updates (sampling, unit...), renames ending at the current
 * name, and deletions of variables that no longer exist (ids above the last variable).
 */
export function seedVariableOperations(random: Random, base: SeedBase, now: number): VariableOperationRow[] {
  const rows: Omit<VariableOperationRow, 'id'>[] = [];
  const visible = base.variables.filter((variable) => variable.placeId <= 8);
  const lastId = base.variables.reduce((max, variable) => Math.max(max, variable.id), 0);
  const at = (ms: number) => new Date(Math.min(ms, now)).toISOString();
  let deleted = 0;
  while (rows.length < VARIABLE_OPERATION_TARGET - 4) {
    const variable = random.pick(visible);
    const createdAt =
      Date.parse(variable.firstDataDate ?? new Date(now - 700 * DAY_MS).toISOString()) - random.int(1, 10) * DAY_MS;
    const where = { placeId: variable.placeId, projectIds: [...variable.projectIds] };
    if (random.chance(0.08)) {
      // A variable created then removed: it is gone from the variables table.
      deleted += 1;
      const name = `Ancien compteur ${deleted} – ${variable.name}`;
      const id = lastId + 1000 + deleted;
      rows.push({
        variable_id: id,
        change_at: at(createdAt),
        operation: 'create',
        old_name: null,
        new_name: name,
        ...where,
      });
      rows.push({
        variable_id: id,
        change_at: at(createdAt + random.int(20, 200) * DAY_MS),
        operation: 'delete',
        old_name: name,
        new_name: null,
        ...where,
      });
      continue;
    }
    if (rows.some((row) => row.variable_id === variable.id)) continue;
    const renames = random.chance(0.55) ? random.int(1, 2) : 0;
    const names = [...formerNames(variable).slice(0, renames), variable.name];
    let when = createdAt;
    rows.push({
      variable_id: variable.id,
      change_at: at(when),
      operation: 'create',
      old_name: null,
      new_name: names[0] ?? variable.name,
      ...where,
    });
    for (let index = 1; index < names.length; index += 1) {
      when += random.int(5, 120) * DAY_MS;
      rows.push({
        variable_id: variable.id,
        change_at: at(when),
        operation: 'rename',
        old_name: names[index - 1] ?? null,
        new_name: names[index] ?? null,
        ...where,
      });
    }
    for (let updates = random.int(0, 2); updates > 0; updates -= 1) {
      when += random.int(3, 90) * DAY_MS;
      rows.push({
        variable_id: variable.id,
        change_at: at(when),
        operation: 'update',
        old_name: variable.name,
        new_name: variable.name,
        ...where,
      });
    }
  }
  // Newest first, as the history screen shows it.
  rows.sort((left, right) => right.change_at.localeCompare(left.change_at) || left.variable_id - right.variable_id);
  return rows.map((row, index) => ({ id: index + 1, ...row }));
}
