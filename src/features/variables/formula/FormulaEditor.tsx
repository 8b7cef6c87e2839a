import { forceLinting } from '@codemirror/lint';
import { Annotation, Compartment, EditorState } from '@codemirror/state';
import { EditorView, placeholder as placeholderText } from '@codemirror/view';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { setFormulaContext, type FormulaEditorContext } from './formulaEditorContext';
import {
  contentAttributes,
  editorAttributes,
  formulaEditorExtensions,
  type FormulaEditorBridge,
  type FormulaEditorCompartments,
} from './formulaEditorExtensions';
import type { FormulaInsertion } from './formulaOperators';

/** Marks the editor's text replaced from the form's value, which is not sent back as typing. */
const External = Annotation.define<boolean>();

/** What the operator buttons and the form do with the editor. */
export interface FormulaEditorHandle {
  /** Applies an insertion computed from the text and the selection, then gives the focus back. */
  insert: (make: (text: string, from: number, to: number) => FormulaInsertion) => void;
  focus: () => void;
}

export interface FormulaEditorProps extends FormulaEditorBridge {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  context: FormulaEditorContext;
  /** aria-labelledby / aria-describedby of the editable element. */
  labelledBy: string;
  describedBy: string;
  invalid: boolean;
  /** CodeMirror's own words in the user's language. */
  phrases: Record<string, string>;
  placeholder: string;
  handle?: Ref<FormulaEditorHandle>;
}

/**
 * The expression editor: a CodeMirror 6 view created once when mounted and destroyed when
 * unmounted, its text kept equal to `value` (react-hook-form holds it: a draft restored or a reset
 * replaces the editor's text, typing calls onChange). The editable element is a textbox named and
 * described by the page's label and message line. See formulaEditorExtensions.ts for what it does.
 */
export function FormulaEditor({
  value,
  onChange,
  onBlur,
  context,
  labelledBy,
  describedBy,
  invalid,
  phrases,
  placeholder,
  handle,
  completionLabels,
  describe,
  onCheck,
}: FormulaEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  // The latest props, read by the view's callbacks: the view is created once.
  const latest = useRef({ onChange, onBlur, completionLabels, describe, onCheck });
  useEffect(() => {
    latest.current = { onChange, onBlur, completionLabels, describe, onCheck };
  });
  const [compartments] = useState<FormulaEditorCompartments>(() => ({
    content: new Compartment(),
    editor: new Compartment(),
    phrases: new Compartment(),
    placeholder: new Compartment(),
  }));
  const initial = useRef({ value, context, labelledBy, describedBy, invalid, phrases, placeholder });
  /** Texts the editor sent to onChange since the form's value last matched it. */
  const emitted = useRef(new Set<string>());

  useEffect(() => {
    const parent = host.current;
    if (!parent) return undefined;
    const start = initial.current;
    const bridge = (): FormulaEditorBridge => latest.current;
    const view = new EditorView({
      parent,
      state: EditorState.create({
        doc: start.value,
        extensions: [
          formulaEditorExtensions(bridge, compartments, {
            content: { 'aria-labelledby': start.labelledBy, 'aria-describedby': start.describedBy },
            invalid: start.invalid,
            phrases: start.phrases,
            placeholder: start.placeholder,
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) {
              const text = update.state.doc.toString();
              if (!update.transactions.some((transaction) => transaction.annotation(External)))
                emitted.current.add(text);
              latest.current.onChange(text);
            }
            if (update.focusChanged && !update.view.hasFocus) latest.current.onBlur?.();
          }),
        ],
      }),
    });
    view.dispatch({ effects: setFormulaContext.of(start.context) });
    viewRef.current = view;
    return () => {
      viewRef.current = null;
      view.destroy();
    };
  }, [compartments]);

  // The form's value changed from outside (draft restored, reset): the editor shows it. A value the
  // editor itself sent and has typed past since (a render that lags behind fast typing or a button)
  // is an echo, not a change: replacing the text with it would undo what was just typed.
  useLayoutEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const current = view.state.doc.toString();
    if (current === value) emitted.current.clear();
    else if (!emitted.current.has(value)) {
      emitted.current.clear();
      view.dispatch({ changes: { from: 0, to: current.length, insert: value }, annotations: External.of(true) });
    }
  }, [value]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: setFormulaContext.of(context) });
  }, [context]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: [
        compartments.content.reconfigure(
          EditorView.contentAttributes.of(
            contentAttributes({ 'aria-labelledby': labelledBy, 'aria-describedby': describedBy }, invalid),
          ),
        ),
        compartments.editor.reconfigure(editorAttributes(invalid)),
      ],
    });
  }, [compartments, labelledBy, describedBy, invalid]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    view.dispatch({
      effects: [
        compartments.phrases.reconfigure(EditorState.phrases.of(phrases)),
        compartments.placeholder.reconfigure(placeholderText(placeholder)),
      ],
    });
    // The messages of the underline follow the language too.
    forceLinting(view);
  }, [compartments, phrases, placeholder]);

  useImperativeHandle(
    handle,
    () => ({
      insert: (make) => {
        const view = viewRef.current;
        if (!view) return;
        const { from, to } = view.state.selection.main;
        const insertion = make(view.state.doc.toString(), from, to);
        view.dispatch({
          changes: { from: insertion.from, to: insertion.to, insert: insertion.insert },
          selection: { anchor: insertion.caret },
          scrollIntoView: true,
          userEvent: 'input',
        });
        view.focus();
      },
      focus: () => viewRef.current?.focus(),
    }),
    [],
  );

  return <div ref={host} data-formula-editor="" />;
}
