import type { VariableKind } from '../../../entities/variables/api';

/** The three editors of automatic-variables (spec 000 §2): measured variables, manual variables, formulas. */
export type VariableEditor = 'variable' | 'manual' | 'formula';

/** spec 000 §3: which editor a kind of variable opens in. */
export function editorOf(kind: VariableKind): VariableEditor {
  switch (kind) {
    case 'manual_variable':
      return 'manual';
    case 'formula':
    case 'persisted_formula':
      return 'formula';
    case 'variable':
    case 'tableau':
      return 'variable';
  }
}
