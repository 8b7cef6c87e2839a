import { Group, Input, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useCallback, useId, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import type { MessageId } from '../../../i18n/messages';
import { useMessage } from '../../../i18n/useMessage';
import { FormulaEditor, type FormulaEditorHandle } from './FormulaEditor';
import type { CompletionLabels } from './formulaCompletion';
import type { FormulaEditorContext } from './formulaEditorContext';
import type { FormulaLocalCheck } from './formulaErrorText';
import { operatorInsertion, type FormulaOperator } from './formulaOperators';
import { OperatorButtons } from './OperatorButtons';
import { useProblemText } from './useProblemText';

export interface FormulaExpressionFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** react-hook-form's ref, so that a refused submit puts the focus in the editor. */
  fieldRef?: Ref<{ focus: () => void }>;
  /** The project's variables (null while not known: no names, any `{id}` accepted) and the formula's id. */
  context: FormulaEditorContext;
  /** The form's message (required, a server code of a save or a test), translated. */
  error?: string;
  /** Under the hint: why the variables are not known (their read failed, with Retry). */
  variablesNotice?: ReactNode;
}

/** The functions' shapes, for completion details. */
const FUNCTION_SHAPES: Partial<Record<string, MessageId>> = {
  SI: 'formula.shape.si',
  ABS: 'formula.shape.abs',
  AND: 'formula.shape.and',
  OR: 'formula.shape.or',
  NOT: 'formula.shape.not',
};

/**
 * The expression (spec 000 §3 Formula, §5 operators): the operator buttons, the CodeMirror
 * editor, and one message line under it that says the first problem with its place ("Column 12:
 * a closing parenthesis is missing") as the user types, before any call; else the form's or the
 * server's message. The editor is named by the label and described by that line and the hint.
 */
export function FormulaExpressionField({
  value,
  onChange,
  onBlur,
  fieldRef,
  context,
  error,
  variablesNotice,
}: FormulaExpressionFieldProps) {
  const t = useMessage();
  const intl = useIntl();
  const labelId = useId();
  const messageId = useId();
  const hintId = useId();
  const editor = useRef<FormulaEditorHandle>(null);
  const [check, setCheck] = useState<{ result: FormulaLocalCheck; text: string; typing: boolean } | null>(null);

  const describe = useProblemText();
  const completionLabels = useCallback(
    (): CompletionLabels => ({
      variables: t('formula.completion.variables'),
      functions: t('formula.completion.functions'),
      functionDetail: (name) => {
        const shape = FUNCTION_SHAPES[name];
        return shape ? t(shape) : name;
      },
    }),
    [t],
  );
  const onCheck = useCallback(
    (result: FormulaLocalCheck, text: string, typing: boolean) => setCheck({ result, text, typing }),
    [],
  );
  // Stable while the language stays: a new object would make the editor reconfigure and check again.
  const phrases = useMemo(() => {
    const text = (id: MessageId) => intl.formatMessage({ id });
    return {
      Completions: text('formula.editor.completions'),
      Diagnostics: text('formula.editor.diagnostics'),
      'No diagnostics': text('formula.editor.noDiagnostics'),
      'Selection deleted': text('formula.editor.selectionDeleted'),
      'Control character': text('formula.editor.controlCharacter'),
      close: text('formula.editor.close'),
    };
  }, [intl]);

  // The check of the text shown now: an older one (typing goes on) is not shown.
  const current = check && check.text === value && !check.typing ? check.result : null;
  const problem = current && !current.ok && current.problem.id !== 'formula.problem.empty' ? current.problem : null;
  const message = problem ? describe(problem, value) : (error ?? null);
  const correct = !message && current?.ok === true;

  const attachEditor = useCallback(
    (handle: FormulaEditorHandle | null) => {
      editor.current = handle;
      if (typeof fieldRef === 'function') fieldRef(handle ? { focus: handle.focus } : null);
    },
    [fieldRef],
  );

  const insert = (operator: FormulaOperator) =>
    editor.current?.insert((text, from, to) => operatorInsertion(text, from, to, operator));

  return (
    <Stack gap={6}>
      <Input.Label id={labelId} required onClick={() => editor.current?.focus()}>
        {t('formula.expression')}
      </Input.Label>
      <OperatorButtons onInsert={insert} />
      <FormulaEditor
        handle={attachEditor}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        context={context}
        labelledBy={labelId}
        describedBy={`${messageId} ${hintId}`}
        invalid={message !== null}
        phrases={phrases}
        placeholder={t('formula.placeholder')}
        completionLabels={completionLabels}
        describe={describe}
        onCheck={onCheck}
      />
      <Text
        id={messageId}
        size="sm"
        c={message ? 'var(--mantine-color-red-text)' : 'dimmed'}
        aria-live="polite"
        mih="1.55em"
        data-formula-message=""
      >
        {message ?? (correct ? t('formula.syntaxCorrect') : '')}
      </Text>
      <Group gap="xs">
        <Text id={hintId} size="xs" c="dimmed">
          {t('formula.hint', { example: '{123}' })}
        </Text>
      </Group>
      {variablesNotice}
    </Stack>
  );
}
