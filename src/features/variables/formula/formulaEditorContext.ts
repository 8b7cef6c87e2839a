import { StateEffect, StateField } from '@codemirror/state';
import type { FormulaVariable } from './formulaQueries';

/**
 * What the formula editor knows besides its text: the project's variables (null while they are
 * not known: then any `{id}` passes the local check and no name is shown) and the formula being
 * edited, which its own expression may not read. Set from React with `setFormulaContext`.
 */
export interface FormulaEditorContext {
  variables: readonly FormulaVariable[] | null;
  byId: ReadonlyMap<number, FormulaVariable>;
  knownIds: ReadonlySet<number> | null;
  formulaId: number | undefined;
}

export function formulaEditorContext(
  variables: readonly FormulaVariable[] | null,
  formulaId: number | undefined,
  /** Ids known to exist besides the listed variables: those the stored formula already reads. */
  alsoKnown: readonly number[] = [],
): FormulaEditorContext {
  const usable = variables?.filter((variable) => variable.id !== formulaId) ?? null;
  const byId = new Map((usable ?? []).map((variable) => [variable.id, variable]));
  const knownIds = usable ? new Set([...byId.keys(), ...alsoKnown.filter((id) => id !== formulaId)]) : null;
  return { variables: usable, byId, knownIds, formulaId };
}

export const setFormulaContext = StateEffect.define<FormulaEditorContext>();

export const formulaContextField = StateField.define<FormulaEditorContext>({
  create: () => formulaEditorContext(null, undefined),
  update: (value, transaction) => {
    for (const effect of transaction.effects) if (effect.is(setFormulaContext)) return effect.value;
    return value;
  },
});
