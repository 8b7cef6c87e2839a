import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import type { EditorView } from '@codemirror/view';
import { FORMULA_FUNCTIONS } from '../../../lib/formula/formulaAst';
import { formulaReference } from '../../../lib/formula/formulaTokens';
import type { FormulaVariable } from './formulaQueries';

/** Most options shown at once: more would not help anyone pick. */
export const MAX_VARIABLE_OPTIONS = 100;

/** Lower case without accents, so that "energie" finds "Énergie". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr');
}

/**
 * The variables whose name, technical id or id holds every word of the query (accents and case
 * ignored), those whose name starts with the query first, then by name.
 */
export function matchVariables(variables: readonly FormulaVariable[], query: string): FormulaVariable[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  const folded = foldText(query).trim();
  const matches = variables.filter((variable) => {
    const haystack = `${foldText(variable.name)} ${foldText(variable.technicalName)} ${variable.id}`;
    return words.every((word) => haystack.includes(word));
  });
  const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });
  const startsWith = (variable: FormulaVariable) => (foldText(variable.name).startsWith(folded) ? 0 : 1);
  return matches
    .sort((a, b) => startsWith(a) - startsWith(b) || collator.compare(a.name, b.name))
    .slice(0, MAX_VARIABLE_OPTIONS);
}

export interface CompletionLabels {
  variables: string;
  functions: string;
  /** The call's shape for a function, e.g. "SI(condition, if true, if false)". */
  functionDetail: (name: string) => string;
}

/** Inserts `NAME()` with the caret between the parentheses. */
function applyFunction(name: string) {
  return (view: EditorView, _completion: Completion, from: number, to: number) => {
    const text = `${name}()`;
    view.dispatch({
      changes: { from, to, insert: text },
      selection: { anchor: from + name.length + 1 },
      scrollIntoView: true,
    });
  };
}

/**
 * Completion of the formula editor (spec 000 §5 and issue "completes variable names of the
 * project as the user types"): a word typed, or `{` followed by part of a name, offers the
 * project's variables by name and inserts their reference `{id}`; a word also offers the
 * functions SI, ABS, AND, OR, NOT. A number typed offers nothing: it is a constant.
 */
export function formulaCompletionSource(
  getVariables: (context: CompletionContext) => readonly FormulaVariable[],
  labels: () => CompletionLabels,
) {
  return (context: CompletionContext): CompletionResult | null => {
    const braced = context.matchBefore(/\{[^{}]*$/);
    const word = braced ? null : context.matchBefore(/[\p{L}_][\p{L}\p{N}_]*$/u);
    if (!braced && !word && !context.explicit) return null;
    const from = braced?.from ?? word?.from ?? context.pos;
    const query = braced ? braced.text.slice(1) : (word?.text ?? '');
    // A brace already closing the reference is replaced with it, so that `{ab|}` gives `{12}`.
    const closing = braced && context.state.sliceDoc(context.pos, context.pos + 1) === '}' ? 1 : 0;
    const text = labels();
    const functionsSection = { name: text.functions, rank: 0 };
    const variablesSection = { name: text.variables, rank: 1 };
    const variables: Completion[] = matchVariables(getVariables(context), query).map((variable) => ({
      label: variable.name,
      detail: `${formulaReference(variable.id)}${variable.unit ? ` · ${variable.unit}` : ''}`,
      type: 'variable',
      section: variablesSection,
      apply: (view, _completion, applyFrom, applyTo) =>
        view.dispatch({
          changes: { from: applyFrom, to: applyTo + closing, insert: formulaReference(variable.id) },
          selection: { anchor: applyFrom + formulaReference(variable.id).length },
          scrollIntoView: true,
        }),
    }));
    const functions: Completion[] = braced
      ? []
      : Object.keys(FORMULA_FUNCTIONS)
          .filter((name) => name.startsWith(query.toUpperCase()))
          .map((name) => ({
            label: name,
            detail: text.functionDetail(name),
            type: 'function',
            section: functionsSection,
            apply: applyFunction(name),
          }));
    const options = [...functions, ...variables];
    if (options.length === 0) return null;
    return { from, options, filter: false };
  };
}
