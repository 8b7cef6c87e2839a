import { RangeSetBuilder } from '@codemirror/state';
import {
  Decoration,
  ViewPlugin,
  WidgetType,
  type DecorationSet,
  type EditorView,
  type ViewUpdate,
} from '@codemirror/view';
import { formulaVariableReferences } from '../../../lib/formula/formulaTokens';
import { formulaContextField } from './formulaEditorContext';
import type { FormulaVariable } from './formulaQueries';

/**
 * The variable's name shown right after its `{id}`: the stored text stays `{id}` (what the API
 * reads, what error columns count), and the user reads which variable it is. Built with
 * textContent, never HTML: names come from data.
 */
class VariableNameWidget extends WidgetType {
  constructor(
    readonly name: string,
    readonly unit: string,
  ) {
    super();
  }

  override eq(other: VariableNameWidget): boolean {
    return other.name === this.name && other.unit === this.unit;
  }

  toDOM(): HTMLElement {
    // A real space before the name, so that the text read aloud (and copied) is "{3} TGBT – …".
    const wrapper = document.createElement('span');
    wrapper.append(' ');
    const label = document.createElement('span');
    label.className = 'cm-formula-variable-name';
    label.textContent = this.name;
    if (this.unit) label.title = `${this.name} (${this.unit})`;
    wrapper.append(label);
    return wrapper;
  }

  override ignoreEvent(): boolean {
    return false;
  }
}

const referenceMark = Decoration.mark({ class: 'cm-formula-variable' });

function decorations(view: EditorView): DecorationSet {
  const { byId } = view.state.field(formulaContextField);
  const builder = new RangeSetBuilder<Decoration>();
  for (const reference of formulaVariableReferences(view.state.doc.toString())) {
    const variable: FormulaVariable | undefined = byId.get(reference.id);
    builder.add(reference.start, reference.end, referenceMark);
    if (variable)
      builder.add(
        reference.end,
        reference.end,
        Decoration.widget({ widget: new VariableNameWidget(variable.name, variable.unit), side: 1 }),
      );
  }
  return builder.finish();
}

/** Marks every `{id}` and names the project's variables (formulas are short: the whole text is read). */
export const variableNames = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;

    constructor(view: EditorView) {
      this.decorations = decorations(view);
    }

    update(update: ViewUpdate) {
      if (update.docChanged || update.startState.field(formulaContextField) !== update.state.field(formulaContextField))
        this.decorations = decorations(update.view);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);
