import { autocompletion, completionKeymap, type CompletionContext } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { linter, type Diagnostic } from '@codemirror/lint';
import type { Compartment } from '@codemirror/state';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap, placeholder as placeholderText } from '@codemirror/view';
import { formulaCompletionSource, type CompletionLabels } from './formulaCompletion';
import { formulaContextField } from './formulaEditorContext';
import { checkFormulaText, type FormulaLocalCheck, type FormulaProblem } from './formulaErrorText';
import { variableNames } from './formulaVariableNames';

/** The pause after a keystroke before the text is checked again (spec: "as the user types"). */
export const LINT_DELAY_MS = 300;

/** What the editor reads from React at the time it needs it (translations, callbacks). */
export interface FormulaEditorBridge {
  completionLabels: () => CompletionLabels;
  /** The translated, located message of a problem. */
  describe: (problem: FormulaProblem, text: string) => string;
  /** `typing`: the problem is the name being typed at the caret, not told yet (completion is open for it). */
  onCheck: (check: FormulaLocalCheck, text: string, typing: boolean) => void;
}

/**
 * The local check as a lint source: the first problem underlined where it is (nothing for an
 * empty text, which the form's own "required" rule explains, nor for a name still being typed at
 * the caret), and the result handed to React for the message line under the editor.
 */
function formulaLintSource(bridge: () => FormulaEditorBridge) {
  return (view: EditorView): Diagnostic[] => {
    const text = view.state.doc.toString();
    const { knownIds, formulaId } = view.state.field(formulaContextField);
    const check = checkFormulaText(text, { ...(knownIds ? { knownVariableIds: knownIds } : {}), formulaId });
    // A name being typed is not an error yet: the completion is there to finish it.
    const typing =
      !check.ok &&
      check.problem.id === 'formula.problem.unknownName' &&
      view.state.selection.main.head === check.problem.to;
    bridge().onCheck(check, text, typing);
    if (check.ok || typing || check.problem.id === 'formula.problem.empty') return [];
    const { problem } = check;
    // A problem at the very end has an empty span: underline the last character instead.
    const from = Math.min(problem.from, Math.max(0, text.length - 1));
    const to = Math.max(problem.to, Math.min(text.length, from + 1));
    return [{ from, to, severity: 'error', message: bridge().describe(problem, text) }];
  };
}

/*
 * Colours from the app's scheme-aware variables (and light-dark()), so that one theme reads in the
 * light and the dark scheme without reconfiguring the editor when the user switches: CodeMirror's
 * base theme, written for a light page, would keep a black caret, a light selection and light
 * tooltips on the dark one.
 */
const theme = EditorView.theme({
  '&': {
    border: '1px solid var(--mantine-color-default-border)',
    borderRadius: 'var(--mantine-radius-sm)',
    backgroundColor: 'var(--mantine-color-body)',
    color: 'var(--mantine-color-text)',
    fontSize: 'var(--mantine-font-size-md)',
  },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--mantine-color-text)' },
  '.cm-selectionBackground, &.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground': {
    background: 'light-dark(#d7d4f0, #3b4a66)',
  },
  '&.cm-focused': { outline: '2px solid var(--mantine-primary-color-filled)', outlineOffset: '1px' },
  '&.cm-formula-invalid': { borderColor: 'var(--mantine-color-error)' },
  '.cm-scroller': { fontFamily: 'var(--mantine-font-family-monospace)', lineHeight: '1.7' },
  '.cm-content': { minHeight: '6.5rem', padding: '8px 4px' },
  '.cm-placeholder': { color: 'var(--mantine-color-dimmed)' },
  '.cm-formula-variable': {
    color: 'light-dark(var(--mantine-color-blue-9), var(--mantine-color-blue-3))',
    fontWeight: '600',
  },
  '.cm-formula-variable-name': {
    display: 'inline-block',
    margin: '0 4px 0 0',
    padding: '0 6px',
    borderRadius: 'var(--mantine-radius-xl)',
    backgroundColor: 'var(--app-surface-muted)',
    color: 'var(--mantine-color-text)',
    fontFamily: 'var(--mantine-font-family)',
    fontSize: '0.85em',
    lineHeight: '1.5',
  },
  '.cm-tooltip-autocomplete ul li[aria-selected]': {
    backgroundColor: 'var(--mantine-primary-color-filled)',
    color: 'var(--mantine-color-white)',
  },
  '.cm-completionDetail': {
    marginLeft: '1em',
    fontStyle: 'normal',
    opacity: '1',
    color: 'var(--mantine-color-dimmed)',
  },
  '.cm-tooltip-autocomplete ul li[aria-selected] .cm-completionDetail': { color: 'var(--mantine-color-white)' },
  '.cm-completionSection': { color: 'var(--mantine-color-text)', fontWeight: '600' },
  '.cm-tooltip': {
    fontFamily: 'var(--mantine-font-family)',
    backgroundColor: 'var(--app-surface-raised)',
    color: 'var(--mantine-color-text)',
    border: '1px solid var(--mantine-color-default-border)',
  },
  '.cm-tooltip.cm-tooltip-autocomplete > ul': {
    fontFamily: 'var(--mantine-font-family)',
    maxHeight: '18rem',
    minWidth: '24rem',
  },
  '.cm-tooltip.cm-tooltip-autocomplete > ul > li': { padding: '3px 8px', lineHeight: '1.5' },
  '.cm-tooltip-lint': { maxWidth: '32rem' },
});

export interface FormulaEditorCompartments {
  /** aria-labelledby, aria-describedby, aria-invalid of the editable element. */
  content: Compartment;
  /** The invalid border. */
  editor: Compartment;
  /** CodeMirror's own words (the completion list's name…), in the user's language. */
  phrases: Compartment;
  placeholder: Compartment;
}

export function formulaEditorExtensions(
  bridge: () => FormulaEditorBridge,
  compartments: FormulaEditorCompartments,
  initial: { content: Record<string, string>; invalid: boolean; phrases: Record<string, string>; placeholder: string },
): Extension[] {
  return [
    formulaContextField,
    history(),
    EditorView.lineWrapping,
    // Tab is left to the page, so that the keyboard can leave the editor (no indentWithTab).
    keymap.of([...completionKeymap, ...defaultKeymap, ...historyKeymap]),
    autocompletion({
      override: [
        formulaCompletionSource(
          (context: CompletionContext) => context.state.field(formulaContextField).variables ?? [],
          () => bridge().completionLabels(),
        ),
      ],
      icons: false,
    }),
    linter(formulaLintSource(bridge), {
      delay: LINT_DELAY_MS,
      needsRefresh: (update) =>
        update.selectionSet || update.startState.field(formulaContextField) !== update.state.field(formulaContextField),
    }),
    variableNames,
    theme,
    compartments.content.of(EditorView.contentAttributes.of(contentAttributes(initial.content, initial.invalid))),
    compartments.editor.of(editorAttributes(initial.invalid)),
    compartments.phrases.of(EditorState.phrases.of(initial.phrases)),
    compartments.placeholder.of(placeholderText(initial.placeholder)),
  ];
}

export function contentAttributes(aria: Record<string, string>, invalid: boolean): Record<string, string> {
  return {
    ...aria,
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    spellcheck: 'false',
    autocorrect: 'off',
    autocapitalize: 'off',
  };
}

export function editorAttributes(invalid: boolean): Extension {
  return EditorView.editorAttributes.of(invalid ? { class: 'cm-formula-invalid' } : {});
}
