import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../../api/apiError';
import {
  checkFormulaMutation,
  formulaCheckFailed,
  formulaCheckSucceeded,
  initialFormulaCheck,
  type FormulaCheckState,
  type FormulaTest,
} from '../../../entities/variables/formulaApi';

/** Server codes about the formula itself: shown at the editor, where the user fixes them (spec 000 §8). */
export const EDITOR_ERROR_CODES: ReadonlySet<string> = new Set([
  'FORMULA_SYNTAX_ERROR',
  'FORMULA_VARIABLE_NOT_FOUND',
  'FORMULA_FUNCTION_NOT_FOUND',
  'TEST_FORMULA_DATA_ERROR',
  'UNKNOWN_FORMULA_ERROR',
]);

/** The code of a failure when it concerns the formula, else null. */
export function editorErrorCode(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return error.messages.find((message) => EDITOR_ERROR_CODES.has(message)) ?? null;
}

export interface FormulaCheckRun {
  /** spec 000 §4: valid flag, result, tested data. */
  state: FormulaCheckState;
  running: boolean;
  /** The last test's failure, null after a success or a reset. */
  error: unknown;
  run: (test: FormulaTest) => Promise<void>;
  /** Clears the state (the expression changed): an answer still on its way is then ignored. */
  reset: () => void;
}

/**
 * The formula test (POST check-formula) and its state per spec 000 §4: success sets valid with the
 * result; failure sets invalid with no result; reset clears. A failure is also notified by the
 * app's reporter like any other; a success shows no notice (the reporter skips check-formula).
 */
export function useFormulaCheck(): FormulaCheckRun {
  const check = checkFormulaMutation.useMutation();
  const { mutateAsync } = check;
  const [state, setState] = useState<FormulaCheckState>(initialFormulaCheck);
  const [error, setError] = useState<unknown>(null);
  const [running, setRunning] = useState(false);
  // Each run and reset takes a number; only the latest run's answer is kept.
  const sequence = useRef(0);

  const run = useCallback(
    async (test: FormulaTest) => {
      sequence.current += 1;
      const mine = sequence.current;
      setRunning(true);
      setError(null);
      try {
        const result = await mutateAsync(test);
        if (mine !== sequence.current) return;
        setState(formulaCheckSucceeded(test, result));
      } catch (failure) {
        if (mine !== sequence.current) return;
        setState(formulaCheckFailed(test));
        setError(failure);
      } finally {
        if (mine === sequence.current) setRunning(false);
      }
    },
    [mutateAsync],
  );

  const reset = useCallback(() => {
    sequence.current += 1;
    setState(initialFormulaCheck);
    setError(null);
    setRunning(false);
  }, []);

  return { state, running, error, run, reset };
}
